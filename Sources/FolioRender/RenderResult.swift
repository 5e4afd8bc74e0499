import FolioCore

/// What a worker hands back for a `RenderJob`.
public struct RenderResult: Sendable {
    /// Where the pixels came from.
    public enum Source: Sendable {
        case poppler
        case diskCache
    }

    public let job: RenderJob
    public let outcome: Result<PixelBuffer, FolioError>
    public let source: Source
    /// Time spent making the pixels: poppler and cairo's, or reading them from the disk cache.
    public let renderSeconds: Double

    public init(job: RenderJob, outcome: Result<PixelBuffer, FolioError>, source: Source, renderSeconds: Double) {
        self.job = job
        self.outcome = outcome
        self.source = source
        self.renderSeconds = renderSeconds
    }

    /// Renders `job` with poppler, timed, on the calling thread, which must be `document`'s owner.
    init(rendering job: RenderJob, with document: Document) {
        let start = MonotonicClock.seconds
        let outcome = Result { () throws(FolioError) in
            try document.page(job.page).render(scale: job.scale, region: job.region)
        }
        self.init(job: job, outcome: outcome, source: .poppler, renderSeconds: MonotonicClock.seconds - start)
    }
}
