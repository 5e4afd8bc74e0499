import FolioCore
import Foundation

/// The pool's threads: the threads' loop, the watch over renders that run past the time limit, and
/// the threads started in place of those.
extension RenderPool {
    /// What the pool's render threads are named, before their number.
    public static let threadNamePrefix = "folio-render-"

    /// Starts a thread that works until the pool stops or has threads to spare: the first thread
    /// when `onOpen` is given, else one that opens a source of its own. Called with the lock held.
    func startThreadLocked(onOpen: OpenHandler? = nil) {
        guard !isStopping else { return }
        let index = threadsStarted
        threadsStarted += 1
        workingThreads += 1
        runningThreads += 1
        let thread = Thread { [self] in
            condition.lock()
            let diskCache = sharedDiskCache
            condition.unlock()
            Thread.nameCurrent("\(Self.threadNamePrefix)\(index)")
            ThreadPriority.yieldToTheMainThread()
            defer {
                condition.lock()
                runningThreads -= 1
                condition.broadcast()
                condition.unlock()
            }
            if let onOpen {
                runFirstThread(onOpen: onOpen)
            } else if var source = (try? opener.open()).map(renewing) {
                work(&source, diskCache: diskCache, thread: index)
            } else {
                condition.lock()
                workingThreads -= 1
                condition.unlock()
            }
        }
        thread.start()
    }

    /// After the first render: the pool grows to its full count of threads.
    func startOtherThreads() {
        condition.lock()
        defer { condition.unlock() }
        if state == .starting { state = .running }
        startThreadsInPlaceOfOverdueOnes()
    }

    /// Starts threads until as many as expected are free of overdue renders, with at most
    /// `threadCount` more threads than that: a book of pages that each take minutes cannot make
    /// threads without end. Called with the lock held.
    private func startThreadsInPlaceOfOverdueOnes() {
        while workingThreads - watch.overdueThreads < expectedThreads, workingThreads < expectedThreads + threadCount,
            !isStopping
        {
            startThreadLocked()
        }
    }

    /// Runs jobs until the pool stops or has a thread to spare; `afterFirstRender` runs once, after
    /// the first render. `source` is the only reference to the thread's pages, so that a renewal
    /// releases the old ones.
    func work(
        _ source: inout RenewingPageSource, diskCache: DiskCache?, thread: Int, afterFirstRender: (() -> Void)? = nil
    ) {
        var afterFirstRender = afterFirstRender
        while let next = nextWork(renewalDue: source.isDue, renewsWhenIdle: source.hasDrawn) {
            let job: RenderJob
            switch next {
            case .render(let next): job = next
            case .measure(let numbers):
                measure(numbers, pages: source.pages, diskCache: diskCache)
                continue
            case .renew:
                if source.renew() { countReopened() }
                continue
            case .task(let task):
                task.run(on: source.pages, diskCache: diskCache)
                for page in task.pages { source.drew(page: page) }
                continue
            }
            onStart?(job)
            let interruptible = source.pages as? any InterruptiblePageSource
            started(job, thread: thread, interrupter: interruptible?.interrupter)
            let cpuBefore = CPUClock.thisThread
            var result = checkedAgainstTheFile(Self.run(job, pages: source.pages, diskCache: diskCache))
            result.thread = thread
            // This thread's share (all of it in a thread; the pixels' copy for a worker process) and the worker process's.
            let workerCPU = result.source == .rendered ? interruptible?.cpuSecondsOfLastRender ?? 0 : 0
            result.cpuSeconds = CPUClock.thisThread - cpuBefore + workerCPU
            // Once stopped, a render that outlived the stop is not delivered.
            guard ended(thread: thread) else { break }
            if case .failure(.renderStopped) = result.outcome {
                finishStopped(job)
                continue
            }
            // Deliver first: until the result is posted, a new plan must not queue this job again.
            onResult(result)
            if result.source == .rendered, job.region == nil, case .success(let image) = result.outcome {
                diskCache?.store(image, page: job.page, scale: job.scale)
            }
            finish(result)
            if result.source == .rendered, let start = afterFirstRender {
                afterFirstRender = nil
                start()
            }
            if result.source == .rendered, case .success = result.outcome { source.drew(page: job.page) }
        }
    }

    private func countReopened() {
        condition.lock()
        scheduler.countReopened()
        condition.unlock()
    }

    static func run(_ job: RenderJob, pages: any PageSource, diskCache: DiskCache?) -> RenderResult {
        let start = MonotonicClock.seconds
        if job.region == nil, let image = diskCache?.load(page: job.page, scale: job.scale) {
            return RenderResult(
                job: job, outcome: .success(image), source: .diskCache, renderSeconds: MonotonicClock.seconds - start,
                startedAt: start)
        }
        return RenderResult(rendering: job, from: pages)
    }

    /// A render made while the file was replaced or rewritten (poppler reads pages lazily, so it may
    /// have read the new bytes through the old cross-reference table, or a thread opened the new
    /// file) fails instead of being shown or kept: the window reloads the new version anyway. A file
    /// that is only gone is still read through the threads' open descriptors, whole.
    private func checkedAgainstTheFile(_ result: RenderResult) -> RenderResult {
        guard result.source == .rendered, let path = opener.filePath, let now = FileVersion.of(path: path),
            now != openedVersion
        else { return result }
        return RenderResult(
            job: result.job, outcome: .failure(.fileChanged(path: path)), source: .rendered,
            renderSeconds: result.renderSeconds, startedAt: result.startedAt)
    }

    private func started(_ job: RenderJob, thread: Int, interrupter: (any RenderInterrupter)?) {
        condition.lock()
        watch.started(job, thread: thread, at: MonotonicClock.seconds, stoppable: interrupter != nil)
        interrupters[thread] = interrupter
        condition.broadcast()  // the watch thread sets its alarm by the renders under way
        condition.unlock()
    }

    /// Whether the result may be delivered: false once the pool has stopped.
    private func ended(thread: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        watch.finished(thread: thread, at: MonotonicClock.seconds)
        interrupters[thread] = nil
        return !isStopping
    }

    /// A thread whose render outlived the limit comes back to a pool that started another in its
    /// place: one of them retires. Called with the lock held.
    var hasThreadToSpare: Bool { workingThreads - watch.overdueThreads > expectedThreads }

    /// The watch thread: sleeps until the next render under way would pass the limit, and starts a
    /// thread in place of each that does.
    func startWatch() {
        let thread = Thread { [self] in
            condition.lock()
            defer {
                runningThreads -= 1
                condition.broadcast()
                condition.unlock()
            }
            Thread.nameCurrent("folio-watch")
            // It wakes at every broadcast the render threads wake at: at the main thread's priority,
            // each of those wakes took the core from a frame.
            ThreadPriority.yieldToTheMainThread()
            while !isStopping {
                let now = MonotonicClock.seconds
                if stopOverdueRenders(at: now) > 0 {
                    // A first render past the limit has surely set up what poppler sets up once.
                    if state == .starting { state = .running }
                    startThreadsInPlaceOfOverdueOnes()
                }
                stopUnwantedRenders(at: now)
                if let deadline = watch.nextDeadline(unwantedAfter: unwantedRenderLimit, isWanted: scheduler.accepts) {
                    _ = condition.wait(until: Date(timeIntervalSinceNow: deadline - now))
                } else {
                    condition.wait()
                }
            }
        }
        condition.lock()
        runningThreads += 1
        condition.unlock()
        thread.start()
    }
}
