/// The reader's view state and input routing, shared by the window and the bench: the outer pager's
/// physics, its three recycled slots, and one `ZoomView` per slot, nested as seed 003 says.
///
/// A drag pans the current page while it is zoomed; the part of a horizontal drag the page cannot
/// take because its edge is reached moves the outer pager, so dragging past the edge flips to the
/// next page, and dragging back first returns the pager before the page pans again. A page that
/// leaves the three slots forgets its zoom; a page that arrives starts at fit.
public struct ReaderModel: Sendable {
    /// A zoom gesture (pinch steps, ctrl+wheel notches) has ended once none arrives for this long (s).
    public static let zoomSettleDelay = 0.15

    public let pageSizes: [Size]
    public private(set) var physics: PagerPhysics
    /// Which page each slot holds, and when to recycle one: the rule `slots` follow.
    private var pager: SlotPager
    /// The three page views, in slot order, each with its page's zoom.
    public private(set) var slots: [ReaderSlot]
    public private(set) var viewport: Size
    public private(set) var gap: Double
    public private(set) var margin: Double
    public private(set) var quitRequested = false
    /// When the latest zoom step arrived (script or window time).
    public private(set) var lastZoomTime = -Double.infinity
    private var drag: NestedDrag?

    /// `pageSizes` in points; `viewport`, `gap` (between pages) and `margin` (around a page at fit) in device pixels.
    public init(pageSizes: [Size], viewport: Size, gap: Double, margin: Double, firstPage: Int = 1) {
        self.pageSizes = pageSizes
        self.viewport = viewport
        self.gap = gap
        self.margin = margin
        physics = PagerPhysics(pageCount: pageSizes.count, pageWidth: viewport.width, gap: gap, startPage: firstPage)
        pager = SlotPager(pageCount: pageSizes.count, currentPage: physics.currentPage)
        slots = []
        slots = pager.slots.map { ReaderSlot($0, zoom: freshZoomView(for: $0.page)) }
    }

    public var currentPage: Int { physics.currentPage }

    /// The current page's zoom view.
    public var currentZoomView: ZoomView? { zoomView(ofPage: currentPage) }

    public func zoomView(ofPage page: Int) -> ZoomView? {
        slots.first { $0.page == page }?.zoom
    }

    /// The pages shown zoomed in, whose crisp regions are still of use.
    public var zoomedPages: Set<Int> { Set(slots.filter(\.zoom.isZoomed).compactMap(\.page)) }

    /// Device pixels per point of `page` shown whole, as a zoom view starts it.
    public func fitScale(ofPage page: Int) -> Double {
        PageFit(page: pageSizes[page - 1], viewport: viewport, margin: margin).scale
    }

    /// True while pinch steps or zoom notches keep coming.
    public func isZooming(at time: Double) -> Bool { time < lastZoomTime + Self.zoomSettleDelay }

    /// Nothing moves: the pager rests on a page, no finger is down, no page coasts or zooms.
    public func isSettled(at time: Double) -> Bool {
        drag == nil && physics.isSettled && slots.allSatisfy(\.zoom.isSettled) && !isZooming(at: time)
    }

    /// The rectangle (device pixels) of the page in slot `index` in the window, with the pager's
    /// offset and the page's zoom applied; nil for an empty slot.
    public func frame(ofSlot index: Int) -> Rect? {
        guard let page = slots[index].page else { return nil }
        let inner = slots[index].zoom.frame
        return Rect(origin: Point(x: cellX(ofPage: page) + inner.minX, y: inner.minY), size: inner.size)
    }

    /// Whether any of slot `index`'s page is in the window.
    public func isOnScreen(slot index: Int) -> Bool {
        frame(ofSlot: index)?.intersection(Rect(origin: .zero, size: viewport)) != nil
    }

    /// Where slot `index`'s rendered regions go: `frame(ofSlot:)`'s origin on whole pixels, or nil.
    public func pixelOrigin(ofSlot index: Int) -> Point? {
        guard let page = slots[index].page else { return nil }
        let inner = slots[index].zoom.pixelOrigin
        return Point(x: (cellX(ofPage: page) + inner.x).rounded(), y: inner.y)
    }

    /// The left edge of `page`'s viewport-sized cell in the window.
    private func cellX(ofPage page: Int) -> Double { Double(page - 1) * physics.stride - physics.offsetX }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, time: Double) {
        switch event {
        case .pointerDown(let point): pointerDown(at: point, time: time)
        case .pointerMove(let point): pointerMove(to: point, time: time)
        case .pointerUp(let point):
            pointerMove(to: point, time: time)
            pointerUp(time: time)
        case .pinch(let scale, let focus): zoomCurrentPage(about: focus, time: time) { $0.zoom(by: scale, at: $1) }
        case .key(let name): handleKey(name, focus: nil, time: time)
        case .gotoPage(let page): physics.jump(toPage: page)
        }
    }

    /// A key by its SDL name; zoom keys act about `focus` (the cursor), or the window's centre.
    public mutating func handleKey(_ name: String, focus: Point?, time: Double) {
        let focus = focus ?? Point(x: viewport.width / 2, y: viewport.height / 2)
        // Counting from where a running animation is heading, presses faster than it add up.
        let base = physics.targetPage
        switch name {
        case "Right", "PageDown", "Space": turn(to: base + 1, time: time)
        case "Left", "PageUp", "Backspace": turn(to: base - 1, time: time)
        case "Home": physics.jump(toPage: 1)
        case "End": physics.jump(toPage: pageSizes.count)
        case "plus": zoomCurrentPage(about: focus, time: time) { $0.zoomIn(at: $1) }
        case "minus": zoomCurrentPage(about: focus, time: time) { $0.zoomOut(at: $1) }
        case "0": zoomCurrentPage(about: focus, time: time) { view, _ in view.fitPage() }
        case "w": zoomCurrentPage(about: focus, time: time) { view, _ in view.fitWidth() }
        case "q", "Escape": quitRequested = true
        default: break
        }
    }

    /// A double click: fit page when zoomed, 3x about the click otherwise.
    public mutating func toggleZoom(at point: Point, time: Double) {
        zoomCurrentPage(about: point, time: time) { $0.toggleZoom(at: $1) }
    }

    /// Wheel or touchpad scrolling of the outer pager (positive: toward later pages).
    public mutating func scroll(deltaX: Double, time: Double) {
        physics.scroll(deltaX: deltaX, time: time)
    }

    private mutating func turn(to page: Int, time: Double) {
        physics.animate(toPage: min(max(page, 1), pageSizes.count), time: time)
    }

    /// Applies a zoom change to the current page, handing it `focus` (window pixels) in the page's own cell.
    private mutating func zoomCurrentPage(about focus: Point, time: Double, _ change: (inout ZoomView, Point) -> Void) {
        guard let index = slots.firstIndex(where: { $0.page == currentPage }) else { return }
        change(&slots[index].zoom, Point(x: focus.x - cellX(ofPage: currentPage), y: focus.y))
        lastZoomTime = max(lastZoomTime, time)
    }

    // MARK: Nested drag

    /// One finger's drag, split between the current page's pan and the outer pager.
    private struct NestedDrag: Sendable {
        /// The slot whose page pans, or nil when the whole drag moves the pager.
        let slotIndex: Int?
        /// The finger position the outer pager has been given: the start plus its share of every move.
        var pagerX: Double
        /// Where `pagerX` would put the pager exactly on the current page.
        let restX: Double
        var last: Point
    }

    private mutating func pointerDown(at point: Point, time: Double) {
        // A pager on its way to another page is caught as it is; on (or springing back to) the
        // current page, the page pans first and the pager only gets what the page cannot take.
        let current = currentPage
        let index = physics.targetPage == current ? slots.firstIndex { $0.page == current } : nil
        let pulled = physics.offsetX - Double(current - 1) * physics.stride
        physics.beginDrag(x: point.x, time: time)
        if let index { slots[index].zoom.beginPan(at: point, time: time) }
        drag = NestedDrag(slotIndex: index, pagerX: point.x, restX: point.x + pulled, last: point)
    }

    private mutating func pointerMove(to point: Point, time: Double) {
        guard var drag else { return }
        var rest = point.x - drag.last.x
        var pagerShare = 0.0
        // A pager pulled off its page goes back first, before the page pans again.
        let pulled = drag.pagerX - drag.restX
        if pulled != 0, rest != 0, (pulled > 0) != (rest > 0) {
            let back = rest > 0 ? min(rest, -pulled) : max(rest, -pulled)
            pagerShare += back
            rest -= back
        }
        if let index = drag.slotIndex {
            pagerShare += slots[index].zoom.pan(by: Point(x: rest, y: point.y - drag.last.y), to: point, time: time)
        } else {
            pagerShare += rest
        }
        drag.pagerX += pagerShare
        drag.last = point
        physics.drag(x: drag.pagerX, time: time)
        self.drag = drag
    }

    private mutating func pointerUp(time: Double) {
        guard let drag else { return }
        if let index = drag.slotIndex { slots[index].zoom.endPan(time: time) }
        physics.endDrag(time: time)
        self.drag = nil
    }

    // MARK: Frame

    /// Advances the pager and every page's motion to `time`, and recycles slots whose page left the
    /// window of three; a recycled slot's page starts at fit. Returns the assignments (slot swaps).
    public mutating func step(time: Double) -> [SlotAssignment] {
        physics.advance(to: time)
        for index in slots.indices { slots[index].zoom.advance(to: time) }
        let assignments = pager.setCurrentPage(physics.currentPage)
        for assignment in assignments {
            guard let index = pager.slots.firstIndex(where: { $0.id == assignment.slotID }) else { continue }
            slots[index] = ReaderSlot(pager.slots[index], zoom: freshZoomView(for: assignment.page))
        }
        return assignments
    }

    /// The window changed size: the pager keeps its page, each page its zoom and centre.
    public mutating func resize(viewport newViewport: Size, gap newGap: Double, margin newMargin: Double) {
        guard newViewport != viewport, !newViewport.isEmpty else { return }
        viewport = newViewport
        gap = newGap
        margin = newMargin
        physics.resize(pageWidth: viewport.width, gap: gap)
        for index in slots.indices { slots[index].zoom.resize(viewport: viewport, margin: margin) }
    }

    /// Sets the current page's zoom (times fit page) about the window's centre, as `--zoom` does.
    public mutating func setZoom(_ zoom: Double, time: Double) {
        let centre = Point(x: viewport.width / 2, y: viewport.height / 2)
        zoomCurrentPage(about: centre, time: time) { $0.setZoom(zoom, at: $1) }
    }

    private func freshZoomView(for page: Int?) -> ZoomView {
        let size = page.map { pageSizes[$0 - 1] } ?? .zero
        return ZoomView(page: size, viewport: viewport, margin: margin)
    }
}
