import ArgumentParser
import FolioInstrument
import Foundation

/// `--fail-on BOUND`, repeatable: the CI gates of `folio bench` and `folio compare`. A broken bound
/// is one line on stderr and exit status 3 (`brokenStatus`), after the report and the summary.
struct FailOnOptions: ParsableArguments {
    /// The exit status when a bound is broken: apart from 1 (an error, a failed soak).
    static let brokenStatus: Int32 = 3

    @Option(
        name: .customLong("fail-on"), parsing: .singleValue,
        help: ArgumentHelp(
            "PATH OP NUMBER: fail (exit status 3) when the report's number at PATH (dotted, e.g. stalls, timeToCrispMs.p99, peakRSSBytes) makes this true; OP is >, >=, <, <=, == or !=. For compare, NUMBER may end in x: a ratio new/old (peakRSSBytes>1.10x). With --repeat the median of the runs is checked. Repeat for more.",
            valueName: "BOUND"),
        transform: parseBound)
    var bounds: [ReportBound] = []

    /// Checks `report` (against `old` for ratio bounds) and writes each broken bound on stderr;
    /// whether any was broken. A bound naming no number of the report is an error (status 1).
    /// `report` is read only when there are bounds: a run without any does not parse its report again.
    func check(_ report: @autoclosure () throws -> SavedReport, against old: SavedReport? = nil) throws -> Bool {
        guard !bounds.isEmpty else { return false }
        let report = try report()
        var broken = false
        for bound in bounds {
            guard let breach = try bound.check(report, against: old) else { continue }
            FileHandle.standardError.write(Data("folio: \(breach)\n".utf8))
            broken = true
        }
        return broken
    }
}

/// A bound that does not parse is a usage error, as ArgumentParser reports them.
private func parseBound(_ text: String) throws -> ReportBound {
    do {
        return try ReportBound(parsing: text)
    } catch let error as ReportBoundError {
        // ArgumentParser names the option and the value already.
        throw ValidationError(error.reason)
    }
}
