import DequeModule

/// The window's frame timeline for its plot (F3), bounded to the last `seconds` of frames so that a
/// session left open for days does not grow by it. The bench keeps every frame instead
/// (`FrameRecorder.timeline`).
public struct RecentFrames: Sendable {
    public let seconds: Double
    private var frames = Deque<FrameTimeline.Frame>()

    /// Ten minutes: at most 36,000 frames at 60 fps, under 2 MB.
    public static let defaultSeconds = 600.0

    public init(seconds: Double = defaultSeconds) {
        self.seconds = seconds
    }

    /// Adds a frame the recorder has filled in, and forgets those more than `seconds` older.
    public mutating func append(_ record: FrameRecord) {
        frames.append(
            .init(
                t: record.t, mainThreadMs: record.mainThreadMs, intervalMs: record.intervalMs, stall: record.stall,
                missed: record.missed))
        while let first = frames.first, first.t < record.t - seconds { frames.removeFirst() }
    }

    public var count: Int { frames.count }
    /// The time of the last frame kept; nil before the first.
    public var lastTime: Double? { frames.last?.t }

    /// The frames kept, oldest first, as a plot draws them.
    public func timeline(title: String, budgetMs: Double) -> FrameTimeline {
        FrameTimeline(title: title, budgetMs: budgetMs, frames: Array(frames), gestureSpans: [])
    }
}
