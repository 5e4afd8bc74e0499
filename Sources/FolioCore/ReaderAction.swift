/// Everything that changes the reader, from the window, the bench or a script: an input, a command,
/// the passing of time, a new window size. `ReaderModel.apply(_:at:)` is the one place each takes
/// effect. Positions are window pixels.
public enum ReaderAction: Sendable, Equatable {
    case pointerDown(Point)
    /// A press that selects text whatever the mode: Shift held (a script's `select` step).
    case selectionPress(Point)
    case pointerMove(Point)
    case pointerUp(Point)
    /// Zoom about `focus` by `scale` relative to the zoom just before: a step factor, not a
    /// cumulative one, so the model needs no notion of where a pinch began.
    case pinch(scale: Double, focus: Point)
    /// A command; zoom commands act about `focus` (the cursor), or the window's centre when nil.
    case command(Command, focus: Point?)
    /// A key: into the go-to-page prompt while it is open, else the command `KeyBinding` gives it;
    /// zoom keys act about `focus`, or the window's centre when nil.
    case key(KeyPress, focus: Point?)
    /// A press and release that did not move: at fit, the window's left or right fifth turns the page.
    case click(Point)
    case wheel(WheelTurn)
    /// Toggles between fit page and `ZoomView.doubleClickZoom` about the point.
    case doubleClick(Point)
    /// Jumps to a page counted from 1 (recorded in the history, as every jump is).
    case goToPage(Int)
    /// Jumps to a link's or an outline entry's destination, bringing its point into view.
    case jump(PageDestination)
    /// Zooms the current page to this many times fit page, about the window's centre (`--zoom`).
    case setZoom(Double)
    /// The window's drawable size changed: pages keep their place and zoom.
    case resize(Size)
    /// Page sizes (points, by page number) measured since the document opened.
    case pageSizesMeasured([Int: Size])
    /// Page labels (by page number) read since the document opened.
    case pageLabelsRead([Int: String])
    /// The document's outline, read once after it opened.
    case outlineRead([OutlineEntry])
    /// The outline could not be read, for this reason: the panel says so.
    case outlineFailed(reason: String)
    /// Jumps to an outline entry, counted from 0 in document order (a script's outline step); waits
    /// for the outline when it has not arrived yet.
    case jumpToOutlineEntry(Int)
    /// Shows or hides the page strip (a script's `{"strip": {"show": true}}`; the `t` key toggles it).
    case showStrip(Bool)
    /// A page's text, read on a worker for selecting on it.
    case textRead(page: Int, text: PageText)
    /// A page's links, read by the workers; kept while a slot holds the page.
    case linksRead(page: Int, links: [PageLink])
    /// Follows link `index` (from 0, in the page's order) of the current page once its links are
    /// known (a script's `link` step); a URI is only reported, never opened.
    case followLink(Int)
    /// The pointer moved with no button down (nil: it left the window): what the hover over a link shows.
    case hover(Point?)
    /// Searches the document for `text` (smart case) from the current page, replacing any search,
    /// and goes `next` matches forward (back when negative) as they are found (a script's `search`).
    case search(text: String, next: Int)
    /// What the workers found for the search `generation` on some pages: matches by page (page
    /// points, top-left), an empty list for a page without any. Another search's are dropped.
    case searchFound(generation: UInt64, pages: [Int: [Rect]])
    /// Time passes: every motion advances, and slots whose page left the window of three are recycled.
    /// Groups the pages by `layout` (`PageLayout`), on the spread holding the current page.
    case setLayout(PageLayout)
    /// Spreads laid right page first, the next to the left (true), or left to right.
    case setRightToLeft(Bool)
    /// Each page shown cropped to its content box (`PageTrim`), or whole.
    case setTrim(Bool)
    /// Content boxes measured on the workers (nil: a page without one).
    case contentBoxesMeasured([Int: Rect?])
    /// Presentation mode on or off (`--presentation`, F5).
    case setPresenting(Bool)
    /// The document's transitions and durations, read on the workers.
    case slidesRead(SlideShow)
    /// Beamer's notes pages (`--notes`): only each page's slide half shows; nil shows pages whole.
    case splitNotes(NotesSide?)
    /// A forward search asked for (a script's `synctex` step, `--synctex-forward`, a second
    /// `folio`): the host looks the line up off the main thread and answers with `.syncTeXFound`.
    case syncTeXForward(SourceLocation)
    /// The keys bound anew (config.toml's `[keys]`, read at start and again when it changes).
    case setKeyMap(KeyMap)
    /// Where a forward search landed (`--synctex-forward`): the page, and its boxes to show.
    case syncTeXFound(SyncTeXTarget)
    /// Unsaved changes to marks the document's journal kept from an earlier window: unsaved again,
    /// and said so.
    case restoreMarks(MarkChanges)
    /// The marks the file holds on `page`, read with the page's links.
    case marksRead(page: Int, marks: [Mark])
    /// The form fields of `page`, read with the page's links.
    case formFieldsRead(page: Int, fields: [FormField])
    /// Every page's marks (`.readEveryPageMarks`), by page; pages without marks absent.
    case everyPageMarksRead([Int: [Mark]])
    /// The save `.saveMarks` asked for is done: the marks are in the file, or not, for this reason.
    case marksSaved(failure: String?)
    case tick

    /// A finger going down starts a gesture; moves, ticks and resizes are part of none; everything
    /// else ends one (or is one): what time to crisp is measured from.
    public var endsGesture: Bool {
        switch self {
        case .pointerDown, .selectionPress, .pointerMove, .tick, .resize, .pageSizesMeasured, .pageLabelsRead,
            .contentBoxesMeasured, .slidesRead, .splitNotes,
            .textRead,
            .linksRead, .hover, .outlineRead, .outlineFailed, .searchFound, .syncTeXForward,
            .setKeyMap, .marksSaved, .restoreMarks, .marksRead, .everyPageMarksRead,
            .formFieldsRead:
            false
        case .pointerUp, .pinch, .command, .key, .click, .wheel, .doubleClick, .goToPage, .jump, .setZoom, .showStrip,
            .followLink, .jumpToOutlineEntry, .search, .setLayout, .setRightToLeft, .setTrim, .setPresenting,
            .syncTeXFound:
            true
        }
    }

    /// Gestures a slide ignores: dragging, pinching and the wheel would move or zoom it.
    var isIgnoredPresenting: Bool {
        switch self {
        case .pointerDown, .pointerUp, .selectionPress, .pinch, .wheel, .doubleClick, .setZoom: true
        default: false
        }
    }
}

/// A mouse wheel or touchpad scroll, in wheel units: a mouse wheel's notch is one whole unit, a
/// touchpad's fingers give fractions. Positive `dx` is right, positive `dy` is up (away from the user).
public struct WheelTurn: Sendable, Equatable {
    public var dx: Double
    public var dy: Double
    /// Ctrl held: the wheel zooms about `focus` instead of moving the pager.
    public var zooms: Bool
    /// The cursor, for zooming; the window's centre when nil.
    public var focus: Point?

    public init(dx: Double = 0, dy: Double = 0, zooms: Bool = false, focus: Point? = nil) {
        self.dx = dx
        self.dy = dy
        self.zooms = zooms
        self.focus = focus
    }

    /// Ctrl+wheel zooms by this factor per unit (up zooms in).
    public static let zoomPerUnit = 1.25
    /// A touchpad unit moves the pager this many window points.
    public static let pointsPerUnit = 40.0
}

/// An action and when it is due.
public struct TimedInputEvent: Sendable, Equatable {
    /// Seconds since the script started.
    public let time: Double
    public let event: ReaderAction
    /// The step that produced the event, counted from 0 in the script with repeats multiplied out.
    public let stepIndex: Int

    public init(time: Double, event: ReaderAction, stepIndex: Int) {
        self.time = time
        self.event = event
        self.stepIndex = stepIndex
    }
}
