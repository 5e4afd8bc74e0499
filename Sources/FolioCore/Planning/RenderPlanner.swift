/// Decides, every frame, which renders the view lacks and how urgent each is (docs/DESIGN.md,
/// rule 4): the crisp region of the zoomed page on screen, pages on screen at fit (the current one
/// first), crisp regions ahead of the zoomed page's pan (`CrispRegionPlanner`), the page the pager
/// will land on with its neighbours and the other slots' pages, then pages ahead in the direction
/// of travel, and last the page strip's thumbnails while it shows (`ThumbnailPlanner`).
/// Pure logic over the `ReaderModel`: no threads, no clock of its own.
///
/// It keeps what a single frame cannot tell: the direction of travel, the prefetch generation (a
/// jump or a turn of direction renews it, so prefetch jobs for the old way are dropped), how often
/// the page changed in the last second (a run of flicks widens the window ahead), and which renders
/// failed (never asked for again).
public struct RenderPlanner: Sendable {
    /// Pages ahead of the landing page kept rendered: while reading, and during a run of flicks.
    public static let readingPrefetchPages = 2
    public static let flickingPrefetchPages = 8
    /// Pages flipped back over, beyond the slot behind, that stay crisp (`RenderPlan.behind`).
    public static let pagesBehind = 4
    /// This many page changes within a second make a run of flicks.
    public static let flickRunPageChanges = 3
    /// While a finger scrubs the page strip, pages at fit wait until the page under it has stayed
    /// this long (s): each would be gone before it arrived, and the workers are the thumbnails'.
    /// The slot shows the page's thumbnail, magnified, meanwhile.
    public static let scrubRestSeconds = 0.1

    public let policy: RenderPolicy
    /// +1 toward later pages, -1 toward earlier ones: the way the pager last moved.
    public private(set) var travel = 1
    /// The generation of jobs not tied to a slot. Kept far above the slots' own, which count from 1.
    public private(set) var prefetchGeneration: UInt64 = 1 << 62
    private var lastOffset: Double
    private var lastCurrentSpread: Int
    /// When the current page changed, over the last second.
    private var pageChangeTimes: [Double] = []
    private var failed: Set<RenderKey> = []
    /// The crisp regions of zoomed pages: the current zoom's layer and the pan it follows.
    public private(set) var crisp: CrispRegionPlanner
    /// The page strip's thumbnails.
    public private(set) var thumbnails = ThumbnailPlanner()

    public init(policy: RenderPolicy, model: ReaderModel) {
        self.policy = policy
        crisp = CrispRegionPlanner(policy: policy)
        lastOffset = model.physics.offsetX
        lastCurrentSpread = model.currentSpread
    }

    /// Called after every tick of the model: notes the direction of travel and page changes.
    public mutating func observe(_ model: ReaderModel) {
        let time = model.now
        let offset = model.physics.offsetX
        if offset != lastOffset {
            // The pager's offset grows toward later spreads, or earlier ones read right to left.
            let direction = (offset > lastOffset ? 1 : -1) * (model.isRightToLeft ? -1 : 1)
            if direction != travel { prefetchGeneration += 1 }
            travel = direction
            lastOffset = offset
        }
        if model.currentSpread != lastCurrentSpread {
            if abs(model.currentSpread - lastCurrentSpread) > 1 { prefetchGeneration += 1 }  // a jump
            lastCurrentSpread = model.currentSpread
            pageChangeTimes.append(time)
        }
        pageChangeTimes.removeAll { $0 < time - 1 }
        crisp.observe(model)
    }

    /// A render of `key` failed: it is not planned again.
    public mutating func noteFailure(of key: RenderKey) {
        failed.insert(key)
    }

    /// The pages ahead of the landing page to keep rendered now.
    public var pagesAhead: Int {
        pageChangeTimes.count >= Self.flickRunPageChanges ? Self.flickingPrefetchPages : Self.readingPrefetchPages
    }

    /// The slots' generations and the prefetch generation, and the thumbnails' while the strip shows.
    public func liveGenerations(of model: ReaderModel) -> Set<UInt64> {
        Set(model.slots.map(\.generation)).union(
            model.isStripShown ? [prefetchGeneration, thumbnails.generation] : [prefetchGeneration])
    }

    /// What the view lacks now, most urgent first; keys `inventory` holds are left out. Mutating:
    /// the zoom layer remembers the crisp regions it asked for until they arrive or go.
    public mutating func plan(for model: ReaderModel, inventory: some RenderInventory) -> RenderPlan {
        let slots = model.slots
        let current = model.currentPage
        var jobs: [RenderJob] = []
        var considered: Set<RenderKey> = []
        var near: Set<RenderKey> = []
        var shown: Set<RenderKey> = []
        /// Asks for `key` unless held, failed or asked for already; `isNear` names it among the
        /// pages the next turns may show, held or not, and a page shown at fit among those on screen.
        func want(_ key: RenderKey?, _ kind: RenderJob.Kind, generation: UInt64? = nil, isNear: Bool = false) {
            if isNear, let key { near.insert(key) }
            if kind == .visibleFit, let key { shown.insert(key) }
            guard let key, considered.insert(key).inserted, !failed.contains(key), !inventory.holds(key) else { return }
            let slotGeneration = slots.first { $0.holds(page: key.page) }?.generation
            jobs.append(RenderJob(key: key, kind: kind, generation: generation ?? slotGeneration ?? prefetchGeneration))
        }

        let crispPlan = crisp.plan(for: model, inventory: inventory, failed: failed)
        for job in crispPlan.jobs { want(job.key, job.kind) }
        if !isScrubbingPast(model) {
            let shown = slots.indices.filter { model.isOnScreen(slot: $0) }
            for index in shown.sorted(by: { slots[$0].holds(page: current) && !slots[$1].holds(page: current) }) {
                for placed in slots[index].pages {
                    want(fitKey(ofPage: placed.page, in: model), .visibleFit, isNear: true)
                }
            }
            if policy.rendersAhead {
                // Spreads, as the pager counts: a spread's pages are wanted together.
                let spreads = model.spreads
                let landing = model.landingSpread
                for spread in [landing, landing + travel, landing - travel] + slots.compactMap(\.spread) {
                    for page in spreads.pages(ofSpread: spread) {
                        want(fitKey(ofPage: page, in: model), .neighbour, isNear: true)
                    }
                }
                for step in stride(from: 2, through: Self.flickingPrefetchPages, by: 1) {
                    for page in spreads.pages(ofSpread: landing + travel * step) {
                        guard let key = fitKey(ofPage: page, in: model) else { continue }
                        if step <= pagesAhead {
                            want(key, .prefetch, generation: prefetchGeneration, isNear: true)
                        } else if inventory.holds(key) {
                            // Rendered ahead by a run of flicks: kept until passed, not let go when
                            // the run pauses, for the next turns to render again.
                            considered.insert(key)
                        }
                    }
                }
            }
        }
        let thumbnailPlan = thumbnails.plan(for: model, travel: travel)
        for key in thumbnailPlan.keys { want(key, .thumbnail, generation: thumbnails.generation) }
        jobs.sort { $0.kind < $1.kind }  // stable: a region ahead after the pages on screen at fit
        return RenderPlan(
            jobs: jobs, wanted: considered, liveGenerations: liveGenerations(of: model), crispRegions: crispPlan.kept,
            thumbnailPages: thumbnailPlan.kept, near: near, shown: shown,
            behind: behind(in: model))
    }

    /// The pages at fit of the `pagesBehind` spreads before the slot behind, against the way of travel.
    private func behind(in model: ReaderModel) -> Set<RenderKey> {
        let spreads = model.spreads
        let landing = model.landingSpread
        return Set(
            (2...Self.pagesBehind + 1).flatMap { step in
                spreads.pages(ofSpread: landing - travel * step).compactMap { fitKey(ofPage: $0, in: model) }
            })
    }

    /// A finger scrubs the page strip and the page under it changed within `scrubRestSeconds`.
    private func isScrubbingPast(_ model: ReaderModel) -> Bool {
        guard model.strip.scrub != nil, let changed = pageChangeTimes.last else { return false }
        return changed > model.now - Self.scrubRestSeconds
    }

    /// The whole page `page` at fit (its spread's), or nil for a page outside the document or without area.
    private func fitKey(ofPage page: Int, in model: ReaderModel) -> RenderKey? {
        guard page >= 1, page <= model.pageSizes.count else { return nil }
        // A page is rendered at its own size only: until that is measured, it shows its stand-in.
        guard model.pageSizes.isKnown(page), !model.pageSizes[page].isEmpty else { return nil }
        // Trimmed, at the scale of its spread's content: it waits for their boxes as for its size
        // (they are asked for first, and take a fraction of a render), not to be rendered twice.
        let spread = model.spreads.pages(ofSpread: model.spreads.spread(holding: page))
        guard !model.trim.usesContentBoxes || !spread.contains(where: model.trim.needsBox(ofPage:)) else { return nil }
        return RenderKey(page: page, scale: model.fitScale(ofPage: page))
    }
}
