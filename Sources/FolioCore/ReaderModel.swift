/// The reader's view state, shared by the window and the bench: the outer pager's physics, its three
/// recycled slots, each with the `ZoomView` of the page it holds, nested as seed 003 says. Every
/// change arrives as a `ReaderAction` through `apply(_:at:)`, with the time it happens: the model's
/// one clock.
///
/// A drag pans the current page while it is zoomed; the part of a horizontal drag the page cannot
/// take because its edge is reached moves the outer pager, so dragging past the edge flips to the
/// next page, and dragging back first returns the pager before the page pans again. A page that
/// leaves the three slots forgets its zoom; a page that arrives starts at fit.
public struct ReaderModel: Sendable {
    /// A zoom gesture (pinch steps, ctrl+wheel notches) has ended once none arrives for this long (s).
    public static let zoomSettleDelay = 0.15
    /// Space between pages and around a page at fit, in window points.
    public static let gapPoints = 24.0
    public static let marginPoints = 12.0

    /// Page sizes in points, as they become known.
    public private(set) var pageSizes: PageSizes
    public internal(set) var physics: PagerPhysics
    /// Which page each slot holds, for which generation, and when to recycle one: the one store
    /// of the slots' pages.
    private(set) var pager: SlotPager
    /// Each slot's page zoom, in the pager's slot order.
    var zooms: [ZoomView]
    /// The three page views, in slot order, each with its page's zoom.
    public var slots: [ReaderSlot] { zooms.indices.map { ReaderSlot(pager.slots[$0], zoom: zooms[$0]) } }
    /// The window's drawable size, in device pixels.
    public private(set) var viewport: Size
    /// Device pixels per window point.
    public let density: Double
    /// The prompt, key list, night mode and the rest the keys toggle over the pages.
    public internal(set) var chrome = ReaderChrome()
    /// The document's page labels, as they are read.
    public private(set) var labels = PageLabels()
    /// The latest time an action was applied at (script or window seconds).
    public private(set) var now = -Double.infinity
    /// When the latest zoom step arrived.
    var lastZoomTime = -Double.infinity
    var drag: NestedDrag?
    /// The page strip: shown or not, and a finger scrubbing it.
    public internal(set) var strip: PageStripState
    /// Where jumps left from, to go back and forward.
    public internal(set) var history = JumpHistory()
    /// What a jump is to show once a slot holds its page.
    var pendingReveal: PendingReveal?
    /// Text selection: the mode, the drag, the slots' pages' text, a copy asked for.
    public internal(set) var selection = SelectionState()
    /// The slots' pages' links, the pointer over them, a `link` step waiting for them.
    public internal(set) var links = LinkState()
    /// The outline panel: the document's outline, folded as the reader left it, and whether it shows.
    public internal(set) var outline = OutlinePanel()
    /// An outline entry a script asked to jump to before the outline arrived.
    var pendingOutlineEntry: Int?
    /// The search prompt, and the search whose matches are highlighted.
    public internal(set) var search = ReaderSearch()

    /// Every page's size known, in points; `viewport` in device pixels, `density` of them per window point.
    public init(pageSizes: [Size], viewport: Size, density: Double = 1, firstPage: Int = 1) {
        self.init(pages: PageSizes(pageSizes), viewport: viewport, density: density, firstPage: firstPage)
    }

    /// Pages whose sizes may still be arriving (`ReaderAction.pageSizesMeasured`).
    public init(pages: PageSizes, viewport: Size, density: Double = 1, firstPage: Int = 1) {
        self.pageSizes = pages
        self.viewport = viewport
        self.density = density
        physics = PagerPhysics(
            pageCount: pages.count, pageWidth: viewport.width, gap: Self.gapPoints * density, startPage: firstPage)
        pager = SlotPager(pageCount: pages.count, currentPage: physics.currentPage)
        strip = PageStripState(currentPage: physics.currentPage)
        zooms = []
        zooms = pager.slots.map { freshZoomView(for: $0.page) }
    }

    /// Space around a page at fit, in device pixels.
    public var margin: Double { Self.marginPoints * density }
    public var quitRequested: Bool { chrome.quitRequested }
    /// "12 / 352", or "xii (12 / 352)" where the page has a label: the indicator's and the title's.
    public var pageText: String { labels.pageText(currentPage, of: pageSizes.count) }
    public var currentPage: Int { physics.currentPage }

    /// The current page's zoom view.
    public var currentZoomView: ZoomView? { zoomView(ofPage: currentPage) }

    public func zoomView(ofPage page: Int) -> ZoomView? {
        pager.slots.firstIndex { $0.page == page }.map { zooms[$0] }
    }

    /// Device pixels per point of `page` shown whole, as a zoom view starts it.
    public func fitScale(ofPage page: Int) -> Double {
        PageFit(page: pageSizes[page], viewport: viewport, margin: margin).scale
    }

    /// True while pinch steps or zoom notches keep coming.
    public var isZooming: Bool { now < lastZoomTime + Self.zoomSettleDelay }

    /// Nothing moves: the pager rests on a page, no finger is down, no page coasts or zooms.
    public var isSettled: Bool {
        drag == nil && strip.scrub == nil && physics.isSettled && zooms.allSatisfy(\.isSettled) && !isZooming
    }

    /// The rectangle (device pixels) of the page in slot `index` in the window, with the pager's
    /// offset and the page's zoom applied; nil for an empty slot.
    public func frame(ofSlot index: Int) -> Rect? {
        guard let page = pager.slots[index].page else { return nil }
        let inner = zooms[index].frame
        return Rect(origin: Point(x: cellX(ofPage: page) + inner.minX, y: inner.minY), size: inner.size)
    }

    /// Whether any of slot `index`'s page is in the window.
    public func isOnScreen(slot index: Int) -> Bool {
        frame(ofSlot: index)?.intersection(Rect(origin: .zero, size: viewport)) != nil
    }

    /// Where slot `index`'s rendered regions go: `frame(ofSlot:)`'s origin on whole pixels, or nil.
    public func pixelOrigin(ofSlot index: Int) -> Point? {
        guard let page = pager.slots[index].page else { return nil }
        let inner = zooms[index].pixelOrigin
        return Point(x: (cellX(ofPage: page) + inner.x).rounded(), y: inner.y)
    }

    /// The left edge of `page`'s viewport-sized cell in the window.
    public func cellX(ofPage page: Int) -> Double { Double(page - 1) * physics.stride - physics.offsetX }

    var viewportCentre: Point { Point(x: viewport.width / 2, y: viewport.height / 2) }

    // MARK: Actions

    /// Applies one action at `time` (seconds, never going back: an earlier time counts as the
    /// latest). Returns what the session is to do about it (`ReaderEffect`); only `tick` recycles slots.
    @discardableResult
    public mutating func apply(_ action: ReaderAction, at time: Double) -> [ReaderEffect] {
        let baseline = EffectBaseline(self)
        let assignments = reduce(action, at: time)
        return effects(since: baseline, assignments: assignments)
    }

    /// Applies `action` to the state; returns the slot assignments it made.
    private mutating func reduce(_ action: ReaderAction, at time: Double) -> [SlotAssignment] {
        now = max(now, time)
        switch action {
        case .pointerDown(let point): pointerDown(at: point, time: time)
        case .pointerMove(let point): pointerMove(to: point, time: time)
        case .pointerUp(let point):
            pointerMove(to: point, time: time)
            pointerUp(at: point, time: time)
        case .pinch(let scale, let focus): zoomCurrentPage(about: focus, time: time) { $0.zoom(by: scale, at: $1) }
        case .command(let command, let focus): run(command, focus: focus ?? viewportCentre, time: time)
        case .key(let key, let focus): press(key, focus: focus ?? viewportCentre, time: time)
        case .click(let point): if !clickInOutline(at: point), !clickLink(at: point) { click(at: point, time: time) }
        case .wheel(let turn): if !wheelInOutline(turn) { apply(turn, time: time) }
        case .doubleClick(let point):
            if !doubleClickStrip(at: point) { zoomCurrentPage(about: point, time: time) { $0.toggleZoom(at: $1) } }
        case .goToPage(let page): jump(to: PageDestination(page: page))
        case .jump(let destination): jump(to: destination)
        case .setZoom(let zoom): zoomCurrentPage(about: viewportCentre, time: time) { $0.setZoom(zoom, at: $1) }
        case .resize(let size): resize(viewport: size)
        case .pageSizesMeasured(let sizes): learn(sizes)
        case .pageLabelsRead(let read): labels.learn(read)
        case .outlineRead(let entries): learnOutline(entries)
        case .outlineFailed(let reason): learnOutlineFailure(reason)
        case .jumpToOutlineEntry(let entry): jump(toOutlineEntry: entry)
        case .showStrip(let shown): setStripShown(shown)
        case .selectionPress(let point): _ = pressSelection(at: point, forced: true)
        case .textRead(let page, let text):
            if pager.slots.contains(where: { $0.page == page }) { selection.learn(text, ofPage: page) }
        case .linksRead(let page, let pageLinks): learnLinks(pageLinks, onPage: page)
        case .followLink(let index): followLink(index: index)
        case .hover(let point): links.pointer = point
        case .search(let text, let next): startSearch(text, moves: next)
        case .searchFound(let generation, let pages): learnMatches(pages, generation: generation)
        case .tick: return step(time: time)
        }
        return []
    }

    /// Advances the pager and every page's motion to `time`, and recycles slots whose page left the
    /// window of three; a recycled slot's page starts at fit.
    private mutating func step(time: Double) -> [SlotAssignment] {
        let shownPage = pager.currentPage
        physics.advance(to: time)
        for index in zooms.indices { zooms[index].advance(to: time) }
        if physics.currentPage != shownPage || chrome.pageChangedAt == -.infinity { chrome.pageChangedAt = time }
        strip.observe(currentPage: physics.currentPage, at: time)
        let assignments = pager.setCurrentPage(physics.currentPage)
        for assignment in assignments {
            guard let index = pager.slots.firstIndex(where: { $0.id == assignment.slotID }) else { continue }
            zooms[index] = freshZoomView(for: assignment.page)
        }
        if !assignments.isEmpty {
            // What was kept for pages no longer in a slot goes with them.
            let pages = Set(pager.slots.compactMap(\.page))
            selection.keep(pages: pages)
            links.retain(pages: pages)
        }
        revealPendingArea()
        return assignments
    }

    /// The pager keeps its page, each page its zoom and centre.
    private mutating func resize(viewport newViewport: Size) {
        guard newViewport != viewport, !newViewport.isEmpty else { return }
        viewport = newViewport
        physics.resize(pageWidth: viewport.width, gap: Self.gapPoints * density)
        for index in zooms.indices { zooms[index].resize(viewport: viewport, margin: margin) }
    }

    /// Sizes measured in the background: a slot holding one of those pages is laid out again, at
    /// the zoom it had. Nothing was rendered for it yet (the planner waits for a page's own size),
    /// so only its page-coloured stand-in changes shape.
    private mutating func learn(_ sizes: [Int: Size]) {
        let learned = Set(pageSizes.learn(sizes))
        for index in zooms.indices {
            guard let page = pager.slots[index].page, learned.contains(page) else { continue }
            let zoom = zooms[index].zoom
            zooms[index] = freshZoomView(for: page)
            if zoom != 1 { zooms[index].setZoom(zoom, at: viewportCentre) }
        }
    }

    private func freshZoomView(for page: Int?) -> ZoomView {
        let size = page.map { pageSizes[$0] } ?? .zero
        return ZoomView(page: size, viewport: viewport, margin: margin)
    }
}
