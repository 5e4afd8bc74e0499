/// The JSON forms of a step (`GestureStep`'s list), read with the path of what is wrong, and written back.
extension GestureStep {
    public init(from decoder: any Decoder) throws {
        try self.init(json: GestureScriptJSON(from: decoder), path: "step", repeatDepth: 0)
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// Reads a JSON array of steps; `repeatDepth` is how many repeats enclose them.
    static func steps(from json: GestureScriptJSON, path: String, repeatDepth: Int) throws(GestureScriptError)
        -> [GestureStep]
    {
        guard case .array(let elements) = json else {
            throw GestureScriptError(path: path, problem: "must be an array of steps, got \(json.summary)")
        }
        var steps: [GestureStep] = []
        steps.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            steps.append(try GestureStep(json: element, path: "\(path)[\(index)]", repeatDepth: repeatDepth))
        }
        return steps
    }

    /// Reads and validates one step.
    init(json: GestureScriptJSON, path: String, repeatDepth: Int) throws(GestureScriptError) {
        let kinds = Self.kindNames.joined(separator: ", ")
        guard case .object(let object) = json else {
            throw GestureScriptError(
                path: path, problem: "a step must be an object with one key, its kind (\(kinds)); got \(json.summary)")
        }
        guard object.count == 1, let (kind, body) = object.first.map({ ($0.key, $0.value) }) else {
            let keys = object.keys.sorted().joined(separator: ", ")
            throw GestureScriptError(
                path: path,
                problem:
                    "a step must have exactly one key, its kind (\(kinds)); got \(object.count)\(keys.isEmpty ? "" : ": \(keys)")"
            )
        }
        let bodyPath = "\(path).\(kind)"
        switch kind {
        case "drag":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["dx", "dy", "seconds", "release"])
            let dx = try fields["dx"]?.number(at: fields.path(of: "dx")) ?? 0
            let dy = try fields["dy"]?.number(at: fields.path(of: "dy")) ?? 0
            var release = DragRelease.flick
            if let value = fields["release"] {
                let name = try value.string(at: fields.path(of: "release"))
                guard let named = DragRelease(rawValue: name) else {
                    let names = DragRelease.allCases.map(\.rawValue).joined(separator: ", ")
                    throw GestureScriptError(
                        path: fields.path(of: "release"), problem: "unknown release \"\(name)\"; expected \(names)")
                }
                release = named
            }
            self = .drag(dx: dx, dy: dy, seconds: try fields.seconds(), release: release)

        case "pinch":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["scale", "at", "seconds"])
            let scale = try fields.required("scale").number(at: fields.path(of: "scale"))
            guard scale > 0 else {
                throw GestureScriptError(
                    path: fields.path(of: "scale"), problem: "must be above 0, got \(scale.scriptNumberText)")
            }
            self = .pinch(scale: scale, at: try fields.point("at"), seconds: try fields.seconds())

        case "wait":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["seconds"])
            self = .wait(seconds: try fields.seconds())

        case "key":
            let name = try body.string(at: bodyPath)
            guard KeyPress(written: name) != nil else {
                throw GestureScriptError(
                    path: bodyPath,
                    problem: "unknown key \"\(name)\"; expected a key such as \(Self.keyNames.joined(separator: ", "))"
                )
            }
            self = .key(name)

        case "type":
            let text = try body.string(at: bodyPath)
            guard !text.isEmpty else { throw GestureScriptError(path: bodyPath, problem: "must not be empty") }
            self = .type(text)

        case "click":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["at"])
            self = .click(at: try fields.point("at"))

        case "goto":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["page"])
            self = .goto(page: try fields.required("page").wholeNumber(at: fields.path(of: "page"), atLeast: 1))

        case "wheel":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["dx", "dy", "zoom", "at"])
            let dx = try fields["dx"]?.number(at: fields.path(of: "dx")) ?? 0
            let dy = try fields["dy"]?.number(at: fields.path(of: "dy")) ?? 0
            let zoom = try fields["zoom"]?.boolean(at: fields.path(of: "zoom")) ?? false
            self = .wheel(dx: dx, dy: dy, zoom: zoom, at: try fields.point("at"))

        case "doubleClick":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["at"])
            self = .doubleClick(at: try fields.point("at"))

        case "zoom":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["to"])
            let zoom = try fields.required("to").number(at: fields.path(of: "to"))
            guard zoom > 0 else {
                throw GestureScriptError(
                    path: fields.path(of: "to"), problem: "must be above 0, got \(zoom.scriptNumberText)")
            }
            self = .zoom(to: zoom)

        case "resize":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["window"])
            self = .resize(window: try fields.required("window").windowSize(at: fields.path(of: "window")))

        case "strip":
            self = .strip(try StripGesture(json: body, path: bodyPath))

        case "layout":
            let name = try body.string(at: bodyPath)
            guard let layout = PageLayout(rawValue: name) else {
                let names = PageLayout.allCases.map(\.rawValue).joined(separator: ", ")
                throw GestureScriptError(path: bodyPath, problem: "must be one of \(names), got \"\(name)\"")
            }
            self = .layout(layout)

        case "next", "previous":
            _ = try GestureScriptObject(body, path: bodyPath, fields: [])
            self = kind == "next" ? .next : .previous

        case "select":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["from", "to"])
            _ = try fields.required("from")
            _ = try fields.required("to")
            self = .select(from: try fields.point("from") ?? .zero, to: try fields.point("to") ?? .zero)
        case "link":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["index"])
            self = .link(index: try fields.required("index").wholeNumber(at: fields.path(of: "index"), atLeast: 0))
        case "outline":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["entry"])
            self = .outline(entry: try fields.required("entry").wholeNumber(at: fields.path(of: "entry"), atLeast: 0))
        case "search":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["text", "next"])
            let text = try fields.required("text").string(at: fields.path(of: "text"))
            guard !text.isEmpty else {
                throw GestureScriptError(path: fields.path(of: "text"), problem: "must not be empty")
            }
            let next = try fields["next"]?.number(at: fields.path(of: "next")) ?? 1
            guard next.rounded() == next, abs(next) <= 1_000_000 else {
                throw GestureScriptError(
                    path: fields.path(of: "next"), problem: "must be a whole number, got \(next.scriptNumberText)")
            }
            self = .search(text: text, next: Int(next))
        case "synctex":
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["line", "column", "input"])
            let line = try fields.required("line").wholeNumber(at: fields.path(of: "line"), atLeast: 1)
            let column = try fields["column"]?.wholeNumber(at: fields.path(of: "column"), atLeast: -1) ?? 0
            let input = try fields.required("input").string(at: fields.path(of: "input"))
            guard !input.isEmpty else {
                throw GestureScriptError(path: fields.path(of: "input"), problem: "must not be empty")
            }
            self = .synctex(SourceLocation(input: input, line: line, column: column))

        case "repeat":
            let depth = repeatDepth + 1
            guard depth <= GestureScript.maximumRepeatNesting else {
                throw GestureScriptError(
                    path: bodyPath,
                    problem: "repeats nest \(depth) deep; the limit is \(GestureScript.maximumRepeatNesting)"
                )
            }
            let fields = try GestureScriptObject(body, path: bodyPath, fields: ["times", "steps"])
            let times = try fields.required("times").wholeNumber(at: fields.path(of: "times"), atLeast: 0)
            let steps = try Self.steps(
                from: fields.required("steps"), path: fields.path(of: "steps"), repeatDepth: depth)
            self = .repeatSteps(times: times, steps: steps)

        default:
            throw GestureScriptError(path: path, problem: "unknown step kind \"\(kind)\"; expected one of \(kinds)")
        }
    }

    /// The step's JSON form, the inverse of `init(json:path:repeatDepth:)`.
    var json: GestureScriptJSON {
        switch self {
        case .drag(let dx, let dy, let seconds, let release):
            return .object([
                "drag": .object([
                    "dx": .number(dx), "dy": .number(dy), "seconds": .number(seconds),
                    "release": .string(release.rawValue),
                ])
            ])
        case .pinch(let scale, let focus, let seconds):
            var fields: [String: GestureScriptJSON] = ["scale": .number(scale), "seconds": .number(seconds)]
            fields["at"] = focus.map(GestureScriptJSON.init(point:))
            return .object(["pinch": .object(fields)])
        case .wait(let seconds):
            return .object(["wait": .object(["seconds": .number(seconds)])])
        case .key(let name):
            return .object(["key": .string(name)])
        case .type(let text):
            return .object(["type": .string(text)])
        case .click(let focus):
            return .object(["click": .object(focus.map { ["at": GestureScriptJSON(point: $0)] } ?? [:])])
        case .goto(let page):
            return .object(["goto": .object(["page": .integer(Int64(page))])])
        case .wheel(let dx, let dy, let zoom, let focus):
            var fields: [String: GestureScriptJSON] = ["dx": .number(dx), "dy": .number(dy), "zoom": .bool(zoom)]
            fields["at"] = focus.map(GestureScriptJSON.init(point:))
            return .object(["wheel": .object(fields)])
        case .doubleClick(let focus):
            return .object(["doubleClick": .object(focus.map { ["at": GestureScriptJSON(point: $0)] } ?? [:])])
        case .zoom(let zoom):
            return .object(["zoom": .object(["to": .number(zoom)])])
        case .resize(let window):
            return .object(["resize": .object(["window": .array([.number(window.width), .number(window.height)])])])
        case .strip(let gesture):
            return .object(["strip": gesture.json])
        case .layout(let layout):
            return .object(["layout": .string(layout.rawValue)])
        case .next: return .object(["next": .object([:])])
        case .previous: return .object(["previous": .object([:])])
        case .select(let from, let to):
            return .object([
                "select": .object(["from": GestureScriptJSON(point: from), "to": GestureScriptJSON(point: to)])
            ])
        case .link(let index):
            return .object(["link": .object(["index": .integer(Int64(index))])])
        case .outline(let entry):
            return .object(["outline": .object(["entry": .integer(Int64(entry))])])
        case .search(let text, let next):
            return .object(["search": .object(["text": .string(text), "next": .integer(Int64(next))])])
        case .synctex(let location):
            return .object([
                "synctex": .object([
                    "line": .integer(Int64(location.line)), "column": .integer(Int64(location.column)),
                    "input": .string(location.input),
                ])
            ])
        case .repeatSteps(let times, let steps):
            return .object(["repeat": .object(["times": .integer(Int64(times)), "steps": .array(steps.map(\.json))])])
        }
    }
}
