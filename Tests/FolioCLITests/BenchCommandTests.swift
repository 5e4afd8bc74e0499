import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// `folio bench` replays the built-in scripts on the sample, and on synthetic documents, without a
/// single stale frame, and every line of its events file obeys the slot rule computed from that
/// line's own offset and stride.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct BenchCommandTests {
    struct Run {
        let report: [String: Any]
        let events: [[String: Any]]
    }

    /// Runs `folio bench` on `pages` (the sample, unless told: a file or `--synthetic ...`).
    private func bench(_ pages: [String] = [PackageRoot.samplePDF], script: String, extra: [String] = []) throws -> Run
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let eventsPath = directory.appendingPathComponent("events.jsonl").path
        let reportPath = directory.appendingPathComponent("report.json").path
        let outcome = try ExternalCommand.folio(
            ["bench"] + pages + ["--script", script, "--events", eventsPath, "--report", reportPath] + extra
        ).run(timeout: 180)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath))) as? [String: Any]
        )
        let events = try String(contentsOfFile: eventsPath, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        return Run(report: report, events: events)
    }

    /// The slots hold exactly {c-1, c, c+1} within the document, c computed from the line's own offset.
    static func checkSlotRule(_ events: [[String: Any]], pages: Int) {
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
        Self.checkSlotRule(run.events, pages: 64)
    }

    @Test func aScriptFileWithOverrides() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-script-\(UUID().uuidString).json"
        ).path
        defer { unlink(path) }
        let script =
            #"{"seed": 3, "steps": [{"goto": {"page": 40}}, {"wait": {"seconds": 0.3}}, {"drag": {"dx": 300, "dy": 0, "seconds": 0.2, "release": "hold"}}, {"drag": {"dx": -900, "dy": 0, "seconds": 0.1, "release": "flick"}}, {"key": "End"}, {"wait": {"seconds": 0.3}}]}"#
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try bench(script: path, extra: ["--window", "800x600", "--fps", "30"])
        #expect(run.report["window"] as? [Int] == [800, 600])
        #expect(run.report["fps"] as? Double == 30)
        #expect((run.report["final"] as? [String: Any])?["page"] as? Int == 64)
        #expect(run.report["staleFrames"] as? Int == 0)
        Self.checkSlotRule(run.events, pages: 64)
    }

    @Test func aScriptResizesTheWindowAndTheScreenshotIsTheNewSize() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-resize-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("resize.json").path
        try
            #"{"window": [640, 480], "steps": [{"key": "Right"}, {"wait": {"seconds": 0.4}}, {"resize": {"window": [1000, 700]}}, {"wait": {"seconds": 0.4}}, {"resize": {"window": [500, 400]}}, {"doubleClick": {"at": [250, 200]}}, {"wait": {"seconds": 0.6}}]}"#
            .write(toFile: script, atomically: true, encoding: .utf8)
        let shot = directory.appendingPathComponent("shot.png").path
        let run = try bench(script: script, extra: ["--screenshot", shot, "--no-disk-cache"])
        #expect(run.report["window"] as? [Int] == [500, 400])
        #expect(run.report["staleFrames"] as? Int == 0)
        #expect(run.report["blankFrames"] as? Int == 0)
        let final = try #require(run.report["final"] as? [String: Any])
        #expect(final["page"] as? Int == 2)
        // The page kept its place through both resizes and was then zoomed 3x at the new size.
        let strides = Set(run.events.compactMap { $0["stride"] as? Double })
        // A typed margin: with bare literals the type checker spent 13 s on this line.
        let margin = 24.0
        #expect(strides == [640 + margin, 1000 + margin, 500 + margin])
        let image = try PNGFile.read(shot)
        #expect(image.width == 500 && image.height == 400)
        Self.checkSlotRule(run.events, pages: 64)
    }

    @Test func unknownScriptIsAOneLineError() throws {
        let outcome = try ExternalCommand.folio(["bench", PackageRoot.samplePDF, "--script", "no-such"]).run(
            timeout: 30)
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError == "folio: no-such: no such built-in script and no such file (see 'folio scripts')\n")
    }

    // MARK: - Synthetic documents

    @Test func flickFastOnTwoThousandSyntheticPagesShowsNoStaleOrBlankFrame() throws {
        let run = try bench(["--synthetic", "2000:5"], script: "flick-fast", extra: ["--no-disk-cache"])
        #expect(run.report["file"] as? String == "synthetic:2000:5")
        #expect(run.report["staleFrames"] as? Int == 0)
        #expect(run.report["blankFrames"] as? Int == 0)
        #expect((run.report["swaps"] as? Int ?? 0) > 0)
        Self.checkSlotRule(run.events, pages: 2000)
    }

    /// Renders of 300 ms against a 0.1 s limit: each is reported overdue, and the pages still come.
    @Test func rendersPastTheTimeLimitAreReported() throws {
        let run = try bench(
            ["--synthetic", "40:300"], script: "open", extra: ["--no-disk-cache", "--render-time-limit", "0.1"])
        let renders = try #require(run.report["renders"] as? [String: Any])
        #expect(renders["timeLimitSeconds"] as? Double == 0.1)
        #expect((renders["overdue"] as? Int ?? 0) >= 1)
        #expect((renders["longestOverdueMs"] as? Double ?? 0) >= 300)
        #expect(renders["longestOverduePage"] is Int)
        #expect((renders["completed"] as? Int ?? 0) >= 1)
    }

    @Test func aScriptCanNameItsSyntheticDocument() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-script-\(UUID().uuidString).json"
        ).path
        defer { unlink(path) }
        let script =
            #"{"synthetic": {"pages": 300, "renderMs": 3}, "window": [480, 320], "steps": [{"key": "End"}, {"wait": {"seconds": 0.3}}]}"#
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try bench([], script: path)
        #expect(run.report["file"] as? String == "synthetic:300:3")
        #expect((run.report["final"] as? [String: Any])?["page"] as? Int == 300)
        #expect(run.report["staleFrames"] as? Int == 0)
        Self.checkSlotRule(run.events, pages: 300)
    }

    @Test func compareHandsTheSyntheticDocumentToEveryChild() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("turn.json").path
        try #"{"window": [480, 320], "fps": 30, "steps": [{"key": "Right"}, {"wait": {"seconds": 0.3}}]}"#
            .write(toFile: script, atomically: true, encoding: .utf8)
        let report = directory.appendingPathComponent("compare.json").path
        let outcome = try ExternalCommand.folio(
            ["bench", "--synthetic", "100:2", "--script", script, "--compare", "--report", report]).run(timeout: 120)
        try #require(outcome.status == 0, "folio bench --compare failed: \(outcome.standardError)")
        let reports = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report)))
                as? [String: [String: Any]])
        #expect(Set(reports.keys) == ["engine", "engine-threads", "sync", "fullpage"])
        for (strategy, each) in reports {
            #expect(each["file"] as? String == "synthetic:100:2", "\(strategy)")
            #expect(each["staleFrames"] as? Int == 0, "\(strategy)")
        }
    }

    @Test(arguments: [
        (
            ["--synthetic", "0"],
            "folio: --synthetic wants PAGES[:RENDER_MS], 1 to 1000000 pages and 0 to 60000 ms, not '0'\n"
        ),
        (
            ["--synthetic", "12:fast"],
            "folio: --synthetic wants PAGES[:RENDER_MS], 1 to 1000000 pages and 0 to 60000 ms, not '12:fast'\n"
        ),
        (
            [PackageRoot.samplePDF, "--synthetic", "12"],
            "folio: bench plays on a FILE or on --synthetic PAGES[:RENDER_MS], not both\n"
        ),
        ([], "folio: bench needs a FILE, --synthetic PAGES[:RENDER_MS], or a script with a \"synthetic\" field\n"),
    ])
    func pagesGivenWronglyAreAOneLineError(_ pages: [String], _ message: String) throws {
        let outcome = try ExternalCommand.folio(["bench"] + pages + ["--script", "read"]).run(timeout: 30)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == message)
    }
}
