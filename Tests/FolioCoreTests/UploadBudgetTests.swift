import FolioCore
import Testing

/// The per-frame upload budget: a quarter of a frame at the speed uploads were measured at.
@Suite struct UploadBudgetTests {
    @Test func followsTheMeasuredSpeed() {
        var budget = UploadBudget()
        #expect(budget.bytesPerSecond == nil)
        #expect(budget.bytesPerFrame(frameSeconds: 1.0 / 60) == UploadBudget.initialBytesPerFrame)
        // 8 MB in 4 ms: 2 GB/s, so a quarter of a 60 Hz frame (4.17 ms) takes 8.3 MB.
        budget.observe(bytes: 8_000_000, seconds: 0.004)
        #expect(budget.bytesPerSecond == 2e9)
        #expect(budget.bytesPerFrame(frameSeconds: 1.0 / 60) == 8_333_333)
        // At 144 Hz, less; a slower upload pulls the speed down by a quarter of the difference.
        #expect(budget.bytesPerFrame(frameSeconds: 1.0 / 144) == 3_472_222)
        budget.observe(bytes: 1_000_000, seconds: 0.001)
        #expect(budget.bytesPerSecond == 1.75e9)
    }

    @Test func ignoresSmallUploadsAndStaysWithinItsBounds() {
        var budget = UploadBudget()
        budget.observe(bytes: 4_096, seconds: 0.01)  // a strip of a thumbnail: the call, not the copy
        #expect(budget.bytesPerSecond == nil)
        budget.observe(bytes: 1 << 20, seconds: 1)  // 1 MB/s: a stalled driver
        #expect(budget.bytesPerFrame(frameSeconds: 1.0 / 60) == UploadBudget.minimumBytesPerFrame)
        var fast = UploadBudget()
        fast.observe(bytes: 64 << 20, seconds: 0.000_1)
        #expect(fast.bytesPerFrame(frameSeconds: 1.0 / 60) == UploadBudget.maximumBytesPerFrame)
    }
}
