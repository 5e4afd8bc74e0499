import CSDL2
import FolioCore
import FolioRender

/// The reader's heart, shared by the window and the headless bench: the `ReaderModel` (pager,
/// slots, zoom), each slot's two layers of tagged pixels, the render plan, and the compositor.
/// Lives on the main thread; poppler is only ever called by the `RenderWorker`.
///
/// Each slot shows its page at fit, scaled on the fly while the page zooms and pans, so a gesture
/// never waits for a render; once the view is at rest, the visible region plus a margin is rendered
/// at the current zoom and drawn over it. No texture is larger than the window plus that margin.
final class PagerSession {
    let info: DocumentInfo
    private let worker: RenderWorker
    private(set) var model: ReaderModel
    private let fitLayers = (0..<SlotPager.slotCount).map { _ in SlotLayer() }
    private let detailLayers = (0..<SlotPager.slotCount).map { _ in SlotLayer() }
    private let density: Double

    private var lastOffset: Double
    private var travel: Double = 1
    private var planned: [RenderRequest] = []
    /// The latest time the session was given (script or window time).
    private var now: Double = 0

    private(set) var swapCount = 0
    private(set) var rendersCompleted = 0
    private(set) var rendersDiscarded = 0
    /// Requests dropped from the worker's queue by a newer plan before they started.
    var rendersCancelled: Int { worker.cancelledCount }
    /// Seconds from each time the view came to rest to the frame that showed it crisp.
    private(set) var timesToCrisp: [Double] = []
    /// The worker's time for the renders that made those frames crisp.
    private(set) var crispRenderSeconds: [Double] = []
    /// When the view last came to rest without being crisp (monotonic clock), until it is.
    private var restingSince: Double?
    private var wasSettled = true
    var needsRedraw = true

    /// Space between pages and around a page, in window points.
    static let gapPoints = 24.0
    static let marginPoints = 12.0
    /// Pixels rendered beyond each side of the window at zoom, so a short pan needs no render.
    static let detailMarginPixels = 64
    private static let backgroundGrey: UInt8 = 0x40

    init(info: DocumentInfo, worker: RenderWorker, viewport: Size, density: Double, firstPage: Int, zoom: Double = 1) {
        self.info = info
        self.worker = worker
        self.density = density
        self.model = ReaderModel(
            pageSizes: info.pageSizes, viewport: viewport, gap: Self.gapPoints * density,
            margin: Self.marginPoints * density, firstPage: firstPage)
        if zoom != 1 { model.setZoom(zoom, time: -.infinity) }
        self.lastOffset = model.physics.offsetX
        planRenders()
    }

    var physics: PagerPhysics { model.physics }
    var viewport: Size { model.viewport }
    var currentPage: Int { model.currentPage }
    var quitRequested: Bool { model.quitRequested }
    /// Nothing moves and nothing is being rendered for the view.
    var isIdle: Bool { model.isSettled(at: now) && planned.isEmpty }
    /// Something will change without input: motion, a zoom gesture's quiet period, or pixels awaited.
    var isAnimating: Bool { !model.isSettled(at: now) || needsRedraw }

    // MARK: Input

    func handle(_ event: InputEvent, time: Double) {
        now = max(now, time)
        model.handle(event, time: time)
        needsRedraw = true
    }

    /// A key; zoom keys act about `focus` (the cursor) when given.
    func handleKey(_ name: String, focus: Point?, time: Double) {
        now = max(now, time)
        model.handleKey(name, focus: focus, time: time)
        needsRedraw = true
    }

    func toggleZoom(at point: Point, time: Double) {
        now = max(now, time)
        model.toggleZoom(at: point, time: time)
        needsRedraw = true
    }

    func scroll(deltaX: Double, time: Double) {
        now = max(now, time)
        model.scroll(deltaX: deltaX, time: time)
        needsRedraw = true
    }

    /// The window changed size: pages keep their place and zoom, and are rendered again for the new size.
    func resize(viewport: Size) {
        model.resize(viewport: viewport, gap: Self.gapPoints * density, margin: Self.marginPoints * density)
        planRenders()
        needsRedraw = true
    }

    // MARK: Frame

    /// Advances every motion to `time`, recycles slots whose page left the window of three, and
    /// re-plans the renders. Returns the assignments made this frame (each one is a slot swap).
    @discardableResult
    func step(time: Double) -> [SlotAssignment] {
        now = max(now, time)
        let before = model.zoomViews.map(\.offset)
        let assignments = model.step(time: time)
        if model.physics.offsetX != lastOffset {
            travel = model.physics.offsetX > lastOffset ? 1 : -1
            lastOffset = model.physics.offsetX
            needsRedraw = true
        }
        if model.zoomViews.map(\.offset) != before || !model.isSettled(at: time) { needsRedraw = true }
        swapCount += assignments.count
        noteRest()
        planRenders()
        return assignments
    }

    /// Takes finished renders: pixels whose tag still matches their slot are uploaded, the rest dropped.
    func collect(_ results: [RenderResult], renderer: OpaquePointer) throws(SDLError) {
        guard !results.isEmpty else { return }
        for result in results {
            let request = result.request
            guard let index = model.slots.slots.firstIndex(where: { $0.generation == request.tag && $0.page == request.page })
            else {
                rendersDiscarded += 1
                continue
            }
            switch result.outcome {
            case .success(let image):
                let layer = request.region == nil ? fitLayers[index] : detailLayers[index]
                try layer.store(image, for: result, renderer: renderer)
                rendersCompleted += 1
                needsRedraw = true
            case .failure(let error):
                rendersDiscarded += 1
                FolioLog.warning("\(error)")
            }
        }
        planRenders()
    }

    /// The crisp region wanted for slot `index`: the visible pixels plus a margin, cut to the page;
    /// nil when the page is not zoomed or not on screen.
    private func detailRegion(ofSlot index: Int) -> PixelRect? {
        let view = model.zoomViews[index]
        guard view.isZoomed, let visible = view.visiblePixels else { return nil }
        let margin = Self.detailMarginPixels
        let bounds = PixelRect(covering: Rect(origin: .zero, size: view.contentSize))
        return PixelRect(
            x: visible.x - margin, y: visible.y - margin, width: visible.width + 2 * margin,
            height: visible.height + 2 * margin).intersection(bounds)
    }

    /// Asks for what the slots lack, most urgent first: the current page's crisp region once the
    /// view is at rest, then each page at fit — the current page, the neighbour in the direction of
    /// travel, the other. Detail layers of pages no longer zoomed are let go.
    private func planRenders() {
        let slots = model.slots.slots
        var wanted: [RenderRequest] = []
        for index in slots.indices where !model.zoomViews[index].isZoomed || !detailLayers[index].matches(slots[index]) {
            detailLayers[index].release()
        }
        let current = model.currentPage
        if model.isSettled(at: now), let index = slots.firstIndex(where: { $0.page == current }),
           let region = detailRegion(ofSlot: index), let visible = model.zoomViews[index].visiblePixels {
            let scale = model.zoomViews[index].scale
            if !detailLayers[index].covers(visible, of: slots[index], at: scale) {
                wanted.append(RenderRequest(page: current, scale: scale, region: region, tag: slots[index].generation))
            }
        }
        for page in [current, current + Int(travel), current - Int(travel)] {
            guard let index = slots.firstIndex(where: { $0.page == page }), !info.size(ofPage: page).isEmpty else { continue }
            let scale = model.zoomViews[index].fitScale
            let layer = fitLayers[index]
            if !layer.matches(slots[index]) || layer.scale != scale {
                wanted.append(RenderRequest(page: page, scale: scale, tag: slots[index].generation))
            }
        }
        guard wanted != planned else { return }
        planned = wanted
        worker.submit(wanted)
    }

    /// Starts the time-to-crisp clock when the view comes to rest.
    private func noteRest() {
        let settled = model.isSettled(at: now)
        defer { wasSettled = settled }
        if !settled {
            restingSince = nil
        } else if !wasSettled {
            restingSince = MonotonicClock.seconds
        }
    }

    /// Called once the frame is presented: a view at rest that just became crisp stops the clock.
    func framePresented(_ states: [SlotFrameState], at seconds: Double) {
        guard let since = restingSince,
              let index = model.slots.slots.firstIndex(where: { $0.page == model.currentPage }),
              states[index].shows == .crisp else { return }
        restingSince = nil
        timesToCrisp.append(max(seconds - since, 0))
        let layer = model.zoomViews[index].isZoomed ? detailLayers[index] : fitLayers[index]
        crispRenderSeconds.append(layer.renderSeconds)
    }

    // MARK: Drawing

    /// Draws the visible slots and reports, slot by slot, what each one showed.
    func draw(on renderer: OpaquePointer) -> [SlotFrameState] {
        SDL_SetRenderDrawColor(renderer, Self.backgroundGrey, Self.backgroundGrey, Self.backgroundGrey, 0xFF)
        SDL_RenderClear(renderer)
        let screen = Rect(origin: .zero, size: viewport)
        var states: [SlotFrameState] = []
        for (index, slot) in model.slots.slots.enumerated() {
            guard slot.page != nil, let frame = model.frame(ofSlot: index), let origin = model.pixelOrigin(ofSlot: index)
            else {
                states.append(SlotFrameState(page: nil, generation: slot.generation, shows: .none, visible: false))
                continue
            }
            let view = model.zoomViews[index]
            let onScreen = frame.intersection(screen)
            let fit = fitLayers[index], detail = detailLayers[index]
            var drawn: [SlotLayer] = []
            if frame.isEmpty {
                // A page poppler could not load has no area to show.
            } else if fit.matches(slot) || detail.matches(slot) {
                for layer in [fit, detail] where layer.matches(slot) {
                    if onScreen != nil { layer.draw(on: renderer, pageOrigin: origin, scale: view.scale, screen: screen) }
                    drawn.append(layer)
                }
            } else if let onScreen {
                var placeholder = SDL_Rect(onScreen)
                SDL_SetRenderDrawColor(renderer, 0xFF, 0xFF, 0xFF, 0xFF)
                SDL_RenderFillRect(renderer, &placeholder)
            }
            let shows: SlotShows
            if frame.isEmpty {
                shows = .blank
            } else if drawn.isEmpty {
                shows = .placeholder
            } else if drawn.contains(where: { $0.page != slot.page || $0.generation != slot.generation }) {
                // The independent check: whatever was drawn must carry this slot's own tag.
                shows = .stale
            } else if isCrisp(slot: slot, index: index) {
                shows = .crisp
            } else {
                shows = .placeholder  // the page's own pixels, scaled until the crisp ones arrive
            }
            states.append(SlotFrameState(page: slot.page, generation: slot.generation, shows: shows, visible: onScreen != nil))
        }
        needsRedraw = false
        return states
    }

    /// Whether slot `index` shows its page at full sharpness: at fit, its fit pixels (scaled only
    /// after a resize, until the new ones arrive); zoomed, a crisp region covering all it shows.
    private func isCrisp(slot: PageSlot, index: Int) -> Bool {
        let view = model.zoomViews[index]
        guard view.isZoomed else { return fitLayers[index].matches(slot) }
        guard let visible = view.visiblePixels else { return true }
        return detailLayers[index].covers(visible, of: slot, at: view.scale)
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
