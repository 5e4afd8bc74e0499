/// A CI gate on a bench report (`--fail-on`): `PATH OP NUMBER`, what is NOT allowed, so `stalls>0`
/// is broken by any stall. PATH is a dotted path to a number of the report (`timeToCrispMs.p99`),
/// OP one of `>`, `>=`, `<`, `<=`, `==`, `!=`; for `folio compare` NUMBER may end in `x`, a ratio
/// new / old (`peakRSSBytes>1.10x`).
public struct ReportBound: Sendable, Equatable, CustomStringConvertible {
    public enum Comparison: String, Sendable, CaseIterable {
        // Two-character operators first, so that `>=` is not read as `>` and `=5`.
        case atLeast = ">=", atMost = "<=", equal = "==", notEqual = "!=", above = ">", below = "<"

        func holds(_ value: Double, _ limit: Double) -> Bool {
            switch self {
            case .above: return value > limit
            case .atLeast: return value >= limit
            case .below: return value < limit
            case .atMost: return value <= limit
            case .equal: return value == limit
            case .notEqual: return value != limit
            }
        }
    }

    public let path: String
    public let comparison: Comparison
    public let limit: Double
    /// The limit is on new / old rather than on the value.
    public let isRatio: Bool
    /// As the user wrote it, spaces taken out.
    public let description: String

    /// Parses `PATH OP NUMBER[x]` (spaces allowed around the parts).
    public init(parsing text: String) throws {
        let compact = text.filter { !$0.isWhitespace }
        func failure(_ reason: String) -> ReportBoundError { ReportBoundError(bound: text, reason: reason) }
        guard let (comparison, range) = Self.firstOperator(in: compact) else {
            throw failure("no operator (>, >=, <, <=, ==, !=)")
        }
        let path = String(compact[..<range.lowerBound])
        var number = String(compact[range.upperBound...])
        guard !path.isEmpty,
            path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ part in
                !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            })
        else { throw failure("'\(path)' is not a dotted path such as timeToCrispMs.p99") }
        let isRatio = number.hasSuffix("x")
        if isRatio { number.removeLast() }
        guard let limit = Double(number), limit.isFinite else {
            throw failure("'\(compact[range.upperBound...])' is not a number (or a ratio such as 1.10x)")
        }
        self.path = path
        self.comparison = comparison
        self.limit = limit
        self.isRatio = isRatio
        description = compact
    }

    /// The leftmost operator in `text`, the two-character one where both match there.
    private static func firstOperator(in text: String) -> (Comparison, Range<String.Index>)? {
        var index = text.startIndex
        while index < text.endIndex {
            for comparison in Comparison.allCases where text[index...].hasPrefix(comparison.rawValue) {
                return (comparison, index..<text.index(index, offsetBy: comparison.rawValue.count))
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Whether `value` breaks the bound (the bound's condition is true of it).
    public func isBroken(by value: Double) -> Bool { comparison.holds(value, limit) }

    /// Checks `report` (its `value(of:)`: the median of `--repeat` runs) alone; for a ratio bound,
    /// against `old`. A report lacking the number is `ReportBoundError`.
    public func check(_ report: SavedReport, against old: SavedReport? = nil) throws -> BrokenBound? {
        guard let value = report.value(of: path) else { throw missing(in: report) }
        guard isRatio else {
            return isBroken(by: value) ? BrokenBound(bound: self, value: value, report: report, old: nil) : nil
        }
        guard let old else {
            throw ReportBoundError(
                bound: description, reason: "a ratio bound needs an old report to compare with (folio compare)")
        }
        guard let oldValue = old.value(of: path) else { throw missing(in: old) }
        let ratio = value == oldValue ? 1 : value / oldValue
        return isBroken(by: ratio) ? BrokenBound(bound: self, value: value, report: report, old: oldValue) : nil
    }

    private func missing(in report: SavedReport) -> ReportBoundError {
        ReportBoundError(bound: description, reason: "\(report.path) has no number at '\(path)'")
    }
}

/// A bound a report broke, with the value that broke it: one line on stderr.
public struct BrokenBound: Sendable, CustomStringConvertible {
    public let bound: ReportBound
    public let value: Double
    public let report: SavedReport
    /// For a ratio bound, the old report's value.
    public let old: Double?

    public var description: String {
        let value = DecimalText.short(value)
        guard let old else { return "bound broken: \(bound) (\(bound.path) = \(value))" }
        let ratio = ReportComparison.ratio(old, self.value)
        return
            "bound broken: \(bound) (\(bound.path) = \(value) against \(DecimalText.short(old)): \(ratio), in \(report.path))"
    }
}

/// A `--fail-on` bound that does not parse or names no number of the report, in one line.
public struct ReportBoundError: Error, Sendable, CustomStringConvertible {
    public let bound: String
    public let reason: String
    public var description: String { "--fail-on '\(bound)': \(reason)" }
}
