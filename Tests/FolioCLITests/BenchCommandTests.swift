import Foundation
import FolioTestSupport
import Testing

/// `folio bench` replays the built-in scripts on the sample without a single stale frame, and every
/// line of its events file obeys the slot rule computed from that line's own offset and stride.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
                "the folio binary is not built next to the tests"))
struct BenchCommandTests {
    struct Run {
        let report: [String: Any]
        let events: [[String: Any]]
    }

    private func bench(script: String, extra: [String] = []) throws -> Run {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let eventsPath = directory.appendingPathComponent("events.jsonl").path
        let reportPath = directory.appendingPathComponent("report.json").path
        let outcome = try ExternalCommand.folio(
            ["bench", PackageRoot.samplePDF, "--script", script, "--events", eventsPath, "--report", reportPath] + extra
        ).run(timeout: 180)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath))) as? [String: Any])
        let events = try String(contentsOfFile: eventsPath, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        return Run(report: report, events: events)
    }

    /// The slots hold exactly {c-1, c, c+1} within the document, c computed from the line's own offset.
    private func checkSlotRule(_ events: [[String: Any]], pages: Int) {
        var violations = 0
        for event in events {
            guard let offset = event["offsetX"] as? Double, let stride = event["stride"] as? Double,
                  let current = event["current"] as? Int, let slots = event["slots"] as? [[String: Any]]
            else { violations += 1; continue }
            let nearest = min(max(Int(((offset + stride / 2) / stride).rounded(.down)) + 1, 1), pages)
            let held = slots.compactMap { $0["page"] as? Int }
            let wanted = Set([nearest - 1, nearest, nearest + 1].filter { (1...pages).contains($0) })
            let stale = slots.contains { $0["shows"] as? String == "stale" }
            if current != nearest || Set(held) != wanted || held.count != wanted.count || slots.count != 3 || stale {
                violations += 1
            }
        }
        #expect(violations == 0, "\(violations) of \(events.count) frames break the slot rule")
    }

    @Test(arguments: ["read", "flick-fast", "jump"])
    func builtInScriptsNeverShowStalePixels(_ script: String) throws {
        let run = try bench(script: script)
        #expect(run.report["staleFrames"] as? Int == 0)
        #expect(run.report["blankFrames"] as? Int == 0)
        #expect(run.report["frames"] as? Int == run.events.count)
        #expect((run.report["swaps"] as? Int ?? 0) > 0)
        for key in ["mainThreadMs", "frameIntervalMs"] {
            let summary = run.report[key] as? [String: Any]
            #expect(summary?["p50"] is Double && summary?["p99"] is Double && summary?["max"] is Double, "\(key)")
        }
        #expect((run.report["peakRSSBytes"] as? Int ?? 0) > 1_000_000)
        checkSlotRule(run.events, pages: 64)
    }

    @Test func aScriptFileWithOverrides() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-script-\(UUID().uuidString).json").path
        defer { unlink(path) }
        let script = #"{"seed": 3, "steps": [{"goto": {"page": 40}}, {"wait": {"seconds": 0.3}}, {"drag": {"dx": 300, "dy": 0, "seconds": 0.2, "release": "hold"}}, {"drag": {"dx": -900, "dy": 0, "seconds": 0.1, "release": "flick"}}, {"key": "End"}, {"wait": {"seconds": 0.3}}]}"#
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try bench(script: path, extra: ["--window", "800x600", "--fps", "30"])
        #expect(run.report["window"] as? [Int] == [800, 600])
        #expect(run.report["fps"] as? Double == 30)
        #expect((run.report["final"] as? [String: Any])?["page"] as? Int == 64)
        #expect(run.report["staleFrames"] as? Int == 0)
        checkSlotRule(run.events, pages: 64)
    }

    @Test func unknownScriptIsAOneLineError() throws {
        let outcome = try ExternalCommand.folio(["bench", PackageRoot.samplePDF, "--script", "no-such"]).run(timeout: 30)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "folio: no-such: no such built-in script and no such file (see 'folio scripts')\n")
    }
}
