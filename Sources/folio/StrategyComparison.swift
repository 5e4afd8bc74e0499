import ArgumentParser
import FolioCore
import FolioInstrument
import FolioRender
import FolioSDL
import Foundation
import TextTable

/// `folio bench --compare`: the same script under each strategy in turn, each in a fresh child
/// process of `folio` so that its peak memory is its own, then one table with ratios to `engine`.
/// Where the pages render in worker processes (the default), `engine-threads` follows `engine`:
/// the same strategy with the render threads in the reader's process (`--workers-in-process`).
/// With `--report`, the children's reports are written together as one JSON object by row name;
/// `--plot`, `--events` and `--screenshot` get the row's name before their extension.
struct StrategyComparison {
    let command: BenchCommand
    /// The pages the children play on, opened here first.
    let source: any PageSourceOpener

    func run() throws {
        // A file that cannot be opened fails here, in one line, rather than in three children.
        _ = try source.open()
        let children = try BenchChild(command: command, purpose: "compare")
        defer { children.removeFolder() }

        var rows: [Row] = []
        var reports: [String: Data] = [:]
        let contenders = Contender.all(inProcess: command.engine.rendersInProcess())
        for (index, contender) in contenders.enumerated() {
            FileHandle.standardError.write(
                Data(
                    "folio bench --compare: \(contender.name) (\(index + 1) of \(contenders.count))\n".utf8))
            let reportPath = children.reportPath(contender.name)
            let arguments = children.arguments(
                strategy: contender.strategy, inProcess: contender.inProcess, reportPath: reportPath
            ) {
                Self.path($0, taggedWith: contender.name)
            }
            let failure = try children.run(arguments)
            let data = FileManager.default.contents(atPath: reportPath)
            if failure == nil, let data, let report = try? JSONDecoder().decode(ComparedReport.self, from: data) {
                rows.append(Row(name: contender.name, report: report, failure: nil))
                reports[contender.name] = data
            } else {
                rows.append(Row(name: contender.name, report: nil, failure: failure ?? "wrote no readable report"))
            }
        }
        print(Self.table(rows), terminator: "")
        if let path = command.report { try writeReports(reports, names: contenders.map(\.name), to: path) }
        if rows.contains(where: { $0.failure != nil }) { throw ExitCode(1) }
    }

    /// One row of the table: a strategy, rendering in worker processes or in the reader's threads.
    struct Contender: Equatable {
        let name: String
        let strategy: RenderStrategy
        let inProcess: Bool

        /// Every strategy as the command renders (`inProcess`), and where that is in worker
        /// processes, `engine` in threads beside it.
        static func all(inProcess: Bool) -> [Contender] {
            var all = RenderStrategy.allCases.map { Contender(name: $0.rawValue, strategy: $0, inProcess: inProcess) }
            if !inProcess { all.insert(Contender(name: "engine-threads", strategy: .engine, inProcess: true), at: 1) }
            return all
        }
    }

    /// `out.svg` becomes `out-sync.svg`; `out` becomes `out-sync`.
    static func path(_ path: String, taggedWith name: String) -> String {
        let start = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[start...].lastIndex(of: "."), dot > start else { return path + "-" + name }
        return path[..<dot] + "-" + name + path[dot...]
    }

    private func writeReports(_ reports: [String: Data], names: [String], to path: String) throws {
        var combined: [String: Any] = [:]
        for name in names {
            combined[name] = reports[name].flatMap { try? JSONSerialization.jsonObject(with: $0) } ?? NSNull()
        }
        let json = try JSONSerialization.data(
            withJSONObject: combined, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        try BenchError.write(json + Data("\n".utf8), to: path)
    }

    // MARK: The table

    /// The fields of a child's report the table shows.
    struct ComparedReport: Decodable {
        struct Summary: Decodable {
            let p50: Double
            let p99: Double
            let count: Int
        }

        let frames: Int
        let stalls: Int
        let missedFrames: Int
        let staleFrames: Int
        let mainThreadMs: Summary
        let timeToCrispMs: Summary
        let restsWithoutCrisp: Int
        let peakRSSBytes: Int
        /// Absent from reports written before the bench read the render processes' memory.
        let processTreeMemory: ProcessTreeMemory?

        struct ProcessTreeMemory: Decodable {
            let peakPSSBytes: Int
        }
    }

    struct Row {
        let name: String
        let report: ComparedReport?
        let failure: String?
    }

    static func table(_ rows: [Row]) -> String {
        let engine = rows.first { $0.name == RenderStrategy.engine.rawValue }?.report
        func cell(_ value: Double?, _ reference: Double?, digits: Int = 1) -> String {
            guard let value else { return "-" }
            let shown = format(value, digits: digits)
            guard let reference, reference > 0, value != reference else { return shown }
            return "\(shown) (\(format(value / reference, digits: 1))x)"
        }
        let table = TextTable<Row> { row in
            let report = row.report, mebibyte = Double(1 << 20)
            return [
                Column(title: "strategy", value: row.name),
                Column(title: "frames", value: report.map { "\($0.frames)" } ?? "-", align: .right),
                Column(
                    title: "stalls",
                    value: cell(report.map { Double($0.stalls) }, engine.map { Double($0.stalls) }, digits: 0),
                    align: .right),
                Column(
                    title: "missed",
                    value: cell(
                        report.map { Double($0.missedFrames) }, engine.map { Double($0.missedFrames) }, digits: 0),
                    align: .right),
                Column(title: "stale", value: report.map { "\($0.staleFrames)" } ?? "-", align: .right),
                Column(
                    title: "p99 main ms", value: cell(report?.mainThreadMs.p99, engine?.mainThreadMs.p99), align: .right
                ),
                Column(
                    title: "to crisp p50 ms", value: cell(report?.timeToCrispMs.p50, engine?.timeToCrispMs.p50),
                    align: .right),
                Column(
                    title: "to crisp p99 ms", value: cell(report?.timeToCrispMs.p99, engine?.timeToCrispMs.p99),
                    align: .right),
                Column(
                    title: "crisp / rests",
                    value: report.map { "\($0.timeToCrispMs.count) / \($0.timeToCrispMs.count + $0.restsWithoutCrisp)" }
                        ?? "-", align: .right),
                Column(
                    title: "peak RSS MiB",
                    value: cell(
                        report.map { Double($0.peakRSSBytes) / mebibyte },
                        engine.map { Double($0.peakRSSBytes) / mebibyte }, digits: 0), align: .right),
                Column(
                    title: "peak PSS sum MiB",
                    value: cell(
                        report?.processTreeMemory.map { Double($0.peakPSSBytes) / mebibyte },
                        engine?.processTreeMemory.map { Double($0.peakPSSBytes) / mebibyte }, digits: 0), align: .right),
                Column(title: "note", value: row.failure ?? ""),
            ]
        }
        return (table.string(for: rows, style: Style.psql) ?? "") + "ratios in brackets are to engine\n"
    }

    static func format(_ value: Double, digits: Int) -> String {
        value.isFinite ? DecimalText.fixed(value, digits) : "-"
    }
}
