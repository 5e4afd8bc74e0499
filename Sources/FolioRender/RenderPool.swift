import FolioCore
import Foundation

/// Render threads, each with its own `PageSource` from the same `PageSourceOpener`, fed from one
/// ranked `RenderQueue`.
///
/// The first thread opens its source, reports the pages (`OpenedPages`: the count, and the sizes of
/// the first pages shown) and renders alone until its first render is done (poppler creates some
/// globals lazily); only then do the others open their own sources and join in. The sizes of the
/// other pages are measured between renders, nearest the page the reader is heading for first:
/// those near it before anything but a visible page, the rest when nothing else waits. Whole-page jobs are looked up in the disk cache (when the opener names an identity)
/// before the source is asked, and stored there after. Every call into a source happens on these
/// threads. So that memory stays flat over a long session, a worker opens its source again every
/// `pagesBeforeRenewal` distinct pages drawn (`RenewingPageSource`).
public final class RenderPool: RenderService, @unchecked Sendable {
    /// Called on the first worker thread when its source is open (or failed to open).
    public typealias OpenHandler = @Sendable (Result<OpenedPages, FolioError>) -> Void
    /// Called on a worker thread with page sizes (points, by page number) and labels measured after the open.
    public typealias MeasureHandler = @Sendable (MeasuredPages) -> Void
    /// Called on a worker thread after each job.
    public typealias ResultHandler = @Sendable (RenderResult) -> Void
    /// Called on a worker thread as a job starts (tests watch the order).
    public typealias StartHandler = @Sendable (RenderJob) -> Void

    public let workerCount: Int
    /// Distinct pages a worker draws before it opens its source again (`RenewingPageSource`).
    public let pagesBeforeRenewal: Int
    public static let defaultPagesBeforeRenewal = 200
    let opener: any PageSourceOpener
    let diskCacheDirectory: URL?
    /// The file's version when the pool started (nil for pages not from a file): a render made
    /// once the file names another version is not the document the pool was laid out from.
    let openedVersion: FileVersion?
    let firstPage: Int
    let onMeasured: MeasureHandler
    let onResult: ResultHandler
    let onStart: StartHandler?
    /// Seconds an unwanted render may go on before it is stopped (where it can be); nil: never.
    let unwantedRenderLimit: Double?

    // Everything below is guarded by `condition`.
    let condition = NSCondition()
    var queue = RenderQueue()
    var tasks = DocumentTaskQueue()
    /// Nil until the first worker has opened its source.
    var measuring: PageMeasuring?
    var statistics = RenderStatistics()
    private var busySince: Double?
    private var thumbnailsBusySince: Double?
    var stopping = false
    /// Threads that have not ended, the watch thread's among them.
    var runningThreads = 0
    /// Worker threads opening a source or taking jobs, those busy with an overdue render included.
    var workingThreads = 0
    /// Workers the pool should have free of overdue renders: one until the first render is done.
    var expectedWorkers = 1
    var threadsStarted = 0
    /// The disk cache the first worker opened, for the workers started after it.
    var sharedDiskCache: DiskCache?
    var watch: RenderWatch
    /// How to stop each busy worker's render, where its source can (`InterruptiblePageSource`).
    var interrupters: [Int: any RenderInterrupter] = [:]
    /// The latest plan's jobs by key, and its live generations: a render in flight outside both is
    /// no longer wanted.
    var plannedJobs: [RenderKey: RenderJob] = [:]
    var liveGenerations: Set<UInt64> = []

    /// Starts the first worker, which measures the pages around `firstPage` before it reports.
    /// `workers` is clamped to at least 1. Whole pages are kept in a `DiskCache` under
    /// `diskCacheDirectory`, unless it is nil or `opener` names no cache identity. A render that
    /// takes longer than `renderTimeLimit` seconds is reported (`overdueRenders`) and another
    /// worker takes its place meanwhile, or where the source can stop it (a worker process), it is
    /// stopped and fails. Such a source's render that no plan wants any more is stopped once it has
    /// run `unwantedRenderLimit` seconds, and asked again should a later plan want it back.
    public init(
        opener: any PageSourceOpener, workers: Int, firstPage: Int = 1, diskCacheDirectory: URL?,
        renderTimeLimit: Double = RenderWatch.defaultTimeLimit, unwantedRenderLimit: Double? = nil,
        pagesBeforeRenewal: Int = RenderPool.defaultPagesBeforeRenewal,
        onOpen: @escaping OpenHandler, onMeasured: @escaping MeasureHandler = { _ in },
        onResult: @escaping ResultHandler, onStart: StartHandler? = nil
    ) {
        self.opener = opener
        self.workerCount = max(workers, 1)
        self.pagesBeforeRenewal = max(pagesBeforeRenewal, 1)
        self.firstPage = firstPage
        self.diskCacheDirectory = diskCacheDirectory
        self.openedVersion = opener.filePath.flatMap(FileVersion.of(path:))
        self.watch = RenderWatch(timeLimit: renderTimeLimit)
        self.unwantedRenderLimit = unwantedRenderLimit
        self.onMeasured = onMeasured
        self.onResult = onResult
        self.onStart = onStart
        startWatch()
        condition.lock()
        startThreadLocked(onOpen: onOpen)
        condition.unlock()
    }

    /// The default worker count: one per core.
    public static var defaultWorkerCount: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Replaces the waiting jobs with `plan` (see `RenderQueue.replace`). Jobs of generations not in
    /// `liveGenerations` are dropped, now or when they come up.
    public func submit(_ plan: [RenderJob], liveGenerations: Set<UInt64>) {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping else { return }
        queue.replace(with: plan, liveGenerations: liveGenerations)
        plannedJobs = Dictionary(plan.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        self.liveGenerations = liveGenerations
        noteBusy()
        condition.broadcast()  // the workers, and the watch: a render under way may be unwanted now
    }

    public func perform(_ newTasks: [DocumentTask]) {
        // Asked every frame, mostly with nothing: the workers' lock is not taken for that.
        guard !newTasks.isEmpty else { return }
        condition.lock()
        defer { condition.unlock() }
        guard !stopping else { return }
        tasks.append(newTasks)
        condition.broadcast()
    }

    public func cancelTasks(inGroup group: UInt64) {
        condition.lock()
        defer { condition.unlock() }
        tasks.removeAll(inGroup: group)
    }

    /// Pages nearest `page` are measured first.
    public func focus(on page: Int) {
        condition.lock()
        defer { condition.unlock() }
        guard measuring?.focus != page else { return }
        measuring?.focus = page
        condition.broadcast()
    }

    public var rendersOnCallingThread: Bool { false }

    /// Jobs waiting for a worker (not those being rendered).
    public var queueDepth: Int {
        condition.lock()
        defer { condition.unlock() }
        return queue.pending.count
    }

    public var currentStatistics: RenderStatistics {
        condition.lock()
        defer { condition.unlock() }
        var now = statistics
        now.dropped = queue.droppedCount
        if let busySince { now.busySeconds += MonotonicClock.seconds - busySince }
        if let thumbnailsBusySince { now.thumbnailBusySeconds += MonotonicClock.seconds - thumbnailsBusySince }
        now.overdueRenders = watch.overdueCount
        now.longestOverdueRender = watch.longestOverdue.map { RenderStatistics.OverdueRender(page: $0.page, seconds: $0.seconds) }
        now.processes = opener.workerProcessCounts
        return now
    }

    /// Renders running past the time limit now, oldest first.
    public var overdueRenders: [RenderWatch.Overdue] {
        condition.lock()
        defer { condition.unlock() }
        return watch.overdue
    }

    /// Stops every worker after the render in progress (a render that can be stopped is stopped)
    /// and waits for their threads to finish, but for those busy with a render past the time limit:
    /// poppler cannot be interrupted in a thread, so they end when it does, delivering nothing.
    /// (Waiting for the others matters: a process that exits while a worker is inside poppler tears
    /// poppler's globals down under it and crashes.)
    public func stop() {
        condition.lock()
        stopping = true
        queue.removeAll()
        tasks.removeAll()
        for interrupter in interrupters.values { _ = interrupter.interrupt(.stopping) }
        condition.broadcast()
        while runningThreads > watch.overdueWorkers { condition.wait() }
        condition.unlock()
    }

    /// A worker's next piece of work.
    enum Work {
        case render(RenderJob)
        case measure([Int])
        case task(DocumentTask)
        /// Nothing else to do and the source is due to be opened again (`RenewingPageSource`).
        case renew
    }

    /// A visible page's render first, then the sizes of pages near the focus, then the tasks for the
    /// pages on screen, the renders of the neighbours, background tasks (a search), the other
    /// renders, then the remaining sizes, one batch at a time; with nothing of those, a renewal when one is due.
    func nextWork(renewalDue: Bool) -> Work? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if stopping { return nil }
            if hasWorkerToSpare {
                workingThreads -= 1
                return nil
            }
            let visibleWaits = queue.pending.first.map { $0.kind <= .visibleFit } ?? false
            if !visibleWaits, measuring?.isUrgent == true, let batch = measuring?.takeBatch() { return .measure(batch) }
            if !visibleWaits, let task = tasks.takeNext(.onScreen) { return .task(task) }
            let nearWaits = queue.pending.first.map { $0.kind <= .neighbour } ?? false
            if !nearWaits, let task = tasks.takeNext(.background) { return .task(task) }
            if let job = queue.takeNext() { return .render(job) }
            // One worker at a time measures in the background, so the main thread keeps a core.
            if measuring?.isIdle == true, let batch = measuring?.takeBatch(), !batch.isEmpty { return .measure(batch) }
            noteBusy()
            if renewalDue { return .renew }
            condition.wait()
        }
    }

    func finish(_ result: RenderResult) {
        condition.lock()
        defer { condition.unlock() }
        queue.finish(result.job)
        statistics.count(result)
        noteBusy()
    }

    /// Opens or closes a busy period as the queue fills or empties, and one for thumbnails as
    /// they come and go. Called with the lock held.
    func noteBusy() {
        Self.note(busy: !queue.isIdle, since: &busySince, total: &statistics.busySeconds)
        Self.note(busy: queue.hasThumbnailWork, since: &thumbnailsBusySince, total: &statistics.thumbnailBusySeconds)
    }

    private static func note(busy: Bool, since: inout Double?, total: inout Double) {
        if !busy, let start = since {
            total += MonotonicClock.seconds - start
            since = nil
        } else if busy, since == nil {
            since = MonotonicClock.seconds
        }
    }
}
