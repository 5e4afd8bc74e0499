/// What a render service has done so far: the figures the bench report gives under `renders`.
public struct RenderStatistics: Sendable {
    /// Jobs dropped before they started: left out of a newer plan or of a generation gone stale.
    public var dropped = 0
    /// Whole pages (not thumbnails) the page source rendered that the plan still wanted when they
    /// were delivered.
    public var fitRenders = 0
    /// Seconds during which at least one job was waiting or being rendered.
    public var busySeconds = 0.0
    /// Thumbnails the page source rendered (not those read from the disk cache).
    public var thumbnailRenders = 0
    /// Seconds during which at least one thumbnail was waiting or being rendered.
    public var thumbnailBusySeconds = 0.0
    /// Times a worker opened its page source again to let go of what it had loaded: after
    /// `RenderPool.pagesBeforeRenewal` pages, or as the thread left idle for `idleThreadLimit`.
    public var sourcesReopened = 0
    /// Times a thread beyond the first ended after `RenderPool.idleThreadLimit` with nothing to
    /// do, letting go of its source (a worker process ends), to start again when work waited.
    public var threadsRested = 0

    /// Renders that ran past the pool's time limit (`RenderWatch`), counted as they passed it.
    public var overdueRenders = 0
    /// The longest of those, once it ended.
    public var longestOverdueRender: OverdueRender?
    /// What the worker processes went through, where the pages render in processes.
    public var processes: WorkerProcessCounts?

    /// A render that ran past the time limit: its page and how long it took.
    public struct OverdueRender: Sendable, Equatable {
        public let page: Int
        public let seconds: Double
    }

    public init() {}

    /// Counts a finished job: a whole page the page source rendered adds to `fitRenders`.
    mutating func count(_ result: RenderResult) {
        guard result.source == .rendered, result.job.region == nil else { return }
        if result.job.kind == .thumbnail { thumbnailRenders += 1 } else { fitRenders += 1 }
    }

    /// Whole pages rendered and still wanted per second of busy time: the throughput.
    public var fitRendersPerSecond: Double { busySeconds > 0 ? Double(fitRenders) / busySeconds : 0 }

    /// Thumbnails rendered per second of the time any was waiting or being rendered: the page
    /// strip's throughput, alongside whatever the pages on screen needed meanwhile.
    public var thumbnailsPerSecond: Double {
        thumbnailBusySeconds > 0 ? Double(thumbnailRenders) / thumbnailBusySeconds : 0
    }
}
