import FolioInstrument
import Testing

/// The instrument's arithmetic: which frames are stalls and missed frames, what an idle gap is,
/// and the histograms the report gives.
@Suite struct FrameRecorderTests {
    private func frame(
        _ number: Int, workMs: Double, uploadBytes: Int = 0, queueDepth: Int = 0, inputLatencyMs: Double? = nil
    )
        -> FrameRecord
    {
        FrameRecord(
            frame: number, t: Double(number) / 60, offsetX: 0, stride: 1, current: 1, zoom: 1, slots: [],
            mainThreadMs: workMs,
            swaps: 0, inputLatencyMs: inputLatencyMs, uploadBytes: uploadBytes, uploadMs: uploadBytes > 0 ? 0.5 : 0,
            queueDepth: queueDepth, cacheBytes: 0, injectedStallMs: nil)
    }

    @Test func aStallIsWorkOverTheBudgetAndAMissedFrameAPresentOverOneAndAHalf() {
        var recorder = FrameRecorder(fps: 50, keepsTimeline: true)  // 20 ms budget, missed over 30 ms
        // Presents at 0, 20, 40, then 69.9 (just under 1.5 budgets: not missed), then 101 (missed).
        let presents = [0.000, 0.020, 0.040, 0.0699, 0.101]
        let work = [5.0, 20.0, 20.001, 3.0, 25.0]
        var records: [FrameRecord] = []
        for index in presents.indices {
            var record = frame(index, workMs: work[index])
            recorder.record(&record, presentedAt: presents[index])
            records.append(record)
        }
        #expect(recorder.flaggedStalls == [2, 4])
        #expect(records.map(\.stall) == [false, false, true, false, true])
        #expect(records.map(\.missed) == [false, false, false, false, true])
        #expect(recorder.missedFrames == 1)
        #expect(records[0].intervalMs == nil)
        #expect(abs((records[4].intervalMs ?? 0) - 31.1) < 1e-6)
        #expect(recorder.timeline?.map(\.stall) == records.map(\.stall))
    }

    @Test func anIdleGapInTheWindowIsNeitherAnIntervalNorAMissedFrame() {
        var recorder = FrameRecorder(fps: 60, keepsTimeline: false)
        var first = frame(0, workMs: 1), afterIdle = frame(1, workMs: 1), next = frame(2, workMs: 1)
        recorder.record(&first, presentedAt: 0)
        recorder.record(&afterIdle, presentedAt: 5, followsPrevious: false)
        recorder.record(&next, presentedAt: 5.016)
        #expect(afterIdle.intervalMs == nil && !afterIdle.missed)
        #expect(recorder.missedFrames == 0 && recorder.interval.count == 1)
        #expect(recorder.timeline == nil)
    }

    @Test func histogramsAndTotals() {
        var recorder = FrameRecorder(fps: 60, keepsTimeline: false)
        let work = [0.4, 0.9, 1.5, 3.0, 3.9, 12.0, 40.0]
        for (index, milliseconds) in work.enumerated() {
            var record = frame(
                index, workMs: milliseconds, uploadBytes: index == 3 ? 4096 : 0, queueDepth: index,
                inputLatencyMs: index == 5 ? 21 : nil)
            recorder.record(&record, presentedAt: Double(index) / 60)
        }
        let buckets = recorder.mainThread.doublingBuckets
        #expect(buckets.map(\.belowMs) == [1, 2, 4, 8, 16, 32, 64])
        #expect(buckets.map(\.frames) == [2, 1, 2, 0, 1, 0, 1])
        #expect(buckets.reduce(0) { $0 + $1.frames } == work.count)
        let summary = recorder.mainThread.summary
        #expect(summary.count == 7 && abs(summary.max - 40) < 0.05 && abs(summary.p50 - 3.0) < 0.01)
        #expect(recorder.uploadedBytes == 4096 && recorder.maxUploadBytes == 4096 && recorder.uploadTime.count == 1)
        #expect(recorder.maxQueueDepth == 6)
        #expect(recorder.inputLatency.count == 1 && abs(recorder.inputLatency.maxMilliseconds - 21) < 0.05)
    }

    @Test func theUploadsCopySpeedLeavesOutTheTexturesMade() {
        var recorder = FrameRecorder(fps: 60, keepsTimeline: false)
        // 8 MB in 2 ms, of which 1 ms made a texture; then 8 MB more in 1 ms into textures held.
        for (index, making) in [(1, 1.0), (0, 0.0)].enumerated() {
            var record = FrameRecord(
                frame: index, t: Double(index) / 60, offsetX: 0, stride: 1, current: 1, zoom: 1, slots: [],
                mainThreadMs: 3, swaps: 0, inputLatencyMs: nil, uploadBytes: 8_000_000, uploadMs: 1 + making.1,
                texturesMade: making.0, textureMakingMs: making.1, queueDepth: 0, cacheBytes: 0, injectedStallMs: nil)
            recorder.record(&record, presentedAt: Double(index) / 60)
        }
        let uploads = BenchReport.Uploads(
            budgetBytesPerFrame: nil, maxBytesPerFrame: recorder.maxUploadBytes, totalBytes: recorder.uploadedBytes,
            ms: recorder.uploadTime.summary, seconds: recorder.uploadSeconds, texturesMade: recorder.texturesMade,
            textureMakingSeconds: recorder.textureMakingSeconds, memoryCopyBytesPerSecond: 10e9)
        #expect(uploads.texturesMade == 1)
        #expect(abs(uploads.textureMakingMs - 1) < 1e-9)
        #expect(abs((uploads.bytesPerSecond ?? 0) - 16e6 / 3e-3) < 1)
        #expect(abs((uploads.copyBytesPerSecond ?? 0) - 16e6 / 2e-3) < 1)
    }

    @Test func thePlotsP99IsTheReportsP99() {
        var recorder = FrameRecorder(fps: 60, keepsTimeline: true)
        // The 99th of 100 frames is 100.04 ms: a nearest-rank p99 prints it as 100.0, the HDR
        // histogram (64 µs buckets there) as 100.1. The plot must print what the report holds.
        let work = Array(repeating: 2.0, count: 98) + [100.04, 400]
        for (index, milliseconds) in work.enumerated() {
            var record = frame(index, workMs: milliseconds)
            recorder.record(&record, presentedAt: Double(index) / 60)
        }
        let reported = recorder.mainThread.summary.p99
        #expect(DecimalText.fixed(reported, 1) == "100.1")
        let timeline = FrameTimeline(
            title: "p99", budgetMs: recorder.budgetMs, frames: recorder.timeline ?? [], gestureSpans: [])
        #expect(FramePlot(timeline: timeline).svg.contains("p99 main thread \(DecimalText.fixed(reported, 1)) ms"))
    }

    @Test func theLastSecondIsWhatTheHUDShows() {
        var recorder = FrameRecorder(fps: 64, keepsTimeline: false)  // sixty-fourths of a second add up exactly
        for index in 0..<128 {
            var record = frame(index, workMs: index == 100 ? 30 : 2)
            recorder.record(&record, presentedAt: Double(index) / 64)
        }
        let second = recorder.lastSecond
        #expect(second.frames == 65)  // presents from 63/64 s to 127/64 s, both ends included
        #expect(abs(second.p99WorkMs - 30) < 0.05)
        #expect(abs((second.p99IntervalMs ?? 0) - 1000.0 / 64) < 0.05)
    }
}
