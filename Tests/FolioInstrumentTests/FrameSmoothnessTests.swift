import FolioInstrument
import Testing

/// The figures other tools report (`FrameSmoothness`), on frame sequences worked out by hand.
@Suite struct FrameSmoothnessTests {
    private let budget = 1000.0 / 60

    /// Feeds a recorder frames presented at `presents` (seconds) with `work` milliseconds each.
    private func recorded(_ presents: [Double], work: (Int) -> Double = { _ in 5 }, fps: Double = 60) -> FrameRecorder {
        var recorder = FrameRecorder(fps: fps, keepsTimeline: false)
        for (index, presented) in presents.enumerated() {
            var record = FrameRecord(
                frame: index, t: presented, offsetX: 0, stride: 1, current: 1, zoom: 1, slots: [],
                mainThreadMs: work(index),
                swaps: 0, inputLatencyMs: nil, uploadBytes: 0, uploadMs: 0, queueDepth: 0, cacheBytes: 0,
                injectedStallMs: nil)
            recorder.record(&record, presentedAt: presented)
        }
        return recorder
    }

    /// Presents one budget apart, except that the presents listed in `late` come `late[i]` ms after the one before.
    private func presents(count: Int, late: [Int: Double] = [:]) -> [Double] {
        var times = [0.0]
        for index in 1..<count { times.append(times[index - 1] + (late[index] ?? budget) / 1000) }
        return times
    }

    @Test func oneFiftyMillisecondIntervalInASecondOfFrames() {
        // 60 frames at 60 fps; frame 30 comes 50 ms (3 budgets) after frame 29; frame 10 works 20 ms
        // (a stall, presented on time).
        let recorder = recorded(presents(count: 60, late: [30: 50]), work: { $0 == 10 ? 20 : 5 })
        let figures = recorder.smoothness
        // Late by 50 - 16.67 = 33.33 ms, over 58 intervals of 16.67 ms and one of 50: 1.01667 s.
        let hitch = (50 - budget) / ((58 * budget + 50) / 1000)
        #expect(abs(figures.hitchTimeRatioMsPerS - hitch) < 1e-9)
        #expect(abs(figures.hitchTimeRatioMsPerS - 32.787) < 0.001)
        // Janky: the stall (frame 10) and the missed frame (30).
        #expect(figures.jankyFrameShare == 2.0 / 60)
        // 50 ms is 3 budgets: 2 frames dropped, of the 60 a second expects.
        #expect(abs(figures.worstSecondDroppedFrameShare - 2.0 / 60) < 1e-9)
        #expect(recorder.missedFrames == 1 && recorder.flaggedStalls == [10])
    }

    @Test func jitterUnderHalfABudgetIsNeitherAHitchNorADroppedFrame() {
        // Intervals alternating 24 and 9.33 ms (1.44 and 0.56 budgets): late presents, caught up at once.
        let times = (0..<120).reduce(into: [Double]()) { times, index in
            times.append(index == 0 ? 0 : times[index - 1] + (index % 2 == 1 ? 24 : 2 * budget - 24) / 1000)
        }
        let figures = recorded(times).smoothness
        #expect(figures.hitchTimeRatioMsPerS == 0)
        #expect(figures.jankyFrameShare == 0)
        #expect(figures.worstSecondDroppedFrameShare == 0)
    }

    @Test func theWorstSecondIsTheOneWithTheDropsTogether() {
        // Three seconds at 60 fps. In the second second, three intervals of 50 ms (6 frames dropped);
        // in the third, one of 50 ms far from them (2 dropped): the worst second has 6 of 60.
        let times = presents(count: 180, late: [70: 50, 75: 50, 80: 50, 170: 50])
        let figures = recorded(times).smoothness
        #expect(abs(figures.worstSecondDroppedFrameShare - 6.0 / 60) < 1e-9)
        #expect(figures.jankyFrameShare == 4.0 / 180)
        let hitch = 4 * (50 - budget) / ((175 * budget + 4 * 50) / 1000)
        #expect(abs(figures.hitchTimeRatioMsPerS - hitch) < 1e-9)
    }

    @Test func anIdlePauseIsNotPresentingAndAShortBurstIsJudgedOnASecond() {
        // The window: 10 frames, then it sleeps 5 s, then 10 frames with one interval of 4 budgets.
        var recorder = FrameRecorder(fps: 60, keepsTimeline: false)
        let burst = presents(count: 10), second = presents(count: 10, late: [5: 4 * budget]).map { $0 + 5 + burst[9] }
        for (index, presented) in (burst + second).enumerated() {
            var record = FrameRecord(
                frame: index, t: presented, offsetX: 0, stride: 1, current: 1, zoom: 1, slots: [], mainThreadMs: 2,
                swaps: 0, inputLatencyMs: nil, uploadBytes: 0, uploadMs: 0, queueDepth: 0, cacheBytes: 0,
                injectedStallMs: nil)
            recorder.record(&record, presentedAt: presented, followsPrevious: index != 10)
        }
        let figures = recorder.smoothness
        // Late by 3 budgets, over 18 intervals (the pause is none): 9 + 8 of one budget, one of 4.
        #expect(abs(figures.hitchTimeRatioMsPerS - 3 * budget / ((21 * budget) / 1000)) < 1e-9)
        #expect(figures.jankyFrameShare == 1.0 / 20)
        // 3 dropped, of at least a second's 60 frames (only 12 were presented or dropped).
        #expect(abs(figures.worstSecondDroppedFrameShare - 3.0 / 60) < 1e-9)
    }

    @Test func noFramesNoFigures() {
        let figures = FrameRecorder(fps: 60, keepsTimeline: false).smoothness
        #expect(
            figures.hitchTimeRatioMsPerS == 0 && figures.jankyFrameShare == 0
                && figures.worstSecondDroppedFrameShare == 0)
    }
}
