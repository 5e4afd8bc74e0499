/// What a gesture script's `strip` step does with the page strip. JSON forms:
///
/// - `{"strip": {"show": true}}` — shows (or with `false` hides) the strip, as the `t` key toggles it.
/// - `{"strip": {"scrub": {"dx": -1000, "seconds": 0.1, "x": 640}}}` — a finger goes down on the
///   strip at `x` (default the window's centre), moves `dx` pixels along it over `seconds`, and
///   lifts: the strip follows the finger, so a leftward scrub goes to later pages.
/// - `{"strip": {"tap": {"x": 700}}}` — a click on the strip at `x`: jumps to the page there.
///
/// The press lands at the strip's height in the script's window, so a scrub or a tap needs the
/// strip shown (a `show` step first); on a hidden strip it is a press on the page below.
public enum StripGesture: Sendable, Equatable {
    case show(Bool)
    case scrub(dx: Double, seconds: Double, x: Double?)
    case tap(x: Double)

    /// The strip step's JSON keys.
    static let names = ["show", "scrub", "tap"]

    public var duration: Double {
        if case .scrub(_, let seconds, _) = self { return seconds }
        return 0
    }

    /// Reads the body of a `strip` step.
    init(json: GestureScriptJSON, path: String) throws(GestureScriptError) {
        let names = Self.names.joined(separator: ", ")
        guard case .object(let object) = json, object.count == 1,
            let (name, body) = object.first.map({ ($0.key, $0.value) })
        else {
            throw GestureScriptError(
                path: path, problem: "must be an object with one key (\(names)), got \(json.summary)")
        }
        let bodyPath = "\(path).\(name)"
        switch name {
        case "show":
            self = .show(try body.boolean(at: bodyPath))
        case "scrub":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["dx", "seconds", "x"])
            let dx = try fields.required("dx").number(at: fields.path(of: "dx"))
            let x = try fields["x"]?.number(at: fields.path(of: "x"))
            self = .scrub(dx: dx, seconds: try fields.seconds(), x: x)
        case "tap":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["x"])
            self = .tap(x: try fields.required("x").number(at: fields.path(of: "x")))
        default:
            throw GestureScriptError(path: path, problem: "unknown strip gesture \"\(name)\"; expected one of \(names)")
        }
    }

    /// The step body's JSON form, the inverse of `init(json:path:)`.
    var json: GestureScriptJSON {
        switch self {
        case .show(let shown):
            return .object(["show": .bool(shown)])
        case .scrub(let dx, let seconds, let x):
            var fields: [String: GestureScriptJSON] = ["dx": .number(dx), "seconds": .number(seconds)]
            fields["x"] = x.map(GestureScriptJSON.number)
            return .object(["scrub": .object(fields)])
        case .tap(let x):
            return .object(["tap": .object(["x": .number(x)])])
        }
    }

    /// The height at which a script's presses land on the strip in a `window` of density 1.
    static func stripY(in window: Size) -> Double {
        PageStrip(pageCount: 1, viewport: window, density: 1).band.midY
    }
}
