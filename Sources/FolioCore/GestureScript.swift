import Foundation

/// A replayable run of input gestures: the window it is played in, the frame rate its motions are
/// sampled at, a seed for anything drawn at random, and the steps (DESIGN.md, "gesture script").
///
/// JSON form: `{"window": [1280, 800], "fps": 60, "seed": 7, "steps": [...]}`; everything but
/// `steps` is optional, and an optional `"name"` is kept. Parsing is strict, so a typo in a
/// hand-written script is reported rather than silently ignored.
public struct GestureScript: Sendable, Equatable, Codable {
    public var name: String?
    /// Window size in pixels; drags start at its centre.
    public var window: Size
    /// Frames per second: motion samples are `1 / fps` seconds apart.
    public var fps: Double
    public var seed: UInt64
    public var steps: [GestureStep]

    public static let defaultWindow = Size(width: 1280, height: 800)
    public static let defaultFPS: Double = 60
    public static let defaultSeed: UInt64 = 1
    /// Above this a script would ask for more motion samples than any display shows.
    public static let maximumFPS: Double = 1000
    /// Longest single step; keeps one step's motion samples and the script's clock bounded.
    public static let maximumStepSeconds: Double = 86_400
    /// How deeply `repeat` steps may nest.
    public static let maximumRepeatNesting = 8
    /// Most steps a script may have once its repeats are multiplied out.
    public static let maximumExpandedSteps = 1_000_000

    /// A script built in code. Unlike `parse`, this does not validate; the player clamps nonsense.
    public init(
        name: String? = nil,
        window: Size = GestureScript.defaultWindow,
        fps: Double = GestureScript.defaultFPS,
        seed: UInt64 = GestureScript.defaultSeed,
        steps: [GestureStep]
    ) {
        self.name = name
        self.window = window
        self.fps = fps
        self.seed = seed
        self.steps = steps
    }

    /// Reads and validates a script. `name` (say, the file's) wins over a `"name"` in the JSON.
    public static func parse(_ data: Data, name: String? = nil) throws(GestureScriptError) -> GestureScript {
        let json: GestureScriptJSON
        do {
            json = try JSONDecoder().decode(GestureScriptJSON.self, from: data)
        } catch {
            throw GestureScriptError(path: "", problem: "not valid JSON: \(jsonSyntaxProblem(in: data))")
        }
        var script = try GestureScript(json: json)
        if let name { script.name = name }
        return script
    }

    /// Reads and validates a script from its JSON text.
    public static func parse(_ text: String, name: String? = nil) throws(GestureScriptError) -> GestureScript {
        try parse(Data(text.utf8), name: name)
    }

    /// How many steps the script has once repeats are multiplied out (saturating at `Int.max`).
    public var expandedStepCount: Int { GestureStep.expandedCount(of: steps) }

    /// Total time the script takes, in seconds: the sum of its steps' durations. Repeats are
    /// multiplied here but added step by step in `ScriptPlayer.duration`, which is the one to compare
    /// event times with (the two can differ in the last bits).
    public var duration: Double { steps.reduce(0) { $0 + $1.duration } }

    public init(from decoder: any Decoder) throws {
        try self.init(json: GestureScriptJSON(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    private static let fieldNames = ["name", "window", "fps", "seed", "steps"]

    /// Validates the top level; steps validate themselves (`GestureStep.init(json:path:repeatDepth:)`).
    init(json: GestureScriptJSON) throws(GestureScriptError) {
        let top = try GestureScriptObject(json, path: "", fields: Self.fieldNames)

        var name: String?
        if let value = top["name"] { name = try value.string(at: top.path(of: "name")) }

        var window = Self.defaultWindow
        if let value = top["window"] {
            let path = top.path(of: "window")
            let problem = "must be two positive numbers [width, height], got \(value.summary)"
            guard case .array(let sides) = value, sides.count == 2,
                  let width = sides[0].finiteNumber, let height = sides[1].finiteNumber, width > 0, height > 0
            else { throw GestureScriptError(path: path, problem: problem) }
            window = Size(width: width, height: height)
        }

        var fps = Self.defaultFPS
        if let value = top["fps"] {
            fps = try value.number(at: top.path(of: "fps"))
            guard fps > 0, fps <= Self.maximumFPS else {
                throw GestureScriptError(
                    path: top.path(of: "fps"),
                    problem: "must be above 0 and at most \(Self.maximumFPS.scriptNumberText), got \(fps.scriptNumberText)"
                )
            }
        }

        var seed = Self.defaultSeed
        if let value = top["seed"] {
            switch value {
            case .integer(let signed) where signed >= 0: seed = UInt64(signed)
            case .unsigned(let unsigned): seed = unsigned
            default:
                throw GestureScriptError(
                    path: top.path(of: "seed"),
                    problem: "must be a whole number from 0 to \(UInt64.max), got \(value.summary)"
                )
            }
        }

        let stepsPath = top.path(of: "steps")
        let steps = try GestureStep.steps(from: top.required("steps"), path: stepsPath, repeatDepth: 0)
        let expanded = GestureStep.expandedCount(of: steps)
        guard expanded <= Self.maximumExpandedSteps else {
            throw GestureScriptError(
                path: stepsPath,
                problem: "expand to \(expanded == .max ? "too many" : String(expanded)) steps with repeats multiplied out; the limit is \(Self.maximumExpandedSteps)"
            )
        }
        self.init(name: name, window: window, fps: fps, seed: seed, steps: steps)
    }

    var json: GestureScriptJSON {
        var fields: [String: GestureScriptJSON] = [
            "window": .array([.number(window.width), .number(window.height)]),
            "fps": .number(fps),
            "seed": .unsigned(seed),
            "steps": .array(steps.map(\.json)),
        ]
        if let name { fields["name"] = .string(name) }
        return .object(fields)
    }

    /// JSONDecoder only says "not valid JSON"; JSONSerialization says where.
    private static func jsonSyntaxProblem(in data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                return detail.split(whereSeparator: \.isNewline).joined(separator: " ")
            }
        }
        return "the data is not a JSON document"
    }
}

/// Why a gesture script was rejected, on one line: where (a JSON path such as
/// `steps[3].repeat.steps[0].drag.seconds`, steps counted from 0) and what is wrong.
public struct GestureScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the document; empty for the document as a whole.
    public let path: String
    public let problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { path.isEmpty ? problem : "\(path): \(problem)" }
}

/// Any JSON value, decoded before validation so the parser can name the exact place that is wrong
/// (DecodingError's coding paths and wording are not fit for a one-line user message).
enum GestureScriptJSON: Sendable, Equatable, Codable {
    case null
    case bool(Bool)
    case integer(Int64)
    /// Whole numbers above `Int64.max` (seeds).
    case unsigned(UInt64)
    case number(Double)
    case string(String)
    case array([GestureScriptJSON])
    case object([String: GestureScriptJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsigned(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([GestureScriptJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: GestureScriptJSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .unsigned(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The value as a finite number, whatever JSON number form it took.
    var finiteNumber: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .unsigned(let value): return Double(value)
        case .number(let value): return value.isFinite ? value : nil
        default: return nil
        }
    }

    /// A short quotation of the value for error messages.
    var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .integer(let value): return String(value)
        case .unsigned(let value): return String(value)
        case .number(let value): return value.scriptNumberText
        case .string(let value): return "\"\(value.count > 40 ? String(value.prefix(40)) + "..." : value)\""
        case .array(let value): return "an array of \(value.count)"
        case .object: return "an object"
        }
    }

    func number(at path: String) throws(GestureScriptError) -> Double {
        guard let value = finiteNumber else {
            throw GestureScriptError(path: path, problem: "must be a number, got \(summary)")
        }
        return value
    }

    /// A whole number no smaller than `minimum` (also `120.0`, which JSON cannot tell from `120`).
    func wholeNumber(at path: String, atLeast minimum: Int) throws(GestureScriptError) -> Int {
        guard case .integer(let value) = self, let whole = Int(exactly: value), whole >= minimum else {
            throw GestureScriptError(path: path, problem: "must be a whole number >= \(minimum), got \(summary)")
        }
        return whole
    }

    func string(at path: String) throws(GestureScriptError) -> String {
        guard case .string(let value) = self else {
            throw GestureScriptError(path: path, problem: "must be a string, got \(summary)")
        }
        return value
    }
}

/// A JSON object being validated: knows its path and rejects fields it does not expect.
struct GestureScriptObject {
    let path: String
    private let fields: [String: GestureScriptJSON]

    init(_ json: GestureScriptJSON, path: String, fields allowed: [String]) throws(GestureScriptError) {
        guard case .object(let fields) = json else {
            let subject = path.isEmpty ? "the script must be" : "must be"
            throw GestureScriptError(path: path, problem: "\(subject) an object with \(allowed.joined(separator: ", ")), got \(json.summary)")
        }
        // Sorted so the message does not depend on dictionary order.
        if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw GestureScriptError(
                path: path,
                problem: "unknown field \"\(unknown)\"; expected \(allowed.joined(separator: ", "))"
            )
        }
        self.path = path
        self.fields = fields
    }

    subscript(field: String) -> GestureScriptJSON? { fields[field] }

    func path(of field: String) -> String { path.isEmpty ? field : "\(path).\(field)" }

    func required(_ field: String) throws(GestureScriptError) -> GestureScriptJSON {
        guard let value = fields[field] else {
            throw GestureScriptError(path: path, problem: "missing field \"\(field)\"")
        }
        return value
    }

    /// The step's required `seconds`: a duration from 0 to `GestureScript.maximumStepSeconds`.
    func seconds() throws(GestureScriptError) -> Double {
        let seconds = try required("seconds").number(at: path(of: "seconds"))
        guard seconds >= 0 else {
            throw GestureScriptError(path: path(of: "seconds"), problem: "must not be negative, got \(seconds.scriptNumberText)")
        }
        guard seconds <= GestureScript.maximumStepSeconds else {
            throw GestureScriptError(
                path: path(of: "seconds"),
                problem: "must be at most \(GestureScript.maximumStepSeconds.scriptNumberText), got \(seconds.scriptNumberText)"
            )
        }
        return seconds
    }
}

extension Double {
    /// `8` rather than `8.0` in messages.
    var scriptNumberText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
