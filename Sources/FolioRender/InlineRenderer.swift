import FolioCore

/// Renders every job it is given on the calling thread, before `submit` returns: the `sync`
/// strategy of `folio bench`, what a naive viewer does with the main thread. No disk cache, no
/// queue. It exists to be measured against `RenderPool`: every render here is main-thread time.
public final class InlineRenderer: RenderService {
    public let info: DocumentInfo
    private let pages: any PageSource
    private let onResult: RenderPool.ResultHandler
    private var statistics = RenderStatistics()
    private var stopped = false

    /// Opens the pages on the calling thread, which then owns them.
    public init(opener: any PageSourceOpener, onResult: @escaping RenderPool.ResultHandler) throws(FolioError) {
        pages = try opener.open()
        info = try pages.info()
        self.onResult = onResult
    }

    public var rendersOnCallingThread: Bool { true }
    public var queueDepth: Int { 0 }
    public var currentStatistics: RenderStatistics { statistics }

    public func submit(_ plan: RenderPlan) {
        guard !stopped else { return }
        for job in plan.jobs where plan.accepts(job) {
            let result = RenderResult(rendering: job, from: pages)
            statistics.busySeconds += result.renderSeconds
            if job.kind == .thumbnail { statistics.thumbnailBusySeconds += result.renderSeconds }
            statistics.count(result)
            onResult(result)
        }
    }

    public func stop() { stopped = true }

    /// Runs the tasks at once, on the calling thread, as a naive viewer would.
    public func perform(_ tasks: [DocumentTask]) {
        guard !stopped else { return }
        for task in tasks { task.run(on: pages) }
    }

    public func cancelTasks(inGroup group: UInt64) {}
}
