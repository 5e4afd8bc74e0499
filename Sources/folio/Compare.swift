import ArgumentParser
import FolioInstrument
import Foundation

/// `folio compare OLD.json NEW.json [MORE.json ...]`: bench reports side by side, each against the
/// first, with the changes beyond run-to-run noise marked; `--fail-on` gates on values or ratios.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract:
            "Compare saved bench reports (folio bench --report): the figures that matter, each report's ratio to the first, and the changes beyond run-to-run noise.",
        discussion: """
            A change is marked better or worse when it is beyond run-to-run noise. When both reports \
            come from folio bench --repeat, that is when the figure's ranges [min, max] over the runs \
            do not overlap (values shown are medians) and the change matters: at least 1 in a count, \
            0.5 ms, 5 % of bytes or a rate, 0.02 of a share. Otherwise: a count (stalls, missed, stale, \
            blank frames) must change by at least 1 and at least double or halve; times by at least \
            10 % and 0.5 ms; peak RSS and renders per second by at least 10 %; prefetchHitRate by at \
            least 0.05. A figure a report lacks prints "-".

            With --fail-on, each report after the first is checked (ratio bounds against the first); \
            a broken bound exits with status 3, an error (unreadable file, not a report, a bound \
            naming no number of a report) with status 1.
            """)

    @Argument(help: "Bench reports (JSON), the first the one the others are set against.") var reports: [String]
    @OptionGroup var failOn: FailOnOptions

    func validate() throws {
        if reports.count < 2 { throw ValidationError("folio compare wants at least two reports") }
    }

    func run() throws {
        let broken = try failingCleanly { () throws -> Bool in
            let saved = try reports.map { try SavedReport(contentsOf: $0) }
            print(ReportComparison(saved).table, terminator: "")
            var broken = false
            for report in saved.dropFirst() {
                if try failOn.check(report, against: saved[0]) { broken = true }
            }
            return broken
        }
        if broken { throw ExitCode(FailOnOptions.brokenStatus) }
    }
}
