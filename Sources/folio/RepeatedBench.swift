import ArgumentParser
import FolioInstrument
import FolioRender
import Foundation

/// `folio bench --repeat N`: the script run N times, each in a fresh child process (`BenchChild`),
/// and one report: the first run's, plus `repeat` with the spread of every compared figure (and of
/// every figure a `--fail-on` bound names), which the bounds are then checked against (medians).
struct RepeatedBench {
    let command: BenchCommand
    /// The pages the children play on, opened here first.
    let source: any PageSourceOpener

    /// Whether a bound was broken.
    func run() throws -> Bool {
        // A file that cannot be opened fails here, in one line, rather than in N children.
        _ = try source.open()
        let children = try BenchChild(command: command, purpose: "repeat")
        defer { children.removeFolder() }
        let runs = command.repeating.runs
        var reports: [SavedReport] = []
        var first: Data?
        for run in 1...runs {
            FileHandle.standardError.write(Data("folio bench --repeat: run \(run) of \(runs)\n".utf8))
            let reportPath = children.reportPath("run-\(run)")
            // The report is the first run's: so are its plot, events and screenshot.
            if let failure = try children.run(
                children.arguments(
                    strategy: command.strategy, inProcess: command.engine.rendersInProcess(), reportPath: reportPath
                ) {
                    run == 1 ? $0 : nil
                })
            {
                throw RepeatFailure(run: run, runs: runs, reason: failure)
            }
            guard let data = FileManager.default.contents(atPath: reportPath) else {
                throw BenchError.cannotRead(path: reportPath)
            }
            reports.append(try SavedReport(data: data, path: reportPath))
            if first == nil { first = data }
        }
        let paths = ReportFigure.compared.map(\.path) + command.repeating.failOn.bounds.map(\.path)
        let repeated = RepeatedRuns(reports: reports, paths: paths)
        let json = try Self.combined(first ?? Data(), repeated: repeated)
        if let path = command.report {
            try BenchError.write(json, to: path)
            print(Self.summary(repeated))
        } else {
            FileHandle.standardOutput.write(json)
        }
        return try command.repeating.failOn.check(SavedReport(data: json, path: command.report ?? "the report"))
    }

    /// The first run's report with `repeat` added.
    static func combined(_ first: Data, repeated: RepeatedRuns) throws -> Data {
        guard var report = try JSONSerialization.jsonObject(with: first) as? [String: Any] else {
            throw BenchError.cannotRead(path: "the first run's report")
        }
        report["repeat"] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(repeated))
        return try JSONSerialization.data(
            withJSONObject: report, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            + Data("\n".utf8)
    }

    /// One line: the runs, and the spread of the figures a reader looks at first.
    static func summary(_ repeated: RepeatedRuns) -> String {
        let shown = ["stalls", "missedFrames", "staleFrames", "mainThreadMs.p99", "peakRSSBytes"].compactMap {
            path -> String? in
            guard let spread = repeated.figures[path] else { return nil }
            let figure = ReportFigure.named(path)
            return
                "\(path) \(figure.format(spread.median)) (\(figure.format(spread.min)) to \(figure.format(spread.max)))"
        }
        return "\(repeated.runs) runs, median (min to max): " + shown.joined(separator: ", ")
    }
}

/// A run of `--repeat` that failed, with the child's reason.
struct RepeatFailure: Error, CustomStringConvertible {
    let run: Int
    let runs: Int
    let reason: String
    var description: String { "--repeat: run \(run) of \(runs) failed: \(reason)" }
}
