/// One step of a gesture script. JSON forms (one key per step, naming its kind):
///
/// - `{"drag": {"dx": -700, "dy": 0, "seconds": 0.25, "release": "flick"}}` — `dx`, `dy` default
///   to 0 and `release` to `"flick"`; `seconds` is required.
/// - `{"pinch": {"scale": 8, "at": [640, 400], "seconds": 0.5}}` — `at` defaults to the window centre.
/// - `{"wait": {"seconds": 1}}`
/// - `{"key": "Right"}` — a key as `KeyPress(written:)` reads it: "g", "G", "ctrl+g", "shift+Space".
/// - `{"type": "12\n"}` — a key per character, a newline for Return (what the go-to prompt takes).
/// - `{"click": {"at": [40, 400]}}` — a press and release that does not move; `at` defaults to the centre.
/// - `{"goto": {"page": 120}}` — pages count from 1.
/// - `{"wheel": {"dx": 0, "dy": -1, "zoom": false, "at": [640, 400]}}` — wheel units (a notch is
///   1, fractions are a touchpad's), up and right positive; `zoom` is Ctrl held; all default to 0/false/centre.
/// - `{"doubleClick": {"at": [640, 400]}}` — `at` defaults to the window centre.
/// - `{"zoom": {"to": 4}}` — the current page to 4 times fit page, about the window centre.
/// - `{"resize": {"window": [800, 600]}}` — the window's new size in pixels.
/// - `{"strip": {"show": true}}`, `{"strip": {"scrub": {"dx": -1000, "seconds": 0.1}}}`,
///   `{"strip": {"tap": {"x": 700}}}` — the page strip (`StripGesture`).
/// - `{"select": {"from": [300, 200], "to": [900, 420]}}` — a text selection dragged between two
///   window pixels, whatever the mode (as with Shift held); `{"key": "ctrl+c"}` then copies it.
/// - `{"link": {"index": 0}}` — follows link 0 (in the page's order) of the current page once its
///   links have arrived; a URI is only reported, never opened.
/// - `{"outline": {"entry": 3}}` — jump to the outline's entry 3 (from 0, in document order, as
///   `folio outline` lists them), once the outline has been read.
/// - `{"search": {"text": "function", "next": 1}}` — searches from the current page (smart case)
///   and goes `next` matches forward (default 1; 0 only highlights; negative goes back) as soon as
///   each is certain: the step waits for the workers without holding the script up.
/// - `{"synctex": {"line": 40, "column": 0, "input": "doc.tex"}}` — a forward search, as
///   `--synctex-forward` makes: the page that line made, its boxes brought into view and
///   highlighted; `column` defaults to 0, and `input` is matched as `folio synctex` matches it.
/// - `{"layout": "cover"}` — groups the pages as `PageLayout` names: `single`, `spread` or `cover`.
/// - `{"next": {}}`, `{"previous": {}}` — the next or previous page (a slide, presenting), whatever
///   key means it.
/// - `{"repeat": {"times": 20, "steps": [...]}}`
public enum GestureStep: Sendable, Equatable, Codable {
    /// Press at the window centre (or where a held finger is), move by (dx, dy) pixels, end per `release`.
    case drag(dx: Double, dy: Double, seconds: Double, release: DragRelease)
    /// Zoom by `scale` (8 = in eightfold, 0.125 = back out) about `at`, or the window centre when nil.
    case pinch(scale: Double, at: Point?, seconds: Double)
    case wait(seconds: Double)
    case key(String)
    case type(String)
    case click(at: Point?)
    case goto(page: Int)
    case wheel(dx: Double, dy: Double, zoom: Bool, at: Point?)
    case doubleClick(at: Point?)
    case zoom(to: Double)
    case resize(window: Size)
    case strip(StripGesture)
    case select(from: Point, to: Point)
    case link(index: Int)
    case outline(entry: Int)
    case search(text: String, next: Int)
    case synctex(SourceLocation)
    case layout(PageLayout)
    case next, previous
    case repeatSteps(times: Int, steps: [GestureStep])

    /// Some keys a script may press (any `KeyPress(written:)` reads is taken).
    public static let keyNames = [
        "Right", "Left", "PageUp", "PageDown", "Home", "End", "Space", "plus", "minus", "0", "w", "q",
        "g", "G", "ctrl+g", "Return", "Escape", "question", "i", "f", "F2", "t",
    ]

    /// The JSON key of each step kind.
    public static let kindNames = [
        "drag", "pinch", "wait", "key", "type", "click", "goto", "wheel", "doubleClick", "zoom", "resize", "strip",
        "select", "link",
        "outline", "search", "synctex", "layout", "next", "previous", "repeat",
    ]

    /// Seconds the step takes, repeats multiplied out; keys and go-tos are instantaneous.
    public var duration: Double {
        switch self {
        case .drag(_, _, let seconds, _), .pinch(_, _, let seconds), .wait(let seconds): return seconds
        case .key, .type, .click, .goto, .wheel, .doubleClick, .zoom, .resize, .select, .link, .outline, .search,
            .synctex, .layout, .next, .previous:
            return 0
        case .strip(let gesture): return gesture.duration
        case .repeatSteps(let times, let steps): return Double(max(times, 0)) * steps.reduce(0) { $0 + $1.duration }
        }
    }

    /// The largest window any `resize` among `steps` asks for, per side; nil when none does.
    public static func largestResize(in steps: [GestureStep]) -> Size? {
        steps.reduce(nil) { largest, step in
            let size: Size?
            switch step {
            case .resize(let window): size = window
            case .repeatSteps(let times, let inner) where times > 0: size = largestResize(in: inner)
            default: size = nil
            }
            guard let size else { return largest }
            guard let largest else { return size }
            return Size(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    /// How many non-repeat steps `steps` amounts to with repeats multiplied out, saturating at `Int.max`.
    public static func expandedCount(of steps: [GestureStep]) -> Int {
        var total = 0
        for step in steps {
            let count: Int
            if case .repeatSteps(let times, let inner) = step {
                let (product, overflow) = max(times, 0).multipliedReportingOverflow(by: expandedCount(of: inner))
                count = overflow ? .max : product
            } else {
                count = 1
            }
            let (sum, overflow) = total.addingReportingOverflow(count)
            total = overflow ? .max : sum
        }
        return total
    }
}
