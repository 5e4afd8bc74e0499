import FolioCore

/// Renders every job it is given on the calling thread, before `submit` returns: the `sync`
/// strategy of `folio bench`, what a naive viewer does with the main thread. No disk cache, no
/// queue. It exists to be measured against `RenderPool`: every render here is main-thread time.
public final class InlineRenderer: RenderService {
    public let info: DocumentInfo
    private let document: Document
    private let onResult: RenderPool.ResultHandler
    private var statistics = RenderStatistics()
    private var stopped = false

    /// Opens the document on the calling thread, which then owns it (`PopplerThreadRule`).
    public init(path: String, password: String?, onResult: @escaping RenderPool.ResultHandler) throws(FolioError) {
        document = try Document(path: path, password: password)
        info = try document.info()
        self.onResult = onResult
    }

    public var rendersOnCallingThread: Bool { true }
    public var queueDepth: Int { 0 }
    public var currentStatistics: RenderStatistics { statistics }

    public func submit(_ plan: [RenderJob], liveGenerations: Set<UInt64>) {
        guard !stopped else { return }
        for job in plan where liveGenerations.contains(job.generation) {
            let start = MonotonicClock.seconds
            let outcome = Result { () throws(FolioError) in
                try document.page(job.page).render(scale: job.scale, region: job.region)
            }
            let seconds = MonotonicClock.seconds - start
            statistics.busySeconds += seconds
            if job.region == nil { statistics.fitRenders += 1 }
            onResult(RenderResult(job: job, outcome: outcome, source: .poppler, renderSeconds: seconds))
        }
    }

    public func stop() { stopped = true }
}
