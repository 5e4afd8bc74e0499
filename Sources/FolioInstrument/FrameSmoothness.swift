import DequeModule

/// The figures other tools report for the same frames, kept as frames are recorded in constant
/// memory (a ring of the last second's presents), so a long soak does not grow by them:
///
/// - hitch time ratio (Apple's Instruments and XCTest): milliseconds by which frames were presented
///   late, per second of presenting. A frame is late when it missed its present (an interval over
///   1.5 budgets, `FrameTimeline.missedFrameBudgets`); it was late by its interval minus one budget.
///   Smaller overruns are the pacing's jitter, not a frame shown twice. The seconds are the sum of
///   the intervals recorded: time the window sat idle (nothing to draw) is not presenting.
/// - janky-frame share (Android's `dumpsys gfxinfo`, "Janky frames"): frames whose main-thread work
///   exceeded the frame budget (a stall) or that were presented more than 1.5 budgets after the
///   previous one (a missed frame), over all frames; a frame that was both counts once.
/// - worst one-second dropped-frame share (Chrome's smoothness, "percent dropped frames" in its worst
///   window): an interval of k budgets dropped round(k) - 1 frames; over every one-second window of
///   presents (the intervals presented in the last second, at each present), the frames dropped
///   over the frames expected in it: those presented plus those dropped, and at least a second's
///   worth at the frame rate, so a short burst after an idle pause is not judged on a few frames.
public struct FrameSmoothness: Sendable {
    public let budgetMs: Double
    private var lateMs = 0.0
    private var presentingMs = 0.0
    private var frames = 0
    private var jankyFrames = 0
    /// The intervals presented in the last second: when, and the frames each dropped.
    private var lastSecond = Deque<(presented: Double, dropped: Int)>()
    private var droppedInLastSecond = 0
    private var worstShare = 0.0

    public init(budgetMs: Double) {
        self.budgetMs = budgetMs
    }

    /// Counts `frame`, presented at `presented` (seconds), once `FrameRecorder` has judged it: its
    /// stall and missed flags, and its interval (nil for a first frame, or one after the loop sat idle).
    public mutating func record(_ frame: FrameRecord, presentedAt presented: Double) {
        frames += 1
        if frame.missed || frame.stall { jankyFrames += 1 }
        guard let intervalMs = frame.intervalMs else { return }
        presentingMs += intervalMs
        if frame.missed { lateMs += intervalMs - budgetMs }

        let dropped = max(Int((intervalMs / budgetMs).rounded()) - 1, 0)
        lastSecond.append((presented, dropped))
        droppedInLastSecond += dropped
        while let first = lastSecond.first, first.presented <= presented - 1 {
            droppedInLastSecond -= first.dropped
            lastSecond.removeFirst()
        }
        let expected = max(Double(lastSecond.count + droppedInLastSecond), (1000 / budgetMs).rounded())
        worstShare = max(worstShare, Double(droppedInLastSecond) / expected)
    }

    /// Milliseconds late per second of presenting; 0 before two frames followed each other.
    public var hitchTimeRatioMsPerS: Double { presentingMs > 0 ? lateMs / (presentingMs / 1000) : 0 }

    /// Janky frames over all frames; 0 with no frame.
    public var jankyFrameShare: Double { frames > 0 ? Double(jankyFrames) / Double(frames) : 0 }

    /// The worst one-second window's dropped frames over the frames expected in it.
    public var worstSecondDroppedFrameShare: Double { worstShare }
}
