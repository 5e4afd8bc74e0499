/// One input a gesture script gives the engine. Positions are window pixels.
public enum InputEvent: Sendable, Equatable {
    case pointerDown(Point)
    case pointerMove(Point)
    case pointerUp(Point)
    /// Zoom about `focus` by `scale` relative to the zoom just before this event: a step factor, not
    /// a cumulative one, so the engine needs no notion of where a pinch began. The factors of one
    /// pinch step multiply to the step's scale (up to rounding).
    case pinch(scale: Double, focus: Point)
    /// An SDL key name, one of `GestureStep.keyNames`.
    case key(String)
    /// A page number counted from 1.
    case gotoPage(Int)
}

/// An input event and when it is due.
public struct TimedInputEvent: Sendable, Equatable {
    /// Seconds since the script started.
    public let time: Double
    public let event: InputEvent
    /// The step that produced the event, counted from 0 in the script with repeats multiplied out.
    public let stepIndex: Int

    public init(time: Double, event: InputEvent, stepIndex: Int) {
        self.time = time
        self.event = event
        self.stepIndex = stepIndex
    }
}
