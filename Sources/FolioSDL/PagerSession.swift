import CSDL2
import FolioCore
import FolioRender

/// The reader's heart, shared by the window and the headless bench: the outer pager's physics,
/// its three recycled slots, their tagged pixels, the render plan, and the compositor.
/// Lives on the main thread; poppler is only ever called by the `RenderWorker`.
final class PagerSession {
    let info: DocumentInfo
    private let worker: RenderWorker
    private(set) var physics: PagerPhysics
    private(set) var slots: SlotPager
    private let contents = (0..<SlotPager.slotCount).map { _ in SlotContent() }
    private(set) var viewport: Size
    private let density: Double

    private var lastOffset: Double
    private var travel: Double = 1
    private var plannedTags: [UInt64] = []

    private(set) var swapCount = 0
    private(set) var rendersCompleted = 0
    private(set) var rendersDiscarded = 0
    /// Requests dropped from the worker's queue by a newer plan before they started.
    var rendersCancelled: Int { worker.cancelledCount }
    private(set) var renderSeconds: [Double] = []
    var needsRedraw = true
    private(set) var quitRequested = false

    /// Space between pages and around a page, in window points.
    static let gapPoints = 24.0
    static let marginPoints = 12.0
    private static let backgroundGrey: UInt8 = 0x40

    init(info: DocumentInfo, worker: RenderWorker, viewport: Size, density: Double, firstPage: Int) {
        self.info = info
        self.worker = worker
        self.viewport = viewport
        self.density = density
        self.physics = PagerPhysics(
            pageCount: info.pageCount, pageWidth: viewport.width, gap: Self.gapPoints * density, startPage: firstPage)
        self.slots = SlotPager(pageCount: info.pageCount, currentPage: physics.currentPage)
        self.lastOffset = physics.offsetX
        planRenders()
    }

    var currentPage: Int { physics.currentPage }
    var isIdle: Bool { physics.isSettled && plannedTags.isEmpty }

    // MARK: Input

    func handle(_ event: InputEvent, time: Double) {
        switch event {
        case .pointerDown(let point):
            physics.beginDrag(x: point.x, time: time)
        case .pointerMove(let point):
            if physics.isDragging { physics.drag(x: point.x, time: time) }
        case .pointerUp(let point):
            if physics.isDragging {
                physics.drag(x: point.x, time: time)
                physics.endDrag(time: time)
            }
        case .key(let name):
            handleKey(name, time: time)
        case .gotoPage(let page):
            physics.jump(toPage: page)
        case .pinch:
            break  // Zoom arrives with the inner zoomable view.
        }
        needsRedraw = true
    }

    func scroll(deltaX: Double, time: Double) {
        physics.scroll(deltaX: deltaX, time: time)
        needsRedraw = true
    }

    private func handleKey(_ name: String, time: Double) {
        // Counting from where a running animation is heading, presses faster than it add up.
        let base = physics.targetPage
        switch name {
        case "Right", "PageDown", "Space": turn(to: base + 1, time: time)
        case "Left", "PageUp", "Backspace": turn(to: base - 1, time: time)
        case "Home": physics.jump(toPage: 1)
        case "End": physics.jump(toPage: info.pageCount)
        case "q", "Escape": quitRequested = true
        default: break
        }
    }

    private func turn(to page: Int, time: Double) {
        physics.animate(toPage: min(max(page, 1), info.pageCount), time: time)
    }

    /// The window changed size: pages keep their place, and are rendered again for the new size.
    func resize(viewport: Size) {
        guard viewport != self.viewport, !viewport.isEmpty else { return }
        self.viewport = viewport
        physics.resize(pageWidth: viewport.width, gap: Self.gapPoints * density)
        // The slots keep their pages (their pixels are shown scaled) and are rendered again at the new fit.
        planRenders()
        needsRedraw = true
    }

    // MARK: Frame

    /// Advances the physics to `time` and recycles slots whose page left the window of three.
    /// Returns the assignments made this frame (each one is a slot swap).
    @discardableResult
    func step(time: Double) -> [SlotAssignment] {
        physics.advance(to: time)
        if physics.offsetX != lastOffset {
            travel = physics.offsetX > lastOffset ? 1 : -1
            lastOffset = physics.offsetX
            needsRedraw = true
        }
        let assignments = slots.setCurrentPage(currentPage)
        if !assignments.isEmpty {
            swapCount += assignments.count
            planRenders()
        }
        return assignments
    }

    /// Takes finished renders: pixels whose tag still matches their slot are uploaded, the rest dropped.
    func collect(_ results: [RenderResult], renderer: OpaquePointer) throws(SDLError) {
        guard !results.isEmpty else { return }
        for result in results {
            guard let slotIndex = slots.slots.firstIndex(where: {
                $0.generation == result.request.tag && $0.page == result.request.page
            }) else {
                rendersDiscarded += 1
                continue
            }
            switch result.outcome {
            case .success(let image):
                try contents[slotIndex].store(
                    image, page: result.request.page, generation: result.request.tag, scale: result.request.scale,
                    renderer: renderer)
                rendersCompleted += 1
                renderSeconds.append(result.renderSeconds)
                needsRedraw = true
            case .failure(let error):
                rendersDiscarded += 1
                FolioLog.warning("\(error)")
            }
        }
        planRenders()
    }

    /// `page` fitted and centred in a viewport-sized cell.
    private func fit(ofPage page: Int) -> PageFit {
        PageFit(page: info.size(ofPage: page), viewport: viewport, margin: Self.marginPoints * density)
    }

    /// The fitted frame of `page` in viewport pixels at the current offset.
    private func frame(ofPage page: Int) -> Rect {
        let cell = fit(ofPage: page).frame
        let cellX = Double(page - 1) * physics.stride - physics.offsetX
        return Rect(origin: Point(x: cellX + cell.minX, y: cell.minY), size: cell.size)
    }

    func fitScale(ofPage page: Int) -> Double { fit(ofPage: page).scale }

    /// Asks for every slot whose pixels do not match its assignment: the current page first,
    /// then the neighbour in the direction of travel, then the other.
    private func planRenders() {
        let order = [currentPage, currentPage + Int(travel), currentPage - Int(travel)]
        let wanted = order.compactMap { page -> RenderRequest? in
            guard let index = slots.slots.firstIndex(where: { $0.page == page }) else { return nil }
            let slot = slots.slots[index]
            let scale = fitScale(ofPage: page)
            let content = contents[index]
            guard !content.matches(slot) || content.scale != scale, !info.size(ofPage: page).isEmpty else { return nil }
            return RenderRequest(page: page, scale: scale, tag: slot.generation)
        }
        let tags = wanted.map(\.tag)
        guard tags != plannedTags else { return }
        plannedTags = tags
        worker.submit(wanted)
    }

    /// Draws the visible slots and reports, slot by slot, what each one showed.
    func draw(on renderer: OpaquePointer) -> [SlotFrameState] {
        SDL_SetRenderDrawColor(renderer, Self.backgroundGrey, Self.backgroundGrey, Self.backgroundGrey, 0xFF)
        SDL_RenderClear(renderer)
        let screen = Rect(origin: .zero, size: viewport)
        var states: [SlotFrameState] = []
        for (index, slot) in slots.slots.enumerated() {
            guard let page = slot.page else {
                states.append(SlotFrameState(page: nil, generation: slot.generation, shows: .none, visible: false))
                continue
            }
            let frame = frame(ofPage: page)
            let visible = frame.intersection(screen) != nil
            let content = contents[index]
            let shows: SlotShows
            if frame.isEmpty {
                shows = .blank
            } else if content.matches(slot), let texture = content.texture {
                // Pixel for pixel when the texture was rendered for this size; scaled otherwise.
                let exact = abs(Double(texture.width) - frame.width) < 2 && abs(Double(texture.height) - frame.height) < 2
                let target = exact
                    ? Rect(origin: frame.origin, size: Size(width: Double(texture.width), height: Double(texture.height)))
                    : frame
                if visible { texture.draw(on: renderer, in: target) }
                // The independent check: what was drawn must carry this slot's own tag.
                shows = content.page == page && content.generation == slot.generation ? .crisp : .stale
            } else {
                if visible {
                    var placeholder = SDL_Rect(frame)
                    SDL_SetRenderDrawColor(renderer, 0xFF, 0xFF, 0xFF, 0xFF)
                    SDL_RenderFillRect(renderer, &placeholder)
                }
                shows = .placeholder
            }
            states.append(SlotFrameState(page: page, generation: slot.generation, shows: shows, visible: visible))
        }
        needsRedraw = false
        return states
    }
}
