import FolioCore
import FolioInstrument
import FolioRender
import Logging

/// The reader as the window, the headless bench and the tests share it: the `ReaderModel` (pager,
/// slots, zoom), the `RenderPlanner` that says what to render, the `TextureCache` the renders land
/// in (as textures a `TextureSink` makes), what each frame shows (`ComposedFrame`, which the host
/// draws) and the `SessionMeasurements`. This type only wires them: input into the model, the
/// model's plan to the render service, results into the cache. It draws nothing and knows no SDL.
///
/// Lives on the main thread; poppler is only ever called by the `RenderPool`'s workers (or, for
/// the `sync` strategy, by the `InlineRenderer` on this thread, to be measured).
package final class PagerSession {
    let renderService: any RenderService
    private let results: Mailbox<RenderResult>
    private let measured: Mailbox<MeasuredPages>
    private let settings: RenderSettings
    package private(set) var model: ReaderModel
    var planner: RenderPlanner
    let textures: TextureCache
    /// Pages whose render failed or runs past the time limit, or whose links, text or search
    /// failed: their slots say so in a panel.
    package internal(set) var pageNotices = PageNotices()
    /// The page indicator's opacity in the last frame.
    private var indicatorOpacity = 0.0
    /// The outline, links, search and selection.
    let navigation: ReaderNavigation
    /// Renders that failed: the host decides where these go (`folio` prints them on stderr).
    let log = Logger(label: "folio.session")
    package internal(set) var measurements = SessionMeasurements()
    package internal(set) var stripMeasurements = StripMeasurements()
    /// Presenting: each transition and timed advance as the frames showed them.
    package internal(set) var slideShowMeasurements = SlideShowMeasurements()
    /// The last plan: its jobs are what the render service was handed, and a result it does not
    /// accept (`RenderPlan.accepts`) is not taken.
    private(set) var latestPlan = RenderPlan(jobs: [], wanted: [], liveGenerations: [])
    /// Effects for the host, until it takes them (`takeHostEffects`).
    private var hostEffects: [ReaderEffect] = []
    /// Whether the last frame presented was at rest (`isIdle`).
    var wasIdle = false

    /// Texture bytes uploaded in the last `collect`, and the time that took.
    package private(set) var frameUploadBytes = 0
    package private(set) var frameUploadSeconds = 0.0
    /// The textures those uploads asked for, and the part of their time that took.
    package private(set) var frameTextureMaking = TextureMaking()
    /// Input times are `time + inputClockOrigin` on the monotonic clock: 0 in the window, the
    /// script's start in the bench.
    package var inputClockOrigin = 0.0
    package var needsRedraw = true
    /// The frame under way's phases: the loop starts them and marks its own, `collect` marks its three.
    package var phases = FramePhases()
    /// Told of every result taken, and whether it went into the cache (`--trace`).
    package var onResultTaken: ((RenderResult, _ used: Bool) -> Void)?

    package init(
        document: OpenedDocument, settings: RenderSettings, viewport: Size, density: Double, firstPage: Int,
        zoom: Double = 1, layout: PageLayout = .single, rightToLeft: Bool = false, trim: Bool = false
    ) {
        self.renderService = document.renderService
        self.results = document.results
        self.measured = document.measured
        self.settings = settings
        self.model = ReaderModel(
            pages: document.pages.sizes, viewport: viewport, density: density, firstPage: firstPage, layout: layout,
            rightToLeft: rightToLeft)
        self.cacheBudgetBytes = settings.cacheBudget(for: model)
        self.textures = TextureCache(
            budgetBytes: cacheBudgetBytes,
            wholePageBytes: Self.wholePageBytes(ofBudget: cacheBudgetBytes, for: model),
            uploadBudgetPerFrame: settings.uploadBudgetPerFrame,
            followsSpeed: settings.uploadBudgetFollowsSpeed)
        if zoom != 1 { model.apply(.setZoom(zoom), at: -.infinity) }
        model.openedRecolored(document.source.recolor != nil)
        if !document.pages.contentBoxes.isEmpty {
            model.apply(.contentBoxesMeasured(document.pages.contentBoxes), at: -.infinity)
        }
        model.apply(.pageLabelsRead(document.pages.labels), at: -.infinity)
        self.planner = RenderPlanner(policy: settings.renderPolicy, model: model)
        let renderService = document.renderService
        self.navigation = ReaderNavigation(
            slotPages: model.slotPages, perform: { renderService.perform($0) },
            cancel: { renderService.cancelTasks(inGroup: $0) }, wake: document.wake)
        // Trimmed from the start: the content boxes are asked for before the first render.
        if trim {
            for effect in model.apply(.setTrim(true), at: -.infinity) { _ = navigation.perform(effect, for: model) }
        }
        // Workers may start at once; a service rendering on this thread waits for the first frame,
        // whose time it then counts in.
        if !renderService.rendersOnCallingThread { planRenders() }
    }

    package var physics: PagerPhysics { model.physics }
    package var viewport: Size { model.viewport }
    package var currentPage: Int { model.currentPage }
    package var quitRequested: Bool { model.quitRequested }
    /// Nothing moves, nothing is being rendered and nothing waits to be uploaded.
    package var isIdle: Bool {
        model.isSettled && latestPlan.jobs.isEmpty && !textures.isUploading && !stripHidesLater
            && !navigation.isBusy(model)
    }
    /// Something will change without input: motion, a zoom gesture's quiet period, pixels to
    /// upload, the page strip about to hide, the page indicator or a forward search's highlight
    /// fading, pages to keep small at rest.
    package var isAnimating: Bool {
        !model.isSettled || needsRedraw || textures.isUploading || stripHidesLater
            || model.chrome.indicatorIsFading(at: model.now) || model.syncTeXMarkShowing(at: model.now) != nil
            || compactsAtRest
    }
    private var stripHidesLater: Bool { model.strip.hidesLater(at: model.now) }
    package var renderStatistics: RenderStatistics { renderService.currentStatistics }
    package var queueDepth: Int { renderService.queueDepth }
    /// The pixel sizes of the images the render service was handed and has not delivered yet, most
    /// urgent first: the textures the next uploads will ask for (a whole page's as its render
    /// measures it, `PageCanvas.pixelBounds`).
    package var imageSizesOnTheirWay: [(width: Int, height: Int)] {
        latestPlan.jobs.map { job in
            let pixels =
                job.key.region ?? PageCanvas.pixelBounds(of: model.pageSizes[job.key.page], scale: job.key.scale)
            return (pixels.width, pixels.height)
        }
    }
    /// The render threads wait for work (`RenderService.isQuiet`).
    package var rendersAreQuiet: Bool { renderService.isQuiet }
    package var cacheBytes: Int { textures.totalBytes }
    /// Nil when the strategy keeps no budget (`RenderSettings.cacheBudget`).
    package private(set) var cacheBudgetBytes: Int?
    package var peakCacheBytes: Int { textures.peakBytes }
    /// The per-frame upload budget now, and the speed uploads were measured at (bytes a second).
    package var uploadBudgetPerFrame: Int? { textures.uploadBudgetPerFrame }
    package var uploadBytesPerSecond: Double? { textures.uploadSpeed.bytesPerSecond }
    /// A frame's time at the display's rate: uploads take at most a quarter of it.
    package var frameSeconds: Double {
        get { textures.frameSeconds }
        set { textures.frameSeconds = newValue }
    }
    package var peakThumbnailBytes: Int { textures.peakThumbnailBytes }
    /// What every byte-counted cache of the reader holds now: the textures and the thumbnails.
    /// A soak judges the memory beyond them (`UncachedMemory`).
    package var cachedBytes: Int { textures.totalBytes + textures.thumbnailBytes }
    package var searchMeasurements: SearchMeasurements { navigation.searchMeasurements }
    /// The workers are still searching the book.
    package var isSearching: Bool { navigation.isSearching }

    /// The effects that are the host's to perform (the copy, fullscreen), from whichever action led
    /// to them: an input, or an answer the session applied in `collect`. The host takes them once a
    /// frame; the session performs the others itself as they come.
    package func takeHostEffects() -> [ReaderEffect] {
        defer { hostEffects.removeAll() }
        return hostEffects
    }

    // MARK: Actions

    /// The model's timed advances since the last frame, for the measurements.
    func takeTimedAdvances() -> [TimedAdvance] { model.takeTimedAdvances() }

    /// What a tick that changes it must draw again: the pager's offset, the pages' pans, the strip,
    /// a slide transition and a blanked screen.
    private var shownState: (Double, [Point], Bool, TransitionRun?, PresentationState.Blank) {
        (
            model.physics.offsetX, model.slots.map(\.zoom.offset), model.isStripShown, model.presentation.run,
            model.presentation.blank
        )
    }

    /// Every page turns by itself after `seconds` while presenting (`--advance`); nil: as the document says.
    package func advanceEveryPage(after seconds: Double?) { model.advanceEveryPage(after: seconds) }

    /// Applies an input, a command, a resize or the frame's tick at `time` (script or window
    /// seconds). A tick advances every motion and recycles slots whose page left the window of
    /// three: the assignments it returns are this frame's slot swaps. The model's effects are
    /// performed here: the document's work on the workers, the log; the host's are kept for it.
    @discardableResult
    package func apply(_ action: ReaderAction, at time: Double) -> [SlotAssignment] {
        if case .pointerDown = action { measurements.gestureStarted() }
        if action.endsGesture { measurements.gestureEnded(at: time + inputClockOrigin) }
        let before = shownState
        let spreadsBefore = model.spreads.layout
        let effects = model.apply(action, at: time)
        if model.spreads.layout != spreadsBefore { resizeCacheBudget() }
        hostEffects += effects.filter { !navigation.perform($0, for: model) }
        let assignments = effects.slotAssignments
        switch action {
        case .tick:
            planner.observe(model)
            if before != shownState || !model.isSettled {
                needsRedraw = true
            }
            let opacity = model.chrome.indicatorOpacity(at: time)
            if opacity != indicatorOpacity {
                indicatorOpacity = opacity
                needsRedraw = true  // the indicator fades frame by frame
            }
            measurements.countSwaps(assignments.count)
        case .hover:
            break  // `collect` redraws when the hovered link changes
        case .resize:
            resizeCacheBudget()  // a budget sized from the window follows it
            planRenders()  // pages are rendered again for the new size
            needsRedraw = true
        default:
            needsRedraw = true
        }
        return assignments
    }

    /// Sizes the cache for what the model shows now: its window, and its pages alone or in spreads.
    private func resizeCacheBudget() {
        cacheBudgetBytes = settings.cacheBudget(for: model)
        textures.setBudget(
            cacheBudgetBytes, wholePageBytes: Self.wholePageBytes(ofBudget: cacheBudgetBytes, for: model))
    }

    private static func wholePageBytes(ofBudget bytes: Int?, for model: ReaderModel) -> Int? {
        bytes.map { TextureBudget.wholePageBytes(ofBudget: $0, viewport: model.viewport) }
    }

    /// Takes finished renders into the cache (results no longer wanted are dropped), plans again,
    /// and uploads what the frame's budget allows. A service that renders on this thread has its
    /// results taken in the same frame, as a naive viewer would show them.
    package func collect(textures sink: any TextureSink) throws(TextureError) {
        let batches = measured.takeAll()
        if !batches.isEmpty {
            let pages = batches.reduce(MeasuredPages()) { $0.merging($1) }
            apply(.pageSizesMeasured(pages.sizes), at: model.now)
            if !pages.labels.isEmpty { apply(.pageLabelsRead(pages.labels), at: model.now) }
        }
        for answer in navigation.arrivedAnswers(for: model, notices: &pageNotices) { apply(answer, at: model.now) }
        take(results.takeAll())
        phases.mark(.takingResults)
        if navigation.hoverChanged(in: model) { needsRedraw = true }
        noteOverdueRenders()
        planRenders()
        if renderService.rendersOnCallingThread {
            take(results.takeAll())
            planRenders()
        }
        phases.mark(.planning)
        let uploaded = try textures.uploadWithinBudget(to: sink)
        frameUploadBytes = uploaded ?? 0
        frameUploadSeconds = textures.lastUploadSeconds
        frameTextureMaking = textures.lastTextureMaking
        if uploaded != nil { needsRedraw = true }
        if compactsAtRest { compactAtRest() }
        phases.mark(.uploads)
    }

    /// Hands what the view lacks to the render service; crisp regions the plan no longer keeps go.
    private func planRenders() {
        renderService.focus(on: model.spreads.firstPage(ofSpread: model.landingSpread))
        let plan = planner.plan(for: model, inventory: textures)
        textures.retainRegions(plan.crispRegions)
        textures.planWants(
            plan.wanted, near: plan.near, shown: plan.shown, behind: plan.behind, atRest: wasIdle && model.isSettled)
        textures.retainThumbnails(of: plan.thumbnailPages)
        let jobsChanged = plan.jobs != latestPlan.jobs
        latestPlan = plan
        guard jobsChanged else { return }
        renderService.submit(plan)
    }

}
