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

    func boolean(at path: String) throws(GestureScriptError) -> Bool {
        guard case .bool(let value) = self else {
            throw GestureScriptError(path: path, problem: "must be true or false, got \(summary)")
        }
        return value
    }

    /// A window size as a script writes it: `[width, height]`, both above 0.
    func windowSize(at path: String) throws(GestureScriptError) -> Size {
        guard case .array(let sides) = self, sides.count == 2,
            let width = sides[0].finiteNumber, let height = sides[1].finiteNumber, width > 0, height > 0
        else {
            throw GestureScriptError(
                path: path, problem: "must be two positive numbers [width, height], got \(summary)")
        }
        return Size(width: width, height: height)
    }

    /// A window position as a script writes it: `[x, y]`.
    init(point: Point) {
        self = .array([.number(point.x), .number(point.y)])
    }
}

/// A JSON object being validated: knows its path and rejects fields it does not expect.
struct GestureScriptObject {
    let path: String
    private let fields: [String: GestureScriptJSON]

    init(_ json: GestureScriptJSON, path: String, fields allowed: [String]) throws(GestureScriptError) {
        guard case .object(let fields) = json else {
            let subject = path.isEmpty ? "the script must be" : "must be"
            throw GestureScriptError(
                path: path, problem: "\(subject) an object with \(allowed.joined(separator: ", ")), got \(json.summary)"
            )
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

    /// An optional window position `[x, y]`.
    func point(_ field: String) throws(GestureScriptError) -> Point? {
        guard let value = fields[field] else { return nil }
        guard case .array(let coordinates) = value, coordinates.count == 2,
            let x = coordinates[0].finiteNumber, let y = coordinates[1].finiteNumber
        else {
            throw GestureScriptError(path: path(of: field), problem: "must be two numbers [x, y], got \(value.summary)")
        }
        return Point(x: x, y: y)
    }

    /// The step's required `seconds`: a duration from 0 to `GestureScript.maximumStepSeconds`.
    func seconds() throws(GestureScriptError) -> Double {
        let seconds = try required("seconds").number(at: path(of: "seconds"))
        guard seconds >= 0 else {
            throw GestureScriptError(
                path: path(of: "seconds"), problem: "must not be negative, got \(seconds.scriptNumberText)")
        }
        guard seconds <= GestureScript.maximumStepSeconds else {
            throw GestureScriptError(
                path: path(of: "seconds"),
                problem:
                    "must be at most \(GestureScript.maximumStepSeconds.scriptNumberText), got \(seconds.scriptNumberText)"
            )
        }
        return seconds
    }
}

extension Double {
    /// `8` rather than `8.0` in messages (scripts' and the command line's).
    public var scriptNumberText: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
