import DequeModule

/// Measures every presented frame, in the window and in the bench: stalls (main-thread work over the
/// frame budget), missed frames (a present more than 1.5 budgets after the one before), histograms of
/// work, interval, input latency and uploads, and what the visible slots showed. The bench keeps the
/// whole timeline for its plot; the HUD reads the last second.
public struct FrameRecorder: Sendable {
    public let budgetMs: Double
    public private(set) var frames = 0
    public private(set) var flaggedStalls: [Int] = []
    public private(set) var missedFrames = 0
    public private(set) var staleFrames = 0
    public private(set) var blankFrames = 0
    public private(set) var placeholderFrames = 0
    public private(set) var mainThread = LatencyHistogram()
    public private(set) var interval = LatencyHistogram()
    public private(set) var inputLatency = LatencyHistogram()
    /// Upload time, in the frames that uploaded anything.
    public private(set) var uploadTime = LatencyHistogram()
    /// Every frame's present (`FrameRecord.presentMs`).
    public private(set) var presentTime = LatencyHistogram()
    public private(set) var uploadedBytes = 0
    public private(set) var maxUploadBytes = 0
    /// The time all the uploads took.
    public private(set) var uploadSeconds = 0.0
    /// The textures the uploads asked for, and the part of `uploadSeconds` that took.
    public private(set) var texturesMade = 0
    public private(set) var textureMakingSeconds = 0.0
    public private(set) var maxQueueDepth = 0
    /// Hitch time ratio, janky-frame share, worst second's dropped frames (`FrameSmoothness`).
    public private(set) var smoothness: FrameSmoothness
    /// Every frame, when the recorder keeps the timeline (the bench does; the window does not).
    public private(set) var timeline: [FrameTimeline.Frame]?
    private var lastPresent: Double?
    /// Frames presented in the last second: when, and their work and interval.
    private var recent = Deque<(presented: Double, mainThreadMs: Double, intervalMs: Double?)>()

    public init(fps: Double, keepsTimeline: Bool) {
        budgetMs = 1000 / fps
        smoothness = FrameSmoothness(budgetMs: budgetMs)
        timeline = keepsTimeline ? [] : nil
    }

    /// Counts `record`, presented at `presented` (monotonic seconds), and fills in its interval,
    /// stall and missed flags. `followsPrevious` is false when the loop sat idle since the last
    /// present (the window waits for input), so that gap is no interval and no missed frame.
    public mutating func record(
        _ record: inout FrameRecord, presentedAt presented: Double, followsPrevious: Bool = true
    ) {
        frames += 1
        record.stall = record.mainThreadMs > budgetMs
        mainThread.record(milliseconds: record.mainThreadMs)
        presentTime.record(milliseconds: record.presentMs)
        if record.stall { flaggedStalls.append(record.frame) }
        if followsPrevious, let lastPresent {
            let gap = (presented - lastPresent) * 1000
            record.intervalMs = gap
            record.missed = gap > FrameTimeline.missedFrameBudgets * budgetMs
            interval.record(milliseconds: gap)
            if record.missed { missedFrames += 1 }
        }
        lastPresent = presented
        smoothness.record(record, presentedAt: presented)
        if let latency = record.inputLatencyMs { inputLatency.record(milliseconds: latency) }
        if record.uploadBytes > 0 {
            uploadTime.record(milliseconds: record.uploadMs)
            uploadedBytes += record.uploadBytes
            uploadSeconds += record.uploadMs / 1000
            texturesMade += record.texturesMade
            textureMakingSeconds += record.textureMakingMs / 1000
            maxUploadBytes = max(maxUploadBytes, record.uploadBytes)
        }
        maxQueueDepth = max(maxQueueDepth, record.queueDepth)

        let visible = record.slots.filter(\.visible)
        if visible.contains(where: { $0.shows == .stale }) { staleFrames += 1 }
        if visible.contains(where: { $0.shows == .blank }) { blankFrames += 1 }
        if visible.contains(where: { $0.shows == .placeholder }) { placeholderFrames += 1 }

        timeline?.append(
            .init(
                t: record.t, mainThreadMs: record.mainThreadMs, intervalMs: record.intervalMs, stall: record.stall,
                missed: record.missed))
        recent.append((presented, record.mainThreadMs, record.intervalMs))
        while let first = recent.first, first.presented < presented - 1 { recent.removeFirst() }
    }

    /// The last second, as the HUD shows it: frames presented, and the p99 of their work and of
    /// their intervals (nil when no two frames followed each other: the window sat idle).
    public var lastSecond: (frames: Int, p99IntervalMs: Double?, p99WorkMs: Double) {
        var intervals = LatencyHistogram(), work = LatencyHistogram()
        for frame in recent {
            work.record(milliseconds: frame.mainThreadMs)
            if let gap = frame.intervalMs { intervals.record(milliseconds: gap) }
        }
        return (
            recent.count, intervals.count > 0 ? intervals.milliseconds(atPercentile: 99) : nil,
            work.milliseconds(atPercentile: 99)
        )
    }
}
