import FolioCore
import FolioInstrument
import FolioRender
import Foundation
import Testing

/// The trace as Perfetto reads it: frames and their phases nested on the main track, renders on
/// their workers' tracks (or the main one), counters only when they change, times in microseconds
/// from the trace's start.
@Suite struct TraceRecorderTests {
    private func written(_ recorder: TraceRecorder) throws -> [[String: Any]] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try recorder.write(to: path)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(object["displayTimeUnit"] as? String == "ms")
        return try #require(object["traceEvents"] as? [[String: Any]])
    }

    private func result(page: Int, start: Double, seconds: Double, region: PixelRect? = nil, worker: Int? = nil)
        -> RenderResult
    {
        RenderResult(
            job: RenderJob(key: RenderKey(page: page, scale: 2, region: region), kind: .visibleFit, generation: 7),
            outcome: .success(PixelBuffer(width: 1, height: 1, bytesPerRow: 4, bytes: [0, 0, 0, 0])), source: .rendered,
            renderSeconds: seconds, startedAt: start, thread: worker)
    }

    private func number(_ event: [String: Any], _ key: String) -> Double? { (event[key] as? NSNumber)?.doubleValue }

    @Test func aFrameAndItsPhasesNestOnTheMainTrackInMicroseconds() throws {
        let recorder = TraceRecorder(processName: "test \"quoted\"", origin: 100)
        var phases = FramePhases(start: 100.010)
        phases.mark(.input, at: 100.011)
        phases.mark(.physics, at: 100.012)
        phases.mark(.takingResults, at: 100.013)
        phases.mark(.planning, at: 100.020)
        phases.mark(.uploads, at: 100.021)
        phases.mark(.drawing, at: 100.025)
        phases.mark(.present, at: 100.026)
        recorder.frame(TraceFrame(frame: 3, phases: phases, mainThreadMs: 15, stall: false, missed: false))
        recorder.render(result(page: 2, start: 100.014, seconds: 0.005), used: true)
        let events = try written(recorder)

        let frame = try #require(events.first { $0["name"] as? String == "frame 3" })
        #expect(frame["ph"] as? String == "X" && frame["tid"] as? Int == 1)
        #expect(abs((number(frame, "ts") ?? 0) - 10_000) < 0.01 && abs((number(frame, "dur") ?? 0) - 16_000) < 0.01)
        let phaseNames = events.filter { $0["cat"] as? String == "phase" }.compactMap { $0["name"] as? String }
        #expect(phaseNames == ["input", "physics", "taking results", "planning", "uploads", "drawing", "present"])
        let planning = try #require(events.first { $0["name"] as? String == "planning" })
        #expect(
            abs((number(planning, "ts") ?? 0) - 13_000) < 0.01 && abs((number(planning, "dur") ?? 0) - 7_000) < 0.01)

        // Made on the calling thread (no worker): on the main track, inside the planning phase.
        let render = try #require(events.first { $0["cat"] as? String == "render" })
        #expect(render["tid"] as? Int == 1)
        let args = try #require(render["args"] as? [String: Any])
        #expect(
            args["page"] as? Int == 2 && args["kind"] as? String == "visible-fit" && args["generation"] as? Int == 7)
        #expect(args["used"] as? Bool == true && args["discarded"] as? Bool == false && args["region"] is NSNull)
        let process = try #require(events.first { $0["name"] as? String == "process_name" })
        #expect((process["args"] as? [String: Any])?["name"] as? String == "test \"quoted\"")
    }

    @Test func countersAreRecordedOnlyWhenTheyChange() throws {
        let recorder = TraceRecorder(processName: "counters", origin: 0)
        for (time, bytes) in [(1.0, 10.0), (2.0, 10.0), (3.0, 20.0), (4.0, 20.0)] {
            recorder.counter(.cacheBytes, bytes, at: time)
        }
        recorder.counter(.queueDepth, 10, at: 1)
        let counters = try written(recorder).filter { $0["ph"] as? String == "C" }
        #expect(
            counters.filter { $0["name"] as? String == "cache bytes" }.compactMap { number($0, "ts") } == [1e6, 3e6])
        #expect(counters.contains { $0["name"] as? String == "queue depth" })
    }

    @Test func eachWorkerHasANamedTrackAndARenderBeforeTheOriginMovesTimeZero() throws {
        let recorder = TraceRecorder(processName: "workers", origin: 10)
        let early = result(
            page: 1, start: 9, seconds: 0.5, region: PixelRect(x: 1, y: 2, width: 3, height: 4), worker: 2)
        recorder.render(early, used: false)
        recorder.instant(.stall, at: 10, value: 4)
        let events = try written(recorder)
        let render = try #require(events.first { $0["cat"] as? String == "render" })
        #expect(render["tid"] as? Int == 102 && number(render, "ts") == 0)
        let args = try #require(render["args"] as? [String: Any])
        #expect(
            args["region"] as? [String: Int] == ["x": 1, "y": 2, "w": 3, "h": 4] && args["discarded"] as? Bool == true)
        let track = events.first { $0["name"] as? String == "thread_name" && $0["tid"] as? Int == 102 }
        #expect((track?["args"] as? [String: Any])?["name"] as? String == "render worker 3")
        let stall = try #require(events.first { $0["name"] as? String == "stall" })
        #expect(stall["ph"] as? String == "i" && stall["s"] as? String == "t" && number(stall, "ts") == 1e6)
    }
}
