import FolioCore

/// What a worker hands back for a `RenderJob`.
public struct RenderResult: Sendable {
    /// Where the pixels came from.
    public enum Source: Sendable {
        /// The `PageSource` rendered them.
        case rendered
        case diskCache
    }

    public let job: RenderJob
    public let outcome: Result<PixelBuffer, FolioError>
    public let source: Source
    /// Time spent making the pixels: the page source's, or reading them from the disk cache.
    public let renderSeconds: Double
    /// When the render began (`MonotonicClock`), and the pool's render thread that made it (nil: the
    /// calling thread): where a trace draws it.
    public let startedAt: Double
    public internal(set) var thread: Int?
    /// CPU seconds the render cost where it ran (the render thread, or the worker process); nil
    /// when not measured (a render on the calling thread).
    public internal(set) var cpuSeconds: Double?

    /// `startedAt` defaults to `renderSeconds` before now: a result made just now.
    public init(
        job: RenderJob, outcome: Result<PixelBuffer, FolioError>, source: Source, renderSeconds: Double,
        startedAt: Double? = nil, thread: Int? = nil
    ) {
        self.job = job
        self.outcome = outcome
        self.source = source
        self.renderSeconds = renderSeconds
        self.startedAt = startedAt ?? MonotonicClock.seconds - renderSeconds
        self.thread = thread
    }

    /// Renders `job` from `pages`, timed, on the calling thread, which must be the one that opened them.
    init(rendering job: RenderJob, from pages: any PageSource) {
        let start = MonotonicClock.seconds
        let outcome = Result { () throws(FolioError) in
            try pages.render(page: job.page, scale: job.scale, region: job.region)
        }
        self.init(
            job: job, outcome: outcome, source: .rendered, renderSeconds: MonotonicClock.seconds - start,
            startedAt: start)
    }
}
