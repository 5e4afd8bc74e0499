import FolioCore
import FolioRender

/// Every rendered image the reader holds, as textures in one byte-budgeted LRU (docs/DESIGN.md,
/// rule 6), and the per-frame upload budget that fills them (rule 7): an image arrives whole from a
/// worker, its rows go to its texture in strips, most urgent kind first, and it is drawn only once
/// complete. What the last frame drew is never evicted. Crisp regions are kept only while the
/// render plan names them (`RenderPlan.crispRegions`: the current zoom's layer, within its budget
/// of screens) or while drawn; whole pages keep to their share of the budget, and of those the plan
/// no longer wants only the pages behind stay. Main thread only.
package final class TextureCache: RenderInventory {
    private var cache: RenderCache<CachedImage>
    /// What whole pages (not crisp regions) may take of the cache's budget (`TextureBudget`), but
    /// for those the latest plan wants.
    private var wholePageBytes: Int
    /// What the latest render plan wants (`RenderPlan.wanted`): a page it wants evicted for whole
    /// pages' share would be rendered again at once.
    private var wanted: Set<RenderKey> = []
    /// The pages flipped back over (`RenderPlan.behind`): of the pages not wanted, kept first.
    private var behind: Set<RenderKey> = []
    /// The pages the next turns may show (`RenderPlan.near`): kept small only at rest.
    private var near: Set<RenderKey> = []
    /// The pages at fit on screen (`RenderPlan.shown`): at rest the only pages near kept as textures.
    private var shown: Set<RenderKey> = []
    /// Nothing moves (`planWants`' `atRest`).
    private var atRest = false
    private var thumbnails = RenderCache<CachedImage>(budgetBytes: PageStrip.budgetBytes)
    /// Images whose rows are still being uploaded.
    private var uploads: [CachedImage] = []
    /// What the last frame drew.
    private var onScreen: Set<RenderKey> = []
    /// Texture bytes per frame; nil uploads each image whole in the frame it arrives.
    private(set) var uploadBudgetPerFrame: Int?
    /// The speed uploads went at; it sets `uploadBudgetPerFrame` if `followsSpeed`.
    private(set) var uploadSpeed = UploadBudget()
    /// How long the last `uploadWithinBudget` took to upload; 0 when no image waited for its rows.
    private(set) var lastUploadSeconds = 0.0
    /// The textures the last `uploadWithinBudget` asked for, and the part of its time that took.
    private(set) var lastTextureMaking = TextureMaking()
    private let followsSpeed: Bool
    /// A frame's time, of which uploads take at most a quarter.
    var frameSeconds = 1.0 / 60

    /// Nil budgets keep everything, or upload everything at once; whole pages may take the whole
    /// budget unless `wholePageBytes` says less.
    init(budgetBytes: Int?, wholePageBytes: Int? = nil, uploadBudgetPerFrame: Int?, followsSpeed: Bool = false) {
        cache = RenderCache(budgetBytes: budgetBytes ?? .max / 2)
        self.wholePageBytes = wholePageBytes ?? .max / 2
        self.uploadBudgetPerFrame = uploadBudgetPerFrame
        self.followsSpeed = followsSpeed && uploadBudgetPerFrame != nil
    }

    /// A new budget (nil: none), and whole pages' share of it; what the last frame drew stays even
    /// beyond them.
    func setBudget(_ bytes: Int?, wholePageBytes: Int? = nil) {
        cache.setBudget(bytes ?? .max / 2, pinned: onScreen)
        self.wholePageBytes = wholePageBytes ?? .max / 2
        evictWholePages()
    }

    /// The keys the latest render plan wants, those `near` (the next turns may show them), those
    /// `shown` and the pages it has `behind`; of the whole pages it no longer wants, those beyond
    /// the pages kept behind go, pages behind last. A page kept small comes back when near; `atRest`
    /// only when shown: at rest the pages near but not shown are kept small too, and the first
    /// frame of a turn gets them back in its uploads, decoded at a copy's speed.
    func planWants(
        _ keys: Set<RenderKey>, near: Set<RenderKey> = [], shown: Set<RenderKey> = [], behind: Set<RenderKey> = [],
        atRest: Bool = false
    ) {
        wanted = keys
        self.near = near
        self.shown = shown
        self.behind = behind
        self.atRest = atRest
        evictWholePages()
        let keptLarge = keptAsTextures
        uploads.removeAll { $0.isCompact && !keptLarge.contains($0.key) }
        for key in keptLarge {
            guard let image = cache.peek(key), image.isCompact, !uploads.contains(where: { $0 === image }) else {
                continue
            }
            uploads.append(image)
        }
    }

    /// The pages near, or at rest those shown: never kept small, and brought back if they were.
    private var keptAsTextures: Set<RenderKey> { atRest ? shown : near }

    /// The whole pages neither drawn nor kept as textures that may be kept small, oldest use first.
    private var pagesToCompact: [CachedImage] {
        let kept = onScreen.union(keptAsTextures)
        return cache.values { $0.region == nil && !kept.contains($0) }.filter(\.canCompact)
    }

    /// Some page neither drawn nor near (at rest: neither drawn nor shown) may still be kept small.
    var hasPagesToCompact: Bool { !pagesToCompact.isEmpty }

    /// Keeps small (`CachedImage.compact`) the whole pages neither drawn nor near (at rest: neither
    /// drawn nor shown), until `deadline` (one at least): their textures go, and a page that comes
    /// near again once something moves gets its texture back within the frame's uploads. Pages
    /// kept small count at their full size in the budget still, so as many are kept as before; a
    /// page a run of flicks rendered ahead that cannot be kept small is let go of. Returns how many
    /// were compacted.
    @discardableResult
    func compactPages(until deadline: Double) -> Int {
        var compacted = 0
        for image in pagesToCompact {
            // A page near stays undeflated: the turn that shows it decodes it in its first frame.
            if image.compact(deflating: !near.contains(image.key)) {
                compacted += 1
            } else if wanted.contains(image.key), !behind.contains(image.key), !near.contains(image.key) {
                // A page a run of flicks rendered ahead is kept past the run only small: at full
                // size (a GPU's texture, a photograph) it goes as the run's pause lets it.
                _ = cache.remove(image.key)
            }
            if MonotonicClock.seconds >= deadline { break }
        }
        return compacted
    }

    /// Of whole pages' share, what the pages the plan does not want may take: the pages flipped
    /// back over that stay crisp (`TextureBudget.pagesBehind`). The rest of the share is for the
    /// pages a run of flicks renders ahead, which the plan wants while it flicks.
    private var pagesBehindBytes: Int { wholePageBytes / TextureBudget.pages * TextureBudget.pagesBehind }

    /// Evicts whole pages to their share, never one drawn, wanted, or the one `arrived`. Of those
    /// the plan does not want, the pages behind go last: pages a run of flicks rendered ahead, no
    /// longer wanted once it stops, would otherwise push out the pages just read.
    private func evictWholePages(sparing arrived: RenderKey? = nil) {
        var kept = onScreen.union(wanted)
        if let arrived { kept.insert(arrived) }
        let unwanted = { (key: RenderKey) in key.region == nil && !kept.contains(key) }
        let behindBytes = cache.values { unwanted($0) && self.behind.contains($0) }.reduce(0) { $0 + $1.bytes }
        cache.evict(
            where: { unwanted($0) && !self.behind.contains($0) }, toHold: max(pagesBehindBytes - behindBytes, 0),
            pinned: kept)
        cache.evict(where: unwanted, toHold: pagesBehindBytes, pinned: kept)
        cache.evict(where: { $0.region == nil }, toHold: wholePageBytes, pinned: kept)
    }

    /// The pages whose whole-page images are kept small, in order.
    var compactedPages: [Int] { cache.values { $0.region == nil }.filter(\.isCompact).map(\.page).sorted() }
    /// What the images hold: their textures, or their pixels kept small.
    var totalBytes: Int { cache.values { _ in true }.reduce(cache.totalBytes) { $0 - $1.bytes + $1.heldBytes } }
    var peakBytes: Int { cache.peakBytes }
    var thumbnailBytes: Int { thumbnails.totalBytes }
    var peakThumbnailBytes: Int { thumbnails.peakBytes }
    /// Some image still waits for rows to be uploaded.
    var isUploading: Bool { !uploads.isEmpty }

    /// Takes a finished render; false when it could fit only by evicting what is on screen.
    func insert(_ image: CachedImage) -> Bool {
        let stored =
            image.kind == .thumbnail
            ? thumbnails.insert(image, bytes: image.bytes, for: image.key, pinned: onScreen)
            : cache.insert(image, bytes: image.bytes, for: image.key, pinned: onScreen)
        guard stored else { return false }
        if image.kind != .thumbnail, image.key.region == nil { evictWholePages(sparing: image.key) }
        uploads.append(image)
        return true
    }

    /// Lets go of the crisp regions the plan no longer names. One the last frame drew stays if it
    /// is of another zoom than the page's layer (an old zoom's regions stay on screen, scaled, until
    /// the new zoom's cover the view); at the layer's own zoom, the layer and its budget decide.
    func retainRegions(_ kept: Set<RenderKey>) {
        let layers = Set(kept.map { RenderKey(page: $0.page, scale: $0.scale) })
        cache.removeAll {
            $0.region != nil && !kept.contains($0)
                && (!onScreen.contains($0) || layers.contains(RenderKey(page: $0.page, scale: $0.scale)))
        }
    }

    /// Uploads the most urgent rows first, up to the frame's budget; returns the bytes uploaded,
    /// nil when no image waited for its rows.
    func uploadWithinBudget(to sink: any TextureSink) throws(TextureError) -> Int? {
        uploads.removeAll { held($0.key) !== $0 }  // evicted or replaced before it was shown
        lastUploadSeconds = 0
        lastTextureMaking = TextureMaking()
        guard !uploads.isEmpty else { return nil }
        // A page kept small that is not on screen goes up last, one a frame: the first frame of a
        // turn would otherwise decode every page near at once.
        let offScreen = { (image: CachedImage) in image.isCompact && !self.shown.contains(image.key) }
        // Stable: by kind, then arrival, those off screen after the rest.
        uploads.sort { offScreen($0) == offScreen($1) ? $0.kind < $1.kind : offScreen($1) }
        let budget = uploadBudgetPerFrame ?? .max
        var uploaded = 0
        let timer = TextureMakingTimer(sink)
        let start = MonotonicClock.seconds
        // Every image but the pages kept small off screen, and the first of those.
        let goingUp = uploads.prefix((uploads.firstIndex(where: offScreen) ?? uploads.count) + 1)
        for image in goingUp where uploaded < budget {
            uploaded += try image.upload(budget: budget - uploaded, to: timer)
        }
        lastUploadSeconds = MonotonicClock.seconds - start
        lastTextureMaking = timer.tally
        uploadSpeed.observe(bytes: uploaded, seconds: lastUploadSeconds)
        if followsSpeed { uploadBudgetPerFrame = uploadSpeed.bytesPerFrame(frameSeconds: frameSeconds) }
        uploads.removeAll(where: \.isReady)
        return uploaded
    }

    /// The images a frame drew: kept from eviction until the next frame, and freshly used.
    func markDrawn(_ images: [CachedImage]) {
        onScreen = Set(images.map(\.key))
        for key in onScreen {
            _ = cache.use(key)
            _ = thumbnails.use(key)
        }
    }

    /// Lets go of the thumbnails of pages outside `pages` (all of them for nil), except those drawn.
    func retainThumbnails(of pages: ClosedRange<Int>?) {
        thumbnails.removeAll { !(pages?.contains($0.page) ?? false) && !onScreen.contains($0) }
    }

    /// The thumbnail with this key, once ready (in the page cache, should a page at fit be that small).
    package func thumbnail(_ key: RenderKey) -> CachedImage? {
        guard let image = held(key), image.isReady else { return nil }
        return image
    }

    private func held(_ key: RenderKey) -> CachedImage? { cache.peek(key) ?? thumbnails.peek(key) }

    /// The page's whole-page image at `scale` if it is ready, else the ready one nearest that scale,
    /// else its thumbnail: a page jumped to from the strip shows its thumbnail, magnified, until it
    /// is rendered.
    package func fitImage(ofPage page: Int, at scale: Double) -> CachedImage? {
        if let exact = cache.peek(RenderKey(page: page, scale: scale)), exact.isReady { return exact }
        return cache.values { $0.page == page && $0.region == nil }
            .filter(\.isReady)
            .min { abs($0.scale - scale) < abs($1.scale - scale) }
            ?? thumbnails.values { $0.page == page }.last(where: \.isReady)
    }

    /// The page's ready crisp regions, at every scale held.
    package func readyRegions(ofPage page: Int) -> [CachedImage] {
        cache.values { $0.page == page && $0.region != nil }.filter(\.isReady)
    }

    // MARK: RenderInventory

    package func holds(_ key: RenderKey) -> Bool { held(key) != nil }

    package func isReady(_ key: RenderKey) -> Bool { held(key)?.isReady == true }

    package func regionKeys(ofPage page: Int) -> [RenderKey] {
        cache.values { $0.page == page && $0.region != nil }.map(\.key)
    }
}
