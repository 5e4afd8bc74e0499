import ArgumentParser
import Foundation
import FolioCore
import FolioInstrument
import FolioRender
import FolioSDL
import TextTable

/// `folio bench --compare`: the same script under each strategy in turn, each in a fresh child
/// process of `folio` so that its peak memory is its own, then one table with ratios to `engine`.
/// With `--report`, the children's reports are written together as one JSON object by strategy;
/// `--plot`, `--events` and `--screenshot` get the strategy's name before their extension.
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
        for (index, strategy) in RenderStrategy.allCases.enumerated() {
            FileHandle.standardError.write(Data(
                "folio bench --compare: \(strategy.rawValue) (\(index + 1) of \(RenderStrategy.allCases.count))\n".utf8))
            let reportPath = children.reportPath(strategy.rawValue)
            let failure = try children.run(children.arguments(strategy: strategy, reportPath: reportPath) {
                Self.path($0, taggedWith: strategy)
            })
            let data = FileManager.default.contents(atPath: reportPath)
            if failure == nil, let data, let report = try? JSONDecoder().decode(ComparedReport.self, from: data) {
                rows.append(Row(strategy: strategy, report: report, failure: nil))
                reports[strategy.rawValue] = data
            } else {
                rows.append(Row(strategy: strategy, report: nil, failure: failure ?? "wrote no readable report"))
            }
        }
        print(Self.table(rows), terminator: "")
        if let path = command.report { try writeReports(reports, to: path) }
        if rows.contains(where: { $0.failure != nil }) { throw ExitCode(1) }
    }

    /// `out.svg` becomes `out-sync.svg`; `out` becomes `out-sync`.
    static func path(_ path: String, taggedWith strategy: RenderStrategy) -> String {
        let name = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[name...].lastIndex(of: "."), dot > name else { return path + "-" + strategy.rawValue }
        return path[..<dot] + "-" + strategy.rawValue + path[dot...]
    }

    private func writeReports(_ reports: [String: Data], to path: String) throws {
        var combined: [String: Any] = [:]
        for strategy in RenderStrategy.allCases {
            combined[strategy.rawValue] = reports[strategy.rawValue].flatMap { try? JSONSerialization.jsonObject(with: $0) } ?? NSNull()
        }
        let json = try JSONSerialization.data(withJSONObject: combined, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
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
    }

    struct Row {
        let strategy: RenderStrategy
        let report: ComparedReport?
        let failure: String?
    }

    static func table(_ rows: [Row]) -> String {
        let engine = rows.first { $0.strategy == .engine }?.report
        func cell(_ value: Double?, _ reference: Double?, digits: Int = 1) -> String {
            guard let value else { return "-" }
            let shown = format(value, digits: digits)
            guard let reference, reference > 0, value != reference else { return shown }
            return "\(shown) (\(format(value / reference, digits: 1))x)"
        }
        let table = TextTable<Row> { row in
            let report = row.report, mebibyte = Double(1 << 20)
            return [
                Column(title: "strategy", value: row.strategy.rawValue),
                Column(title: "frames", value: report.map { "\($0.frames)" } ?? "-", align: .right),
                Column(title: "stalls", value: cell(report.map { Double($0.stalls) }, engine.map { Double($0.stalls) }, digits: 0), align: .right),
                Column(title: "missed", value: cell(report.map { Double($0.missedFrames) }, engine.map { Double($0.missedFrames) }, digits: 0), align: .right),
                Column(title: "stale", value: report.map { "\($0.staleFrames)" } ?? "-", align: .right),
                Column(title: "p99 main ms", value: cell(report?.mainThreadMs.p99, engine?.mainThreadMs.p99), align: .right),
                Column(title: "to crisp p50 ms", value: cell(report?.timeToCrispMs.p50, engine?.timeToCrispMs.p50), align: .right),
                Column(title: "to crisp p99 ms", value: cell(report?.timeToCrispMs.p99, engine?.timeToCrispMs.p99), align: .right),
                Column(title: "crisp / rests", value: report.map { "\($0.timeToCrispMs.count) / \($0.timeToCrispMs.count + $0.restsWithoutCrisp)" } ?? "-", align: .right),
                Column(title: "peak RSS MiB", value: cell(report.map { Double($0.peakRSSBytes) / mebibyte }, engine.map { Double($0.peakRSSBytes) / mebibyte }, digits: 0), align: .right),
                Column(title: "note", value: row.failure ?? ""),
            ]
        }
        return (table.string(for: rows, style: Style.psql) ?? "") + "ratios in brackets are to engine\n"
    }

    static func format(_ value: Double, digits: Int) -> String {
        value.isFinite ? DecimalText.fixed(value, digits) : "-"
    }
}
