import FolioCore
import Foundation

/// A bench report read back from its JSON (`folio bench --report`), read generically: every number
/// in it by its dotted path (`mainThreadMs.p99`, `renders.fitPerSecond`), so that reports written
/// before a figure existed still read, that figure simply absent.
public struct SavedReport: Sendable {
    /// Where it was read from, as the user named it.
    public let path: String
    /// Every number of the report (arrays left out) by dotted path; a run with `--repeat` has its
    /// spreads under `repeat.figures.PATH.min` and so on.
    public let numbers: [String: Double]

    /// The number at `path`, or nil when the report has none there (absent, null, text, an object).
    public func number(at path: String) -> Double? { numbers[path] }

    /// How many runs `--repeat` made; nil for a single run.
    public var runs: Int? { numbers["repeat.runs"].map { Int($0) } }

    /// The spread of `path` over the runs of a `--repeat` report; nil for a single run.
    public func spread(of path: String) -> FigureSpread.Range? {
        guard let min = numbers["repeat.figures.\(path).min"], let max = numbers["repeat.figures.\(path).max"] else {
            return nil
        }
        return FigureSpread.Range(min: min, max: max)
    }

    /// The report's value of `path`: the median of the runs when it has a `--repeat` spread of it
    /// (what `compare` shows and bounds are checked against), else the figure itself.
    public func value(of path: String) -> Double? {
        numbers["repeat.figures.\(path).median"] ?? number(at: path)
    }

    public init(path: String, numbers: [String: Double]) {
        self.path = path
        self.numbers = numbers
    }

    /// Reads `data` as a bench report; `SavedReportError` when it is not one.
    public init(data: Data, path: String) throws {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw SavedReportError(path: path, reason: "not JSON")
        }
        guard case .object(let fields) = root else { throw SavedReportError(path: path, reason: "not a JSON object") }
        var numbers: [String: Double] = [:]
        Self.flatten(fields, prefix: "", into: &numbers)
        guard numbers["frames"] != nil, numbers["stalls"] != nil else {
            if RenderStrategy.allCases.contains(where: { fields[$0.rawValue] != nil }) {
                throw SavedReportError(
                    path: path, reason: "a --compare report, one per strategy; compare the reports of single runs")
            }
            throw SavedReportError(path: path, reason: "no 'frames' and 'stalls' figures")
        }
        self.init(path: path, numbers: numbers)
    }

    /// Reads the file at `path`.
    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw BenchError.cannotRead(path: path) }
        try self.init(data: data, path: path)
    }

    private static func flatten(_ fields: [String: JSONValue], prefix: String, into numbers: inout [String: Double]) {
        for (key, value) in fields {
            switch value {
            case .number(let number): numbers[prefix + key] = number
            case .object(let inner): flatten(inner, prefix: prefix + key + ".", into: &numbers)
            case .other: break
            }
        }
    }
}

/// A file given as a bench report that is not one, in the contract's one line.
public struct SavedReportError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): not a folio bench report (\(reason))" }
}

/// Just enough of JSON to find the numbers: booleans, text, arrays and null are all `other`.
private enum JSONValue: Decodable {
    case number(Double)
    case object([String: JSONValue])
    case other

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() || (try? single.decode(Bool.self)) != nil || (try? single.decode(String.self)) != nil {
            self = .other
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else if let object = try? single.decode([String: JSONValue].self) {
            self = .object(object)
        } else {
            _ = try single.decode([JSONValue].self)
            self = .other
        }
    }
}
