import FolioTestSupport
import Foundation
import Testing

/// `folio bench --trace`: the timeline a performance engineer opens in Perfetto holds what the
/// report counts: every frame, without overlap, every render taken on a track, injected stalls.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct TraceBenchTests {
    /// A turn, a deep pinch (crisp regions, some of them dropped as the zoom moves on) and a wait
    /// long enough for frame 30 to be an injected stall.
    private static let script =
        #"{"window": [480, 320], "fps": 30, "seed": 1, "steps": [{"key": "Right"}, {"wait": {"seconds": 0.4}}, {"pinch": {"scale": 6, "at": [240, 160], "seconds": 0.4}}, {"wait": {"seconds": 1.2}}]}"#

    /// The trace's events, and the report's, from a run of the script under `strategy`.
    private func traced(strategy: String) throws -> (events: [[String: Any]], report: [String: Any]) {
        let folder = try TemporaryFolder.make("folio-trace")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/script.json", trace = folder + "/trace.json", report = folder + "/report.json"
        try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
        let outcome = try ExternalCommand.folio(
            [
                "bench", PackageRoot.samplePDF, "--script", script, "--strategy", strategy, "--no-disk-cache",
                "--inject-stall", "30:80", "--report", report, "--trace", trace,
            ]
        ).run(timeout: 120)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: trace))) as? [String: Any])
        #expect(object["displayTimeUnit"] as? String == "ms")
        let events = try #require(object["traceEvents"] as? [[String: Any]])
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        return (events, summary)
    }

    /// The fields the Trace Event Format requires of each phase.
    private func checkFields(_ events: [[String: Any]]) {
        for event in events {
            let ph = event["ph"] as? String
            let has = { (key: String) in event[key] != nil }
            #expect(event["name"] is String && event["pid"] is Int, "\(event)")
            switch ph {
            case "X":
                #expect(
                    event["ts"] is NSNumber && event["tid"] is Int
                        && ((event["dur"] as? NSNumber)?.doubleValue ?? -1) >= 0, "\(event)")
            case "C":
                let args = event["args"] as? [String: Any] ?? [:]
                #expect(has("ts") && !args.isEmpty && args.values.allSatisfy { $0 is NSNumber }, "\(event)")
            case "i":
                #expect(has("ts") && has("tid") && ["g", "p", "t"].contains(event["s"] as? String), "\(event)")
            case "M":
                #expect((event["args"] as? [String: Any])?["name"] is String, "\(event)")
            default:
                Issue.record("an event of phase \(ph ?? "none"): \(event)")
            }
        }
    }

    private func frames(_ events: [[String: Any]]) -> [(frame: Int, ts: Double, dur: Double)] {
        events.filter { $0["cat"] as? String == "frame" && $0["ph"] as? String == "X" }.map {
            (
                ($0["args"] as? [String: Any])?["frame"] as? Int ?? -1, ($0["ts"] as? NSNumber)?.doubleValue ?? 0,
                ($0["dur"] as? NSNumber)?.doubleValue ?? 0
            )
        }.sorted { $0.ts < $1.ts }
    }

    private func renders(_ events: [[String: Any]]) -> [[String: Any]] {
        events.filter { $0["cat"] as? String == "render" }
    }

    private func used(_ render: [String: Any]) -> Bool { (render["args"] as? [String: Any])?["used"] as? Bool == true }

    @Test func anEngineRunsTraceHoldsEveryFrameEveryRenderAndTheInjectedStall() throws {
        let (events, report) = try traced(strategy: "engine")
        checkFields(events)
        let names = Set(
            events.filter { $0["name"] as? String == "thread_name" }
                .compactMap { ($0["args"] as? [String: Any])?["name"] as? String })
        #expect(names.contains("main thread") && names.contains("render worker 1"))

        let frames = frames(events)
        #expect(frames.count == report["frames"] as? Int)
        #expect(frames.map(\.frame) == Array(0..<frames.count))
        for (earlier, later) in zip(frames, frames.dropFirst()) {
            #expect(earlier.ts + earlier.dur <= later.ts + 0.001, "frames \(earlier.frame) and \(later.frame) overlap")
        }
        let stalled = try #require(frames.first { $0.frame == 30 })
        #expect(stalled.dur >= 80_000)
        #expect(
            events.contains {
                $0["name"] as? String == "stall" && ($0["args"] as? [String: Any])?["value"] as? Int == 30
            })

        let counts = try #require(report["renders"] as? [String: Any])
        let renders = renders(events)
        #expect(renders.filter(used).count == counts["completed"] as? Int)
        #expect(renders.filter { !used($0) }.count == counts["discarded"] as? Int)
        #expect(renders.allSatisfy { ($0["tid"] as? Int ?? 0) >= 100 }, "an engine renders on its workers only")
        #expect(
            renders.contains { ($0["args"] as? [String: Any])?["region"] is [String: Any] },
            "the pinch renders crisp regions")
        for counter in ["cache bytes", "queue depth", "RSS bytes"] {
            #expect(events.contains { $0["ph"] as? String == "C" && $0["name"] as? String == counter }, "\(counter)")
        }
        for phase in [
            "input", "physics", "taking results", "planning", "uploads", "drawing", "injected stall", "present",
        ] {
            #expect(events.contains { $0["cat"] as? String == "phase" && $0["name"] as? String == phase }, "\(phase)")
        }
        #expect(events.contains { $0["name"] as? String == "gesture start" })
    }

    @Test func syncRendersLieOnTheMainThreadInsideTheirFrame() throws {
        let (events, report) = try traced(strategy: "sync")
        checkFields(events)
        let frames = frames(events)
        #expect(frames.count == report["frames"] as? Int)
        let renders = renders(events)
        #expect(renders.filter(used).count == (report["renders"] as? [String: Any])?["completed"] as? Int)
        #expect(!renders.isEmpty)
        for render in renders {
            let ts = (render["ts"] as? NSNumber)?.doubleValue ?? -1,
                end = ts + ((render["dur"] as? NSNumber)?.doubleValue ?? 0)
            #expect(render["tid"] as? Int == 1)
            #expect(
                frames.contains { $0.ts <= ts && end <= $0.ts + $0.dur + 0.001 }, "\(render) lies outside every frame")
        }
    }
}
