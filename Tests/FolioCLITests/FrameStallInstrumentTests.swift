import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// `folio bench` as an instrument: its own calibration (injected stalls flagged exactly), the plots,
/// and the strategies side by side in child processes.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct FrameStallInstrumentTests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-instrument-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func json(_ path: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    /// A script with no rendering load: after the first page lands, nothing moves for four seconds.
    /// At 10 fps (a 100 ms budget, missed past 150 ms) machine noise is far below what is injected.
    private static let idleScript =
        #"{"window": [480, 320], "fps": 10, "seed": 1, "steps": [{"wait": {"seconds": 4}}]}"#

    @Test func injectedStallsAreFlaggedExactlyAndNothingElse() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("idle.json").path
        try Self.idleScript.write(toFile: script, atomically: true, encoding: .utf8)
        let report = directory.appendingPathComponent("report.json").path
        let events = directory.appendingPathComponent("events.jsonl").path
        let plot = directory.appendingPathComponent("frames.svg").path
        let injected = [15: 250, 22: 400, 31: 180]
        let outcome = try ExternalCommand.folio(
            [
                "bench", PackageRoot.samplePDF, "--script", script, "--report", report, "--events", events, "--plot",
                plot,
            ]
                + injected.keys.sorted().flatMap { ["--inject-stall", "\($0):\(injected[$0]!)"] }
        ).run(timeout: 120)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")

        let summary = try json(report)
        #expect(summary["flaggedStalls"] as? [Int] == injected.keys.sorted())
        #expect(summary["stalls"] as? Int == injected.count)
        #expect(summary["missedFrames"] as? Int == injected.count)
        let lines = try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(lines.count == summary["frames"] as? Int)
        let stalled = lines.filter { $0["stall"] as? Bool == true }.compactMap { $0["frame"] as? Int }
        let missed = lines.filter { $0["missed"] as? Bool == true }.compactMap { $0["frame"] as? Int }
        #expect(stalled == injected.keys.sorted())
        #expect(missed == injected.keys.sorted())
        for line in lines where stalled.contains(line["frame"] as? Int ?? -1) {
            let frame = line["frame"] as? Int ?? -1
            #expect(line["injectedStallMs"] as? Double == Double(injected[frame] ?? 0))
            #expect((line["mainThreadMs"] as? Double ?? 0) >= Double(injected[frame] ?? 0))
        }
        let histogram = summary["mainThreadHistogram"] as? [[String: Any]] ?? []
        #expect(histogram.reduce(0) { $0 + ($1["frames"] as? Int ?? 0) } == lines.count)
        let machine = summary["machine"] as? [String: Any]
        #expect(machine?["renderer"] as? String == "software" && machine?["drawable"] as? [Int] == [480, 320])
        // Drawn offscreen, by no OpenGL: the report says so, with the OpenGL strings null, not absent.
        #expect(summary["presentation"] as? String == "offscreen")
        #expect(machine?["glRenderer"] is NSNull && machine?["glVendor"] is NSNull)
        #expect((summary["commandLine"] as? [String])?.contains("--inject-stall") == true)

        // The plot: an SVG a browser opens, and the same drawing as a PNG beside it.
        let svg = try String(contentsOfFile: plot, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains("sample.pdf"))
        let png = try PNGFile.read(directory.appendingPathComponent("frames.png").path)
        #expect(png.width == 1200 && png.height == 720)
    }

    @Test func compareRunsEveryStrategyInItsOwnProcess() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("turn-and-zoom.json").path
        try
            #"{"window": [480, 320], "fps": 30, "seed": 1, "steps": [{"key": "Right"}, {"wait": {"seconds": 0.5}}, {"pinch": {"scale": 8, "at": [240, 160], "seconds": 0.3}}, {"wait": {"seconds": 1}}]}"#
            .write(toFile: script, atomically: true, encoding: .utf8)
        let report = directory.appendingPathComponent("compare.json").path
        let outcome = try ExternalCommand.folio(
            ["bench", PackageRoot.samplePDF, "--script", script, "--compare", "--report", report, "--no-disk-cache"]
        ).run(timeout: 240)
        try #require(outcome.status == 0, "folio bench --compare failed: \(outcome.standardError)")
        for header in ["strategy", "stalls", "p99 main ms", "to crisp p50 ms", "peak RSS MiB", "peak PSS sum MiB"] {
            #expect(outcome.standardOutput.contains(header), "no \(header) column")
        }
        let rows = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("| ") }.map {
            $0.split(separator: "|").first ?? ""
        }
        #expect(
            rows.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "strategy", "engine", "engine-threads", "sync", "fullpage",
            ])

        let reports = try json(report)
        let engine = try #require(reports["engine"] as? [String: Any])
        let sync = try #require(reports["sync"] as? [String: Any])
        let fullpage = try #require(reports["fullpage"] as? [String: Any])
        #expect(engine["strategy"] as? String == "engine" && sync["strategy"] as? String == "sync")
        #expect(fullpage["strategy"] as? String == "fullpage")
        // sync renders on the main thread: its slowest frame holds at least the crisp render it waited for.
        let syncMain = sync["mainThreadMs"] as? [String: Any], syncCrisp = sync["crispRenderMs"] as? [String: Any]
        #expect((syncMain?["max"] as? Double ?? 0) >= (syncCrisp?["max"] as? Double ?? .infinity))
        #expect((sync["renders"] as? [String: Any])?["workers"] as? Int == 0)
        // fullpage rasterises the whole zoomed page (14 windows at 8x), engine only its zoom layer's
        // regions of it: at most 3 windows.
        let cachePeak = { (report: [String: Any]) in (report["cache"] as? [String: Any])?["peakBytes"] as? Int ?? 0 }
        #expect(cachePeak(fullpage) > 2 * cachePeak(engine))
        for each in [engine, sync, fullpage] { #expect(each["staleFrames"] as? Int == 0) }
    }

    @Test func aBadInjectedStallIsAOneLineError() throws {
        let outcome = try ExternalCommand.folio(
            ["bench", PackageRoot.samplePDF, "--script", "read", "--inject-stall", "12"]).run(timeout: 30)
        #expect(outcome.status != 0 && outcome.status < 128)
        #expect(outcome.standardError.contains("--inject-stall wants FRAME:MS"))
    }

    @Test func compareOnAMissingFileIsOneLineBeforeAnyChildRuns() throws {
        let outcome = try ExternalCommand.folio(["bench", "/no/such.pdf", "--script", "read", "--compare"]).run(
            timeout: 30)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "folio: /no/such.pdf: file not found\n")
        #expect(outcome.standardOutput.isEmpty)
    }
}
