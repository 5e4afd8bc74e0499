import FolioCore

/// Renders stopped midway, where the source can stop them (a worker process, killed): those past
/// the time limit, those no plan wants any more, and what becomes of a stopped one.
extension RenderPool {
    /// A render stopped as unwanted is not delivered; should the latest plan ask for it again
    /// meanwhile, the planned job waits to be rendered anew.
    func finishStopped(_ job: RenderJob) {
        condition.lock()
        defer { condition.unlock() }
        scheduler.finishStopped(job, at: MonotonicClock.seconds)
        condition.broadcast()
    }

    /// Stops the renders newly past the time limit that can be stopped; returns how many cannot
    /// (they run on, and threads are started in their place). Called with the lock held.
    func stopOverdueRenders(at now: Double) -> Int {
        var runningOn = 0
        for thread in watch.noticeOverdue(at: now) {
            if let interrupter = interrupters[thread] {
                watch.stopping(thread: thread)
                _ = interrupter.interrupt(.pastTimeLimit(seconds: watch.timeLimit))
            } else {
                runningOn += 1
            }
        }
        return runningOn
    }

    /// Stops the renders nobody wants that have run `unwantedRenderLimit`. Called with the lock held.
    func stopUnwantedRenders(at now: Double) {
        guard let unwantedRenderLimit else { return }
        for thread in watch.unwanted(after: unwantedRenderLimit, at: now, isWanted: scheduler.accepts) {
            watch.stopping(thread: thread)
            _ = interrupters[thread]?.interrupt(.unwanted)
        }
    }
}
