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
/// threads. So that memory stays flat over a long session, a thread opens its source again every
/// `pagesBeforeRenewal` distinct pages drawn (`RenewingPageSource`).
public final class RenderPool: RenderService, @unchecked Sendable {
    /// Called on the first render thread when its source is open (or failed to open).
    public typealias OpenHandler = @Sendable (Result<OpenedPages, FolioError>) -> Void
    /// Called on a render thread with page sizes (points, by page number) and labels measured after the open.
    public typealias MeasureHandler = @Sendable (MeasuredPages) -> Void
    /// Called on a render thread after each job.
    public typealias ResultHandler = @Sendable (RenderResult) -> Void
    /// Called on a render thread as a job starts (tests watch the order).
    public typealias StartHandler = @Sendable (RenderJob) -> Void

    public let threadCount: Int
    /// Distinct pages a thread draws before it opens its source again (`RenewingPageSource`).
    public let pagesBeforeRenewal: Int
    /// 50: what poppler keeps of the pages drawn stays a few megabytes per worker (after a reading
    /// session of 113 pages, two workers held 13 and 10 MiB at 200, 9 and 9 at 50), and a worker
    /// renews only when it has nothing else to do.
    public static let defaultPagesBeforeRenewal = 50
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
    /// Seconds a thread beyond the first may wait with nothing to do before it ends (nil: never);
    /// it starts again when work waits (`RenderPool+Resting`).
    let idleThreadLimit: Double?

    // Everything below is guarded by `condition`.
    let condition = NSCondition()
    /// What the threads do next: the plan's queue, the tasks, the sizes to measure, the busy time.
    var scheduler = RenderScheduler()
    var state = State.starting
    /// Threads that have not ended, the watch thread's among them.
    var runningThreads = 0
    /// Render threads opening a source or taking jobs, those busy with an overdue render included.
    var workingThreads = 0
    /// Of those, the threads waiting for work.
    var waitingThreads = 0
    /// Threads that ended after `idleThreadLimit` with nothing to do, to start again when work waits.
    var restingThreads = 0
    var threadsStarted = 0
    /// The disk cache the first thread opened, for the threads started after it.
    var sharedDiskCache: DiskCache?
    var watch: RenderWatch
    /// How to stop each busy thread's render, where its source can (`InterruptiblePageSource`).
    var interrupters: [Int: any RenderInterrupter] = [:]

    /// Where the pool is in its life.
    enum State: Sendable {
        /// The first thread opens the source and renders alone: poppler sets up its globals then.
        case starting
        /// Every thread renders.
        case running
        /// `stop` was called: no job starts, no result is delivered.
        case stopping
        /// Every thread has ended, but for those busy with a render past the time limit.
        case stopped
    }

    /// Threads the pool should have free of overdue renders: one until the first render is done,
    /// then `threadCount` but for those resting.
    var expectedThreads: Int { state == .starting ? 1 : threadCount - restingThreads }
    var isStopping: Bool { state == .stopping || state == .stopped }

    /// Starts the first thread, which measures the pages around `firstPage` before it reports.
    /// `threads` is clamped to at least 1. Whole pages are kept in a `DiskCache` under
    /// `diskCacheDirectory`, unless it is nil or `opener` names no cache identity. A render that
    /// takes longer than `renderTimeLimit` seconds is reported (`overdueRenders`) and another
    /// thread takes its place meanwhile, or where the source can stop it (a worker process), it is
    /// stopped and fails. Such a source's render that no plan wants any more is stopped once it has
    /// run `unwantedRenderLimit` seconds, and asked again should a later plan want it back. A
    /// thread beyond the first that has had nothing to do for `idleThreadLimit` seconds ends,
    /// letting go of its source, until work waits again.
    public init(
        opener: any PageSourceOpener, threads: Int, firstPage: Int = 1, diskCacheDirectory: URL?,
        renderTimeLimit: Double = RenderWatch.defaultTimeLimit, unwantedRenderLimit: Double? = nil,
        idleThreadLimit: Double? = nil, pagesBeforeRenewal: Int = RenderPool.defaultPagesBeforeRenewal,
        onOpen: @escaping OpenHandler, onMeasured: @escaping MeasureHandler = { _ in },
        onResult: @escaping ResultHandler, onStart: StartHandler? = nil
    ) {
        self.opener = opener
        self.threadCount = max(threads, 1)
        self.pagesBeforeRenewal = max(pagesBeforeRenewal, 1)
        self.firstPage = firstPage
        self.diskCacheDirectory = diskCacheDirectory
        self.openedVersion = opener.filePath.flatMap(FileVersion.of(path:))
        self.watch = RenderWatch(timeLimit: renderTimeLimit)
        self.unwantedRenderLimit = unwantedRenderLimit
        self.idleThreadLimit = idleThreadLimit
        self.onMeasured = onMeasured
        self.onResult = onResult
        self.onStart = onStart
        startWatch()
        condition.lock()
        startThreadLocked(onOpen: onOpen)
        condition.unlock()
    }

    /// The default thread count on this machine (`defaultThreadCount(cores:)`).
    public static var defaultThreadCount: Int {
        defaultThreadCount(cores: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Most render threads (each a worker process) the default gives, whatever the cores.
    public static let defaultThreadLimit = 4

    /// The default thread count on `cores` cores: one per core up to `defaultThreadLimit`. A plan
    /// seldom has more jobs ready at once than that (the page landed on and its two neighbours, or
    /// a zoomed view's region and the two ahead of it; only a run of flicks asks for more), while
    /// each worker holds its own document and caches: on a 16-core machine (issue 32) one per core held 750
    /// to 825 MiB against 455 to 513 with 2, and its uploads beside 16 renderers took the worst
    /// frames to 25 to 40 ms against 7 to 11. On 2 cores both help: `zoom-deep` on
    /// `pdfjs_issue12810.pdf` was crisp in 87 % of its frames at the zoom with 2 against 49 % with 1.
    public static func defaultThreadCount(cores: Int) -> Int { min(max(cores, 1), defaultThreadLimit) }

    /// Replaces the waiting jobs with `plan`'s (see `RenderQueue.replace`). Jobs the plan no longer
    /// accepts are dropped, now or when they come up; such a render under way may be stopped.
    public func submit(_ plan: RenderPlan) {
        condition.lock()
        defer { condition.unlock() }
        guard !isStopping else { return }
        scheduler.submit(plan, at: MonotonicClock.seconds)
        startRestingThreadsForWaitingWork()
        condition.broadcast()  // the threads, and the watch: a render under way may be unwanted now
    }

    public func perform(_ newTasks: [DocumentTask]) {
        // Asked every frame, mostly with nothing: the threads' lock is not taken for that.
        guard !newTasks.isEmpty else { return }
        condition.lock()
        defer { condition.unlock() }
        guard !isStopping else { return }
        scheduler.perform(newTasks)
        startRestingThreadsForWaitingWork()
        condition.broadcast()
    }

    public func cancelTasks(inGroup group: UInt64) {
        condition.lock()
        defer { condition.unlock() }
        scheduler.cancelTasks(inGroup: group)
    }

    /// Pages nearest `page` are measured first.
    public func focus(on page: Int) {
        condition.lock()
        defer { condition.unlock() }
        if scheduler.focus(on: page) { condition.broadcast() }
    }

    public var rendersOnCallingThread: Bool { false }

    /// Jobs waiting for a thread (not those being rendered).
    public var queueDepth: Int {
        condition.lock()
        defer { condition.unlock() }
        return scheduler.waitingJobs
    }

    public var currentStatistics: RenderStatistics {
        condition.lock()
        defer { condition.unlock() }
        var now = scheduler.statistics(at: MonotonicClock.seconds)
        now.overdueRenders = watch.overdueCount
        now.longestOverdueRender = watch.longestOverdue.map {
            RenderStatistics.OverdueRender(page: $0.page, seconds: $0.seconds)
        }
        now.processes = opener.workerProcessCounts
        return now
    }

    /// Every thread waits for work: none renders, measures, runs a task or opens its source again.
    public var isQuiet: Bool {
        condition.lock()
        defer { condition.unlock() }
        return waitingThreads == workingThreads
    }

    /// Renders running past the time limit now, oldest first.
    public var overdueRenders: [RenderWatch.Overdue] {
        condition.lock()
        defer { condition.unlock() }
        return watch.overdue
    }

    /// Stops every thread after the render in progress (a render that can be stopped is stopped)
    /// and waits for their threads to finish, but for those busy with a render past the time limit:
    /// poppler cannot be interrupted in a thread, so they end when it does, delivering nothing.
    /// (Waiting for the others matters: a process that exits while a thread is inside poppler tears
    /// poppler's globals down under it and crashes.)
    public func stop() {
        condition.lock()
        state = .stopping
        scheduler.removeAll()
        for interrupter in interrupters.values { _ = interrupter.interrupt(.stopping) }
        condition.broadcast()
        while runningThreads > watch.overdueThreads { condition.wait() }
        state = .stopped
        condition.unlock()
    }

    func finish(_ result: RenderResult) {
        condition.lock()
        defer { condition.unlock() }
        scheduler.finish(result, at: MonotonicClock.seconds)
    }
}
