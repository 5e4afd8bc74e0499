/// The time `[start, end)` a gesture step (drag or pinch) occupies; `start == end` for a
/// zero-second gesture. Used to shade plots and to measure time-to-crisp from `end`.
public struct GestureSpan: Sendable, Equatable {
    public let start: Double
    public let end: Double
    /// As in `TimedInputEvent.stepIndex`.
    public let stepIndex: Int

    public init(start: Double, end: Double, stepIndex: Int) {
        self.start = start
        self.end = end
        self.stepIndex = stepIndex
    }
}
