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
    public internal(set) var pageSizes: PageSizes
    /// The pages grouped into what a slot shows: the pager turns these spreads (in the `single`
    /// layout each is one page, and spread n is page n).
    public internal(set) var spreads: Spreads
    /// The outer pager, counting spreads.
    public internal(set) var physics: PagerPhysics
    /// Which spread each slot holds, for which generation, and when to recycle one: the one store
    /// of the slots' spreads.
    var pager: SlotPager
    /// Each slot's spread zoom, in the pager's slot order.
    var zooms: [ZoomView]
    /// Each slot's spread's pages, placed, in the pager's slot order: laid out with the slot's zoom
    /// view (`layOut(slot:)`), since both follow the page sizes and the trim.
    var placements: [[SpreadPage]]
    /// The three page views, in slot order, each with its spread's pages and zoom.
    public var slots: [ReaderSlot] {
        zooms.indices.map { ReaderSlot(pager.slots[$0], pages: placements[$0], zoom: zooms[$0]) }
    }
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
    /// Presentation mode: its transitions, timed advance and blanking.
    public internal(set) var presentation = PresentationState()
    /// The outline panel: the document's outline, folded as the reader left it, and whether it shows.
    public internal(set) var outline = OutlinePanel()
    /// An outline entry a script asked to jump to before the outline arrived.
    var pendingOutlineEntry: Int?
    /// The search prompt, and the search whose matches are highlighted.
    public internal(set) var search = ReaderSearch()
    /// Spreads a key asked for (another layout or direction), put in place as the action that asked ends.
    var requestedSpreads: Spreads?
    /// Trimmed margins: on or off, and the content boxes measured so far.
    public internal(set) var trim = PageTrim()
    /// The boxes the last forward search landed on, highlighted for a moment.
    public internal(set) var syncTeXMark: SyncTeXMark?
    /// Forward searches asked for since the last action's effects (`.syncTeXForward`).
    var forwardSearchesAsked: [SourceLocation] = []
    /// Marks made and not yet in the file, and what the reader said of them.
    public internal(set) var marks = MarkState()
    /// The changes a save asked for since the last action's effects (`.saveMarks`).
    var marksToSave: (changes: MarkChanges, asCopy: Bool)?
    /// The marks panel (`M`).
    public internal(set) var markPanel = MarkPanel()
    /// A note's text being typed, for a new note or a mark there is.
    public internal(set) var noteEditor: NoteEditor?
    /// The form fields of the pages read, and the one Tab is on.
    public internal(set) var forms = FormState()
    /// A choice field's items, while one is picked.
    public internal(set) var choicePicker: ChoicePicker?
    /// The marks panel asked for every page's marks since the last action's effects.
    var everyPageMarksAsked = false
    /// The page the last change of layout was made on: while its spread shows, the next change
    /// keeps to it, so that going back and forth between layouts does not drift a page each time.
    var layoutAnchorPage: Int?

    /// Every page's size known, in points; `viewport` in device pixels, `density` of them per window point.
    public init(
        pageSizes: [Size], viewport: Size, density: Double = 1, firstPage: Int = 1, layout: PageLayout = .single,
        rightToLeft: Bool = false
    ) {
        self.init(
            pages: PageSizes(pageSizes), viewport: viewport, density: density, firstPage: firstPage, layout: layout,
            rightToLeft: rightToLeft)
    }

    /// Pages whose sizes may still be arriving (`ReaderAction.pageSizesMeasured`).
    public init(
        pages: PageSizes, viewport: Size, density: Double = 1, firstPage: Int = 1, layout: PageLayout = .single,
        rightToLeft: Bool = false
    ) {
        self.pageSizes = pages
        self.viewport = viewport
        self.density = density
        let spreads = Spreads(layout: layout, pageSizes: pages, rightToLeft: rightToLeft)
        self.spreads = spreads
        let spread = spreads.spread(holding: firstPage)
        physics = PagerPhysics(
            pageCount: spreads.count, pageWidth: viewport.width, gap: Self.gapPoints * density,
            startPage: spreads.position(ofSpread: spread))
        pager = SlotPager(pageCount: spreads.count, currentPage: spread)
        strip = PageStripState(currentPage: spreads.firstPage(ofSpread: spread))
        zooms = []
        placements = []
        layOutSlots()
    }

    /// Space around a page at fit, in device pixels.
    public var margin: Double { presentation.isOn ? 0 : Self.marginPoints * density }
    public var quitRequested: Bool { chrome.quitRequested }
    /// "12 / 352", or "xii (12 / 352)" where the page has a label, "12-13 / 352" for a spread: the
    /// indicator's and the title's.
    public var pageText: String { labels.pagesText(spreads.pages(ofSpread: currentSpread), of: pageSizes.count) }
    /// "page 12 / 352", or "pages 12-13 / 352" for a spread: the window's title says so.
    public var pageTitle: String {
        (spreads.pages(ofSpread: currentSpread).count > 1 ? "pages " : "page ") + pageText
    }
    /// The first page of the current spread: the current page itself in the `single` layout.
    public var currentPage: Int { spreads.firstPage(ofSpread: currentSpread) }
    /// The spread the pager rests on or nearest to.
    public var currentSpread: Int { spreads.spread(atPosition: physics.currentPage) }
    /// The spread the pager is heading for.
    public var targetSpread: Int { spreads.spread(atPosition: physics.targetPage) }
    /// The spread the pager will come to rest on, as it moves now.
    public var landingSpread: Int { spreads.spread(atPosition: physics.landingPage) }
    public var layout: PageLayout { spreads.layout }
    /// Spreads laid right page first, the next to the left.
    public var isRightToLeft: Bool { spreads.rightToLeft }

    /// The current spread's zoom view.
    public var currentZoomView: ZoomView? { zoomView(ofPage: currentPage) }

    /// The zoom view of the spread showing `page`, if a slot shows it.
    public func zoomView(ofPage page: Int) -> ZoomView? { slotIndex(holding: page).map { zooms[$0] } }

    /// The index of the slot showing `page`.
    public func slotIndex(holding page: Int) -> Int? {
        let spread = spreads.spread(holding: page)
        return spreads.pages(ofSpread: spread).contains(page) ? pager.slots.firstIndex { $0.page == spread } : nil
    }

    /// Every page the three slots show.
    public var slotPages: Set<Int> { Set(pager.slots.compactMap(\.page).flatMap(spreads.pages(ofSpread:))) }

    /// True while pinch steps or zoom notches keep coming.
    public var isZooming: Bool { now < lastZoomTime + Self.zoomSettleDelay }

    /// Nothing moves: the pager rests on a page, no finger is down, no page coasts or zooms.
    public var isSettled: Bool {
        drag == nil && strip.scrub == nil && physics.isSettled && zooms.allSatisfy(\.isSettled) && !isZooming
            && presentation.run == nil
    }

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
        if presentation.isOn {
            if action.isIgnoredPresenting { return [] }
            if action.endsGesture { noteInputPresenting(at: time) }
        }
        switch action {
        case .pointerDown(let point): pointerDown(at: point, time: time)
        case .pointerMove(let point): pointerMove(to: point, time: time)
        case .pointerUp(let point):
            pointerMove(to: point, time: time)
            pointerUp(at: point, time: time)
        case .pinch(let scale, let focus): zoomCurrentPage(about: focus, time: time) { $0.zoom(by: scale, at: $1) }
        case .command(let command, let focus): run(command, focus: focus ?? viewportCentre, time: time)
        case .key(let key, let focus): press(key, focus: focus ?? viewportCentre, time: time)
        case .click(let point):
            if !clickInOutline(at: point), !clickInMarkPanel(at: point), !clickLink(at: point) {
                click(at: point, time: time)
            }
        case .wheel(let turn): if !wheelInOutline(turn), !wheelInMarkPanel(turn) { apply(turn, time: time) }
        case .doubleClick(let point):
            if !doubleClickStrip(at: point) { zoomCurrentPage(about: point, time: time) { $0.toggleZoom(at: $1) } }
        case .goToPage(let page): jump(to: PageDestination(page: page))
        case .jump(let destination): jump(to: destination)
        case .setZoom(let zoom): zoomCurrentPage(about: viewportCentre, time: time) { $0.setZoom(zoom, at: $1) }
        case .resize(let size): resize(viewport: size)
        case .pageSizesMeasured(let sizes): return learn(sizes)
        case .pageLabelsRead(let read): labels.learn(read)
        case .outlineRead(let entries): learnOutline(entries)
        case .outlineFailed(let reason): learnOutlineFailure(reason)
        case .jumpToOutlineEntry(let entry): jump(toOutlineEntry: entry)
        case .showStrip(let shown): setStripShown(shown)
        case .selectionPress(let point): _ = pressSelection(at: point, forced: true)
        case .textRead(let page, let text):
            if slotPages.contains(page) { selection.learn(text, ofPage: page) }
        case .linksRead(let page, let pageLinks): learnLinks(pageLinks, onPage: page)
        case .followLink(let index): followLink(index: index)
        case .hover(let point): links.pointer = point
        case .search(let text, let next): startSearch(text, moves: next)
        case .searchFound(let generation, let pages): learnMatches(pages, generation: generation)
        case .setLayout(let layout):
            return relay(Spreads(layout: layout, pageSizes: pageSizes, rightToLeft: isRightToLeft))
        case .setTrim(let on): setTrim(on)
        case .contentBoxesMeasured(let boxes): learnContentBoxes(boxes)
        case .setRightToLeft(let rightToLeft):
            return relay(Spreads(layout: layout, pageSizes: pageSizes, rightToLeft: rightToLeft))
        case .setPresenting(let on): setPresenting(on, time: time)
        case .slidesRead(let show): learnSlides(show)
        case .splitNotes(let side): splitNotes(side)
        case .syncTeXForward(let location): forwardSearchesAsked.append(location)
        case .setKeyMap(let keyMap): chrome.keyMap = keyMap
        case .syncTeXFound(let target): show(target, time: time)
        case .marksSaved(let failure): endSave(failure: failure)
        case .restoreMarks(let restored):
            marks.restore(restored.onPages(1...max(pageSizes.count, 1)))
            listMarks()
        case .marksRead(let page, let read): learnMarks(read, onPage: page)
        case .everyPageMarksRead(let read): learnEveryPageMarks(read)
        case .formFieldsRead(let page, let fields): learnFields(fields, onPage: page)
        case .tick: return step(time: time)
        }
        guard let spreads = requestedSpreads else { return [] }
        requestedSpreads = nil
        return relay(spreads)
    }

    /// Advances the pager and every page's motion to `time`, and recycles slots whose page left the
    /// window of three; a recycled slot's page starts at fit.
    private mutating func step(time: Double) -> [SlotAssignment] {
        let shownPage = pager.currentPage
        physics.advance(to: time)
        for index in zooms.indices { zooms[index].advance(to: time) }
        stepPresentation(time: time)
        if currentSpread != shownPage || chrome.pageChangedAt == -.infinity { chrome.pageChangedAt = time }
        strip.observe(currentPage: currentPage, at: time)
        let assignments = pager.setCurrentPage(currentSpread)
        for assignment in assignments {
            guard let index = pager.slots.firstIndex(where: { $0.id == assignment.slotID }) else { continue }
            layOut(slot: index)
        }
        if !assignments.isEmpty {
            // What was kept for pages no longer in a slot goes with them.
            let pages = slotPages
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

}
