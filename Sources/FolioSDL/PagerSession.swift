import CSDL2
import FolioCore
import FolioRender

/// The reader's heart, shared by the window and the headless bench: the `ReaderModel` (pager,
/// slots, zoom), the memory cache of rendered images, the render plan, and the compositor.
/// Lives on the main thread; poppler is only ever called by the `RenderPool`'s workers (or, for
/// the `sync` strategy, by the `InlineRenderer` on this thread, to be measured).
///
/// Each slot shows its page at fit, scaled on the fly while the page zooms and pans, so a gesture
/// never waits for a render; once the view is at rest, the visible region plus a margin is rendered
/// at the current zoom and drawn over it. Every frame the plan is ranked again: the crisp region,
/// pages on screen, where the pager will land and its neighbours, then pages ahead.
final class PagerSession {
    let info: DocumentInfo
    private let renderer: any RenderService
    private let results: Mailbox<RenderResult>
    private(set) var model: ReaderModel
    private let density: Double
    private let settings: RenderSettings
    private var cache: RenderCache<CachedImage>
    /// Images whose rows are still being uploaded, most urgent kind first.
    private var uploads: [CachedImage] = []
    /// What the last frame drew: never evicted.
    private var onScreen: Set<RenderKey> = []

    private var lastOffset: Double
    private var travel = 1
    private var planned: [RenderJob] = []
    /// Every key the plan looked at, rendered or not: results for them are still wanted.
    private var wanted: Set<RenderKey> = []
    /// Keys whose render failed: not asked for again.
    private var failed: Set<RenderKey> = []
    /// The generation of jobs not tied to a slot; a jump or a turn of direction makes it stale.
    private var prefetchGeneration: UInt64 = 1 << 62
    private var lastCurrentPage: Int
    /// When the current page changed, over the last second: a run of flicks widens the prefetch window.
    private var pageChangeTimes: [Double] = []
    /// The latest time the session was given (script or window time).
    private var now: Double = 0

    /// Texture bytes uploaded in the last `collect`, and the time that took.
    private(set) var frameUploadBytes = 0
    private(set) var frameUploadSeconds = 0.0

    private(set) var swapCount = 0
    private(set) var rendersCompleted = 0
    private(set) var rendersDiscarded = 0
    private(set) var rendersFromDiskCache = 0
    /// Pages that came on screen, and how many of those were already rendered when they did.
    private(set) var arrivals = 0
    private(set) var arrivalsReady = 0
    private var visibleLastFrame: Set<Int>?
    /// Seconds from the end of each gesture to the frame from which the view stayed crisp until it
    /// came to rest (see `framePresented`).
    private(set) var timesToCrisp: [Double] = []
    /// For each of those, the render time of the images that arrived after the gesture ended and
    /// made the view crisp: poppler's share of the wait (0 when nothing had to be rendered).
    private(set) var crispRenderSeconds: [Double] = []
    /// When (monotonic clock) the first page was first shown crisp.
    private(set) var firstCrispTime: Double?
    /// When (monotonic clock) the last gesture ended, until its time to crisp is taken.
    private var gestureEndedAt: Double?
    /// Whether a frame showed the view at rest since then (without it being crisp).
    private var restedSinceGestureEnded = false
    /// Times the view came to rest after a gesture and the next gesture began before it was crisp.
    private var abandonedRests = 0
    /// The first frame of the current run of frames whose visible slots were all crisp, and the
    /// render time of what arrived for it after the gesture ended.
    private var crispSince: (presented: Double, renderSeconds: Double)?
    /// The images drawn on the visible slots in the last frame.
    private var visibleImages: [CachedImage] = []
    /// Input times are `time + inputClockOrigin` on the monotonic clock: 0 in the window, the
    /// script's start in the bench.
    var inputClockOrigin = 0.0
    var needsRedraw = true

    /// Space between pages and around a page, in window points.
    static let gapPoints = 24.0
    static let marginPoints = 12.0
    /// Pixels rendered beyond each side of the window at zoom, so a short pan needs no render.
    static let detailMarginPixels = 64
    /// Pages ahead of the landing page kept rendered: while reading, and during a run of flicks.
    static let readingPrefetchPages = 2
    static let flickingPrefetchPages = 8
    /// This many page changes within a second make a run of flicks.
    static let flickRunPageChanges = 3
    private static let backgroundGrey: UInt8 = 0x40

    init(document: OpenedDocument, settings: RenderSettings, viewport: Size, density: Double, firstPage: Int,
         zoom: Double = 1) {
        self.info = document.info
        self.renderer = document.renderer
        self.results = document.results
        self.settings = settings
        self.density = density
        self.cache = RenderCache(budgetBytes: settings.cacheBudget ?? .max / 2)
        self.model = ReaderModel(
            pageSizes: info.pageSizes, viewport: viewport, gap: Self.gapPoints * density,
            margin: Self.marginPoints * density, firstPage: firstPage)
        if zoom != 1 { model.setZoom(zoom, time: -.infinity) }
        self.lastOffset = model.physics.offsetX
        self.lastCurrentPage = model.currentPage
        // Workers may start at once; a service rendering on this thread waits for the first frame,
        // whose time it then counts in.
        if !renderer.rendersOnCallingThread { planRenders() }
    }

    var physics: PagerPhysics { model.physics }
    var viewport: Size { model.viewport }
    var currentPage: Int { model.currentPage }
    var quitRequested: Bool { model.quitRequested }
    /// Nothing moves, nothing is being rendered and nothing waits to be uploaded.
    var isIdle: Bool { model.isSettled(at: now) && planned.isEmpty && uploads.isEmpty }
    /// Something will change without input: motion, a zoom gesture's quiet period, pixels to upload.
    var isAnimating: Bool { !model.isSettled(at: now) || needsRedraw || !uploads.isEmpty }
    var renderStatistics: RenderStatistics { renderer.currentStatistics }
    var queueDepth: Int { renderer.queueDepth }
    var cacheBytes: Int { cache.totalBytes }
    /// Nil when the strategy keeps no budget (`RenderSettings.cacheBudget`).
    var cacheBudgetBytes: Int? { settings.cacheBudget }
    var peakCacheBytes: Int { cache.peakBytes }

    // MARK: Input

    func handle(_ event: InputEvent, time: Double) {
        switch event {
        case .pointerDown: noteGestureStart()
        case .pointerMove: break
        case .pointerUp, .pinch, .key, .gotoPage: noteGestureEnd(time)
        }
        now = max(now, time)
        model.handle(event, time: time)
        needsRedraw = true
    }

    /// A key; zoom keys act about `focus` (the cursor) when given.
    func handleKey(_ name: String, focus: Point?, time: Double) {
        noteGestureEnd(time)
        now = max(now, time)
        model.handleKey(name, focus: focus, time: time)
        needsRedraw = true
    }

    func toggleZoom(at point: Point, time: Double) {
        noteGestureEnd(time)
        now = max(now, time)
        model.toggleZoom(at: point, time: time)
        needsRedraw = true
    }

    func scroll(deltaX: Double, time: Double) {
        noteGestureEnd(time)
        now = max(now, time)
        model.scroll(deltaX: deltaX, time: time)
        needsRedraw = true
    }

    /// A finger went down: a gesture is under way, and the time to crisp waits for its end.
    private func noteGestureStart() {
        abandonRest()
        gestureEndedAt = nil
    }

    /// Any input but a press or a move is the end of a gesture (or all of one): a pinch's last
    /// step, a finger lifted, a key, a wheel notch. The time to crisp is measured from the last.
    private func noteGestureEnd(_ time: Double) {
        abandonRest()
        gestureEndedAt = time + inputClockOrigin
        crispSince = nil
    }

    private func abandonRest() {
        if gestureEndedAt != nil, restedSinceGestureEnded { abandonedRests += 1 }
        restedSinceGestureEnded = false
    }

    /// Rests that have no time to crisp: the view came to rest after a gesture, and the next gesture
    /// began (or the run ended) before it was crisp.
    var restsWithoutCrisp: Int { abandonedRests + (gestureEndedAt != nil && restedSinceGestureEnded ? 1 : 0) }

    /// The window changed size: pages keep their place and zoom, and are rendered again for the new size.
    func resize(viewport: Size) {
        model.resize(viewport: viewport, gap: Self.gapPoints * density, margin: Self.marginPoints * density)
        planRenders()
        needsRedraw = true
    }

    // MARK: Frame

    /// Advances every motion to `time` and recycles slots whose page left the window of three.
    /// Returns the assignments made this frame (each one is a slot swap).
    @discardableResult
    func step(time: Double) -> [SlotAssignment] {
        now = max(now, time)
        let before = model.zoomViews.map(\.offset)
        let assignments = model.step(time: time)
        if model.physics.offsetX != lastOffset {
            let direction = model.physics.offsetX > lastOffset ? 1 : -1
            if direction != travel { prefetchGeneration += 1 }
            travel = direction
            lastOffset = model.physics.offsetX
            needsRedraw = true
        }
        if model.currentPage != lastCurrentPage {
            if abs(model.currentPage - lastCurrentPage) > 1 { prefetchGeneration += 1 }  // a jump
            lastCurrentPage = model.currentPage
            pageChangeTimes.append(time)
        }
        pageChangeTimes.removeAll { $0 < time - 1 }
        if model.zoomViews.map(\.offset) != before || !model.isSettled(at: time) { needsRedraw = true }
        swapCount += assignments.count
        return assignments
    }

    /// Takes finished renders into the cache (results no longer wanted are dropped), ranks the plan
    /// again, and uploads what the frame's budget allows. A service that renders on this thread has
    /// its results taken in the same frame, as a naive viewer would show them.
    func collect(renderer sdlRenderer: OpaquePointer) throws(SDLError) {
        try take(results.takeAll(), renderer: sdlRenderer)
        planRenders()
        if renderer.rendersOnCallingThread {
            try take(results.takeAll(), renderer: sdlRenderer)
            planRenders()
        }
        try uploadWithinBudget()
    }

    private func take(_ results: [RenderResult], renderer: OpaquePointer) throws(SDLError) {
        let live = liveGenerations
        let arrival = MonotonicClock.seconds
        for result in results {
            let job = result.job
            guard live.contains(job.generation) || wanted.contains(job.key) else {
                rendersDiscarded += 1
                continue
            }
            switch result.outcome {
            case .success(let image):
                let cached = try CachedImage(
                    image, for: job, renderSeconds: result.renderSeconds, arrivedAt: arrival, renderer: renderer)
                if job.region != nil {
                    // One crisp region per page is enough: the older ones go once off screen.
                    cache.removeAll { $0.page == job.page && $0.region != nil && !onScreen.contains($0) }
                }
                guard cache.insert(cached, bytes: cached.bytes, for: job.key, pinned: onScreen) else {
                    rendersDiscarded += 1
                    continue
                }
                uploads.append(cached)
                rendersCompleted += 1
                if result.source == .diskCache { rendersFromDiskCache += 1 }
            case .failure(let error):
                failed.insert(job.key)
                rendersDiscarded += 1
                FolioLog.warning("\(error)")
            }
        }
    }

    /// Uploads the most urgent rows first, up to the frame's byte budget.
    private func uploadWithinBudget() throws(SDLError) {
        frameUploadBytes = 0
        frameUploadSeconds = 0
        uploads.removeAll { cache.peek($0.key) !== $0 }  // evicted or replaced before it was shown
        guard !uploads.isEmpty else { return }
        uploads.sort { $0.kind < $1.kind }  // stable: by kind, then arrival
        let start = MonotonicClock.seconds
        let budget = settings.uploadBudgetPerFrame ?? .max
        var uploaded = 0
        for image in uploads where uploaded < budget {
            uploaded += try image.upload(budget: budget - uploaded)
        }
        for image in uploads where image.isReady && image.key.region != nil {
            // A finished crisp region takes the place of the page's older one at once, on screen too.
            cache.removeAll { $0.page == image.page && $0.region != nil && $0 != image.key }
        }
        uploads.removeAll(where: \.isReady)
        frameUploadBytes = uploaded
        frameUploadSeconds = MonotonicClock.seconds - start
        needsRedraw = true
    }

    private var liveGenerations: Set<UInt64> {
        Set(model.slots.slots.map(\.generation)).union([prefetchGeneration])
    }

    /// The crisp render wanted for slot `index`, nil when its page is not zoomed or not on screen:
    /// the visible pixels plus a margin, cut to the page, at the current zoom. The `fullpage`
    /// strategy wants the whole page instead, at the current zoom or the largest scale one render may take.
    private func crispKey(ofSlot index: Int) -> RenderKey? {
        let view = model.zoomViews[index]
        guard view.isZoomed, let visible = view.visiblePixels, let page = model.slots.slots[index].page else { return nil }
        if settings.strategy == .fullpage {
            let size = info.size(ofPage: page)
            guard !size.isEmpty else { return nil }
            let largest = min(
                (Double(Page.maximumBytes / PixelBuffer.bytesPerPixel) / (size.width * size.height)).squareRoot(),
                Double(Page.maximumPixelSide) / max(size.width, size.height)) * 0.99
            let scale = min(view.scale, largest)
            let wholePage = PixelRect(covering: Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale))
            return RenderKey(page: page, scale: scale, region: wholePage)
        }
        let margin = Self.detailMarginPixels
        let bounds = PixelRect(covering: Rect(origin: .zero, size: view.contentSize))
        let region = PixelRect(
            x: visible.x - margin, y: visible.y - margin, width: visible.width + 2 * margin,
            height: visible.height + 2 * margin).intersection(bounds)
        return region.map { RenderKey(page: page, scale: view.scale, region: $0) }
    }

    /// The whole page `page` at fit, or nil for a page outside the document or without area.
    private func fitKey(ofPage page: Int) -> RenderKey? {
        guard (1...info.pageCount).contains(page), !info.size(ofPage: page).isEmpty else { return nil }
        return RenderKey(page: page, scale: model.fitScale(ofPage: page))
    }

    /// Ranks what the view lacks, most urgent first (`RenderJob.Kind`), and hands it to the pool.
    /// Crisp regions of pages no longer zoomed are let go.
    private func planRenders() {
        let slots = model.slots.slots
        let current = model.currentPage
        let zoomedPages = Set(slots.indices.filter { model.zoomViews[$0].isZoomed }.compactMap { slots[$0].page })
        cache.removeAll { $0.region != nil && !zoomedPages.contains($0.page) }

        var jobs: [RenderJob] = []
        var considered: Set<RenderKey> = []
        func want(_ key: RenderKey?, _ kind: RenderJob.Kind, generation: UInt64? = nil) {
            guard let key, considered.insert(key).inserted, !failed.contains(key), !cache.contains(key) else { return }
            let slotGeneration = slots.first { $0.page == key.page }?.generation
            jobs.append(RenderJob(key: key, kind: kind, generation: generation ?? slotGeneration ?? prefetchGeneration))
        }

        if model.isSettled(at: now), let index = slots.firstIndex(where: { $0.page == current }),
           let key = crispKey(ofSlot: index), let visible = model.zoomViews[index].visiblePixels {
            let scale = model.zoomViews[index].scale
            if detailImage(ofPage: current, covering: visible, at: scale)?.covers(visible, at: scale) != true {
                want(key, .visibleCrisp)
            }
        }
        let screen = Rect(origin: .zero, size: viewport)
        let shown = slots.indices.filter { model.frame(ofSlot: $0)?.intersection(screen) != nil }
        for index in shown.sorted(by: { slots[$0].page == current && slots[$1].page != current }) {
            want(slots[index].page.flatMap(fitKey(ofPage:)), .visibleFit)
        }
        // A naive viewer renders what is on screen when it is needed, and nothing ahead.
        if settings.strategy != .sync {
            let landing = model.physics.landingPage
            for page in [landing, landing + travel, landing - travel] + slots.compactMap(\.page) {
                want(fitKey(ofPage: page), .neighbour)
            }
            let ahead = pageChangeTimes.count >= Self.flickRunPageChanges ? Self.flickingPrefetchPages : Self.readingPrefetchPages
            for step in stride(from: 2, through: ahead, by: 1) {
                want(fitKey(ofPage: landing + travel * step), .prefetch, generation: prefetchGeneration)
            }
        }
        wanted = considered
        guard jobs != planned else { return }
        planned = jobs
        renderer.submit(jobs, liveGenerations: liveGenerations)
    }

    /// Called once the frame is presented, with what `draw` reported. Takes the time to first pixel
    /// and the time to crisp: from the end of the last gesture to the first frame from which every
    /// visible slot stayed crisp until the view came to rest. A page turn onto a prefetched page
    /// takes one frame; a zoom takes the settle delay, the render and its upload.
    func framePresented(_ states: [SlotFrameState], at seconds: Double) {
        if firstCrispTime == nil, let index = model.slots.slots.firstIndex(where: { $0.page == model.currentPage }),
           states[index].shows == .crisp {
            firstCrispTime = seconds
        }
        guard let ended = gestureEndedAt else { return }
        let atRest = model.isSettled(at: now)
        if atRest { restedSinceGestureEnded = true }
        let visible = states.filter(\.visible)
        guard !visible.isEmpty, visible.allSatisfy({ $0.shows == .crisp }) else {
            crispSince = nil
            return
        }
        if crispSince == nil {
            let waitedFor = visibleImages.filter { $0.arrivedAt >= ended }
            crispSince = (seconds, waitedFor.reduce(0) { $0 + $1.renderSeconds })
        }
        guard atRest, let crisp = crispSince else { return }
        timesToCrisp.append(max(crisp.presented - ended, 0))
        crispRenderSeconds.append(crisp.renderSeconds)
        gestureEndedAt = nil
        restedSinceGestureEnded = false
        crispSince = nil
    }

    // MARK: Drawing

    /// The page's whole-page image at `scale` if it is ready, else the ready one nearest that scale.
    private func fitImage(ofPage page: Int, at scale: Double) -> CachedImage? {
        if let exact = cache.peek(RenderKey(page: page, scale: scale)), exact.isReady { return exact }
        return cache.values { $0.page == page && $0.region == nil }
            .filter(\.isReady)
            .min { abs($0.scale - scale) < abs($1.scale - scale) }
    }

    /// The page's ready crisp region: one covering `visible` at `scale` if there is one, else the
    /// one nearest that scale.
    private func detailImage(ofPage page: Int, covering visible: PixelRect, at scale: Double) -> CachedImage? {
        let regions = cache.values { $0.page == page && $0.region != nil }.filter(\.isReady)
        return regions.first { $0.covers(visible, at: scale) } ?? regions.min { abs($0.scale - scale) < abs($1.scale - scale) }
    }

    /// Draws the visible slots and reports, slot by slot, what each one showed.
    func draw(on renderer: OpaquePointer) -> [SlotFrameState] {
        SDL_SetRenderDrawColor(renderer, Self.backgroundGrey, Self.backgroundGrey, Self.backgroundGrey, 0xFF)
        SDL_RenderClear(renderer)
        let screen = Rect(origin: .zero, size: viewport)
        var states: [SlotFrameState] = []
        var drawnImages: [CachedImage] = []
        for (index, slot) in model.slots.slots.enumerated() {
            guard let page = slot.page, let frame = model.frame(ofSlot: index), let origin = model.pixelOrigin(ofSlot: index)
            else {
                states.append(SlotFrameState(page: nil, generation: slot.generation, shows: .none, visible: false))
                continue
            }
            let view = model.zoomViews[index]
            let visible = frame.intersection(screen) != nil
            var layers: [CachedImage] = []
            if let fit = fitImage(ofPage: page, at: view.fitScale) { layers.append(fit) }
            if view.isZoomed, let pixels = view.visiblePixels, let detail = detailImage(ofPage: page, covering: pixels, at: view.scale) {
                layers.append(detail)
            }
            if frame.isEmpty {
                // A page poppler could not load has no area to show.
            } else if layers.isEmpty, let onScreen = frame.intersection(screen) {
                var placeholder = SDL_Rect(onScreen)
                SDL_SetRenderDrawColor(renderer, 0xFF, 0xFF, 0xFF, 0xFF)
                SDL_RenderFillRect(renderer, &placeholder)
            } else if visible {
                for layer in layers { layer.draw(on: renderer, pageOrigin: origin, scale: view.scale, screen: screen) }
                drawnImages += layers
            }
            let shows: SlotShows
            if frame.isEmpty {
                shows = .blank
            } else if layers.isEmpty {
                shows = .placeholder
            } else if layers.contains(where: { $0.page != page }) {
                // The independent check: whatever was drawn must be this slot's own page.
                shows = .stale
            } else if isCrisp(page: page, view: view, layers: layers) {
                shows = .crisp
            } else {
                shows = .placeholder  // the page's own pixels, scaled until the crisp ones arrive
            }
            states.append(SlotFrameState(page: page, generation: slot.generation, shows: shows, visible: visible))
        }
        onScreen = Set(drawnImages.map(\.key))
        for key in onScreen { _ = cache.use(key) }
        visibleImages = drawnImages
        noteArrivals(states)
        needsRedraw = false
        return states
    }

    /// Whether a slot shows its page at full sharpness: at fit, its fit pixels; zoomed, a crisp
    /// region covering all it shows.
    private func isCrisp(page: Int, view: ZoomView, layers: [CachedImage]) -> Bool {
        guard view.isZoomed else { return layers.contains { $0.key == RenderKey(page: page, scale: view.fitScale) } }
        guard let visible = view.visiblePixels else { return true }
        return layers.contains { $0.covers(visible, at: view.scale) }
    }

    /// Counts pages coming on screen (not those of the first frame) and whether they came rendered.
    private func noteArrivals(_ states: [SlotFrameState]) {
        let visible = Set(states.filter(\.visible).compactMap(\.page))
        defer { visibleLastFrame = visible }
        guard let before = visibleLastFrame else { return }
        for state in states where state.visible && !before.contains(state.page ?? 0) {
            arrivals += 1
            if state.shows == .crisp { arrivalsReady += 1 }
        }
    }

    /// The line of the frame record the session knows, for a frame just presented; the
    /// `FrameRecorder` fills in the interval, stall and missed flags.
    func frameRecord(
        frame: Int, t: Double, slots: [SlotFrameState], mainThreadMs: Double, swaps: Int, inputLatencyMs: Double?,
        injectedStallMs: Double? = nil
    ) -> FrameRecord {
        FrameRecord(
            frame: frame, t: t, offsetX: physics.offsetX, stride: physics.stride, current: currentPage,
            zoom: finalView.zoom, slots: slots, mainThreadMs: mainThreadMs, swaps: swaps, inputLatencyMs: inputLatencyMs,
            uploadBytes: frameUploadBytes, uploadMs: frameUploadSeconds * 1000, queueDepth: queueDepth,
            cacheBytes: cacheBytes, injectedStallMs: injectedStallMs)
    }

    /// The view now, as the bench report's `final` gives it.
    var finalView: BenchReport.FinalView {
        let page = model.currentPage
        guard let view = model.currentZoomView, let visible = view.visibleRect else {
            let size = info.size(ofPage: page)
            // A page poppler could not load has no area on screen: report it whole, at fit.
            return .init(page: page, zoom: model.currentZoomView?.fitScale ?? 1, visibleRect: [0, 0, size.width, size.height])
        }
        return .init(page: page, zoom: view.scale,
                     visibleRect: [visible.minX, visible.minY, visible.width, visible.height])
    }
}
