import FolioCore

/// The frames of one run as a frame-time plot draws them: per frame, the main thread's work and
/// the present-to-present interval against the frame budget, which frames stalled or missed their
/// present, and when gestures were under way.
public struct FrameTimeline: Sendable, Equatable {
    /// One presented frame.
    public struct Frame: Sendable, Equatable {
        /// Seconds since the run started (script time in the bench).
        public var t: Double
        /// Main-thread work for the frame.
        public var mainThreadMs: Double
        /// Since the previous present; nil for the first frame.
        public var intervalMs: Double?
        /// Main-thread work over the budget.
        public var stall: Bool
        /// Presented more than `missedFrameBudgets` budgets after the previous frame.
        public var missed: Bool

        public init(t: Double, mainThreadMs: Double, intervalMs: Double?, stall: Bool, missed: Bool) {
            self.t = t
            self.mainThreadMs = mainThreadMs
            self.intervalMs = intervalMs
            self.stall = stall
            self.missed = missed
        }
    }

    /// A frame presented more than this many budgets after the previous one is a missed frame: the
    /// screen showed the frame before it twice.
    public static let missedFrameBudgets = 1.5

    /// A line naming the run, e.g. "map.pdf - flick-fast - engine".
    public var title: String
    /// One frame at the run's frame rate (1000 / fps).
    public var budgetMs: Double
    public var frames: [Frame]
    /// Drags and pinches, in the same seconds as `Frame.t`.
    public var gestureSpans: [GestureSpan]

    public init(title: String, budgetMs: Double, frames: [Frame], gestureSpans: [GestureSpan]) {
        self.title = title
        self.budgetMs = budgetMs
        self.frames = frames
        self.gestureSpans = gestureSpans
    }
}
