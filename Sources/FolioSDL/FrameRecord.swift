/// One frame of a bench run: the line the `--events` file holds for it.
public struct FrameRecord: Sendable, Encodable {
    public let frame: Int
    /// Script time in seconds.
    public let t: Double
    /// The outer pager's offset in device pixels, 0 at page 1.
    public let offsetX: Double
    /// Page width plus the gap between pages.
    public let stride: Double
    public let current: Int
    public let zoom: Double
    public let slots: [SlotFrameState]
    /// Main-thread work for this frame, milliseconds.
    public let mainThreadMs: Double
    /// Slot assignments made in this frame.
    public let swaps: Int
}
