import CSDL2
import FolioCore
import FolioRender

/// Every rendered image the reader holds, as textures in one byte-budgeted LRU (DESIGN rule 6),
/// and the per-frame upload budget that fills them (rule 7): an image arrives whole from a worker,
/// its rows go to its texture in strips, most urgent kind first, and it is drawn only once complete.
/// What the last frame drew is never evicted. Main thread only.
final class TextureCache: RenderInventory {
    private var cache: RenderCache<CachedImage>
    /// Images whose rows are still being uploaded.
    private var uploads: [CachedImage] = []
    /// What the last frame drew.
    private var onScreen: Set<RenderKey> = []
    /// Texture bytes per frame; nil uploads each image whole in the frame it arrives.
    private let uploadBudgetPerFrame: Int?

    /// Nil budgets keep everything, or upload everything at once.
    init(budgetBytes: Int?, uploadBudgetPerFrame: Int?) {
        cache = RenderCache(budgetBytes: budgetBytes ?? .max / 2)
        self.uploadBudgetPerFrame = uploadBudgetPerFrame
    }

    var totalBytes: Int { cache.totalBytes }
    var peakBytes: Int { cache.peakBytes }
    /// Some image still waits for rows to be uploaded.
    var isUploading: Bool { !uploads.isEmpty }

    /// Takes a finished render; false when it could fit only by evicting what is on screen.
    func insert(_ image: CachedImage) -> Bool {
        if image.key.region != nil {
            // One crisp region per page is enough: the older ones go once off screen.
            cache.removeAll { $0.page == image.page && $0.region != nil && !onScreen.contains($0) }
        }
        guard cache.insert(image, bytes: image.bytes, for: image.key, pinned: onScreen) else { return false }
        uploads.append(image)
        return true
    }

    /// Lets go of the crisp regions of pages no longer zoomed.
    func dropRegions(keeping zoomedPages: Set<Int>) {
        cache.removeAll { $0.region != nil && !zoomedPages.contains($0.page) }
    }

    /// Uploads the most urgent rows first, up to the frame's budget; returns the bytes uploaded,
    /// nil when no image waited for its rows.
    func uploadWithinBudget() throws(SDLError) -> Int? {
        uploads.removeAll { cache.peek($0.key) !== $0 }  // evicted or replaced before it was shown
        guard !uploads.isEmpty else { return nil }
        uploads.sort { $0.kind < $1.kind }  // stable: by kind, then arrival
        let budget = uploadBudgetPerFrame ?? .max
        var uploaded = 0
        for image in uploads where uploaded < budget {
            uploaded += try image.upload(budget: budget - uploaded)
        }
        for image in uploads where image.isReady && image.key.region != nil {
            // A finished crisp region takes the place of the page's older one at once, on screen too.
            cache.removeAll { $0.page == image.page && $0.region != nil && $0 != image.key }
        }
        uploads.removeAll(where: \.isReady)
        return uploaded
    }

    /// The images a frame drew: kept from eviction until the next frame, and freshly used.
    func markDrawn(_ images: [CachedImage]) {
        onScreen = Set(images.map(\.key))
        for key in onScreen { _ = cache.use(key) }
    }

    /// The page's whole-page image at `scale` if it is ready, else the ready one nearest that scale.
    func fitImage(ofPage page: Int, at scale: Double) -> CachedImage? {
        if let exact = cache.peek(RenderKey(page: page, scale: scale)), exact.isReady { return exact }
        return cache.values { $0.page == page && $0.region == nil }
            .filter(\.isReady)
            .min { abs($0.scale - scale) < abs($1.scale - scale) }
    }

    /// The page's ready crisp region: one covering `visible` at `scale` if there is one, else the
    /// one nearest that scale.
    func detailImage(ofPage page: Int, covering visible: PixelRect, at scale: Double) -> CachedImage? {
        let regions = readyRegions(ofPage: page)
        return regions.first { $0.covers(visible, at: scale) } ?? regions.min { abs($0.scale - scale) < abs($1.scale - scale) }
    }

    // MARK: RenderInventory

    func holds(_ key: RenderKey) -> Bool { cache.contains(key) }

    func hasRegion(ofPage page: Int, covering pixels: PixelRect, at scale: Double) -> Bool {
        readyRegions(ofPage: page).contains { $0.covers(pixels, at: scale) }
    }

    private func readyRegions(ofPage page: Int) -> [CachedImage] {
        cache.values { $0.page == page && $0.region != nil }.filter(\.isReady)
    }
}
