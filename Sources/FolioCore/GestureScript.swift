import Foundation

/// A replayable run of input gestures: the window it is played in, the frame rate its motions are
/// sampled at, a seed for anything drawn at random, and the steps (docs/DESIGN.md,
/// "Interface contract").
///
/// JSON form: `{"window": [1280, 800], "fps": 60, "seed": 7, "steps": [...]}`; everything but
/// `steps` is optional, and an optional `"name"` is kept, as is an optional `"synthetic"` (the
/// document to play on: `SyntheticDocument`). Parsing is strict, so a typo in a hand-written
/// script is reported rather than silently ignored.
public struct GestureScript: Sendable, Equatable, Codable {
    public var name: String?
    /// Window size in pixels; drags start at its centre.
    public var window: Size
    /// Frames per second: motion samples are `1 / fps` seconds apart.
    public var fps: Double
    public var seed: UInt64
    public var steps: [GestureStep]
    /// The synthetic document the script is meant for, when it names one (`folio bench` plays it
    /// there when given no file).
    public var synthetic: SyntheticDocument?

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
        steps: [GestureStep],
        synthetic: SyntheticDocument? = nil
    ) {
        self.name = name
        self.window = window
        self.fps = fps
        self.seed = seed
        self.steps = steps
        self.synthetic = synthetic
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

    private static let fieldNames = ["name", "window", "fps", "seed", "steps", "synthetic"]

    /// Validates the top level; steps validate themselves (`GestureStep.init(json:path:repeatDepth:)`).
    init(json: GestureScriptJSON) throws(GestureScriptError) {
        let top = try GestureScriptObject(json, path: "", fields: Self.fieldNames)

        var name: String?
        if let value = top["name"] { name = try value.string(at: top.path(of: "name")) }

        var window = Self.defaultWindow
        if let value = top["window"] { window = try value.windowSize(at: top.path(of: "window")) }

        var fps = Self.defaultFPS
        if let value = top["fps"] {
            fps = try value.number(at: top.path(of: "fps"))
            guard fps > 0, fps <= Self.maximumFPS else {
                throw GestureScriptError(
                    path: top.path(of: "fps"),
                    problem:
                        "must be above 0 and at most \(Self.maximumFPS.scriptNumberText), got \(fps.scriptNumberText)"
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
                problem:
                    "expand to \(expanded == .max ? "too many" : String(expanded)) steps with repeats multiplied out; the limit is \(Self.maximumExpandedSteps)"
            )
        }
        let synthetic = try top["synthetic"].map { value throws(GestureScriptError) in
            try SyntheticDocument(json: value, path: top.path(of: "synthetic"))
        }
        self.init(name: name, window: window, fps: fps, seed: seed, steps: steps, synthetic: synthetic)
    }

    var json: GestureScriptJSON {
        var fields: [String: GestureScriptJSON] = [
            "window": .array([.number(window.width), .number(window.height)]),
            "fps": .number(fps),
            "seed": .unsigned(seed),
            "steps": .array(steps.map(\.json)),
        ]
        if let name { fields["name"] = .string(name) }
        if let synthetic { fields["synthetic"] = synthetic.json }
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
