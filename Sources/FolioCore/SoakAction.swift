/// One user action of the built-in `soak` script (`SoakScript`): what a person does in a breath,
/// turned into gesture steps that end with a short rest. Kept short (a quarter of a second to about
/// a second, 0.4 s on average) so that thousands of them play in minutes at 60 fps of real time.
public enum SoakAction: Sendable, Equatable {
    /// One page flick, forward (a leftward drag) or back.
    case flick(forward: Bool)
    /// A run of flicks one way, 20 a second.
    case flicks(count: Int, forward: Bool)
    /// A page-turning key: `Right`, `Left`, `PageDown`, `PageUp`, `Space`, `Backspace`.
    case keyTurn(String)
    /// A go-to-page jump.
    case jump(page: Int)
    /// Pinch in by `scale` about `at`, pan by (dx, dy), pinch back out.
    case zoomPan(scale: Double, at: Point, dx: Double, dy: Double)
    /// A slow drag let go at rest: pans a zoomed page, or moves the pager and lets it settle.
    case pan(dx: Double, dy: Double)
    /// The window to `size` for a moment, and back to the script's window.
    case resize(Size)
    /// Keys from the reader's key table (`KeyBinding`), as a person presses them.
    case keys(SoakKeys)

    /// The kinds of action, for counting them.
    public enum Kind: String, Sendable, CaseIterable {
        case flick, flicks, keyTurn, jump, zoomPan, pan, resize, keys
    }

    public var kind: Kind {
        switch self {
        case .flick: .flick
        case .flicks: .flicks
        case .keyTurn: .keyTurn
        case .jump: .jump
        case .zoomPan: .zoomPan
        case .pan: .pan
        case .resize: .resize
        case .keys: .keys
        }
    }

    /// The steps that play the action in a script whose window is `window`.
    public func steps(window: Size) -> [GestureStep] {
        switch self {
        case .flick(let forward):
            return [BuiltinScripts.flick(forward: forward), .wait(seconds: 0.27)]
        case .flicks(let count, let forward):
            return [BuiltinScripts.flicks(count, forward: forward), .wait(seconds: 0.3)]
        case .keyTurn(let name):
            return [.key(name), .wait(seconds: 0.25)]
        case .jump(let page):
            return [.goto(page: page), .wait(seconds: 0.35)]
        case .zoomPan(let scale, let focus, let dx, let dy):
            return [
                .pinch(scale: scale, at: focus, seconds: 0.25), .wait(seconds: 0.1),
                .drag(dx: dx, dy: dy, seconds: 0.25, release: .hold), .wait(seconds: 0.05),
                .pinch(scale: 1 / scale, at: focus, seconds: 0.25), .wait(seconds: 0.1),
            ]
        case .pan(let dx, let dy):
            return [.drag(dx: dx, dy: dy, seconds: 0.25, release: .hold), .wait(seconds: 0.1)]
        case .resize(let size):
            return [.resize(window: size), .wait(seconds: 0.3), .resize(window: window), .wait(seconds: 0.2)]
        case .keys(let keys):
            return keys.steps + [.wait(seconds: 0.25)]
        }
    }
}

/// The key presses a soak draws from the reader's key table: zoom and fit keys, night mode, the page
/// strip, the key list, the HUD, first and last page, and the go-to-page prompt (answered, or
/// cancelled with Escape). Never a key that quits or goes fullscreen: the run would end or do nothing.
public enum SoakKeys: Sendable, Equatable {
    case zoomIn, zoomOut, fitPage, fitWidth, nightMode, strip, keyList, hud, firstPage, lastPage
    /// `g`, the page number, Enter.
    case goToPage(Int)
    /// Ctrl+G, a number, then Escape.
    case cancelledGoTo

    var steps: [GestureStep] {
        switch self {
        case .zoomIn: [.key("+")]
        case .zoomOut: [.key("-")]
        case .fitPage: [.key("0")]
        case .fitWidth: [.key("w")]
        case .nightMode: [.key("i")]
        case .strip: [.key("t")]
        // The list shows, then Escape closes it (with nothing open, Escape would quit).
        case .keyList: [.key("?"), .wait(seconds: 0.1), .key("Escape")]
        case .hud: [.key("F2")]
        case .firstPage: [.key("Home")]
        case .lastPage: [.key("End")]
        case .goToPage(let page): [.key("g"), .type("\(page)\n")]
        case .cancelledGoTo: [.key("ctrl+g"), .type("12"), .key("Escape")]
        }
    }
}
