import FolioCore
import Foundation

/// Threads that rest: one with nothing to do for `idleThreadLimit` seconds ends, letting go of its
/// source, while another thread is left, and starts again when more work waits than the waiting
/// threads can take. The thread left opens its source again instead, once it has drawn since it
/// opened it.
///
/// A source holds a copy of the document and what it loaded to draw (a worker process's own share
/// was about 3 MiB after a reading session of a 352-page book, the rest of its 8.5 MiB of PSS
/// being the template's pages); while the reader rests on a page, one thread is enough for what
/// comes next, and a worker the template forks again costs 3 to 4 ms of CPU. The thread left
/// keeps a source open, so that the next job does not wait for one: opened afresh, it holds the
/// document and not the fonts and pages of the last renders, which the next render loads again.
extension RenderPool {
    /// The default `idleThreadLimit`: half a second, longer than the pauses of a run of flicks or
    /// of a key held down, shorter than a page read.
    public static let defaultIdleThreadLimit = 0.5

    /// A thread's next piece of work (`RenderScheduler.next`); nil once the pool stops, has this
    /// thread to spare, or the thread rests. A thread that may not rest and `renewsWhenIdle` (it
    /// has drawn since it opened its source) is given a renewal once idle for `idleThreadLimit`.
    func nextWork(renewalDue: Bool, renewsWhenIdle: Bool) -> RenderScheduler.Work? {
        condition.lock()
        defer { condition.unlock() }
        var idleSince: Double?
        while true {
            if isStopping { return nil }
            if hasThreadToSpare {
                workingThreads -= 1
                return nil
            }
            let now = MonotonicClock.seconds
            let idleUntil = idleThreadLimit.map { (idleSince ?? now) + $0 }
            let restsAt = mayRest ? idleUntil : nil
            let renewsAt = restsAt == nil && renewsWhenIdle ? idleUntil : nil
            // A thread that may rest lets its source go then: opening it again first is in vain.
            if let work = scheduler.next(renewalDue: renewalDue && restsAt == nil, at: now) { return work }
            idleSince = idleSince ?? now
            if let restsAt, now >= restsAt {
                workingThreads -= 1
                restingThreads += 1
                scheduler.countRested()
                return nil
            }
            if let renewsAt, now >= renewsAt { return .renew }
            waitingThreads += 1
            if let wakesAt = restsAt ?? renewsAt {
                _ = condition.wait(until: Date(timeIntervalSinceNow: wakesAt - now))
            } else {
                condition.wait()
            }
            waitingThreads -= 1
        }
    }

    /// Whether a thread with nothing to do may rest: once every thread has started, while another
    /// thread free of an overdue render is left to take the next job. Called with the lock held.
    private var mayRest: Bool { state == .running && workingThreads - watch.overdueThreads > 1 }

    /// Starts resting threads again, as many as there are jobs and tasks waiting beyond the
    /// threads waiting for them. Called with the lock held.
    func startRestingThreadsForWaitingWork() {
        guard restingThreads > 0, state == .running else { return }
        for _ in 0..<min(restingThreads, max(scheduler.waitingWork - waitingThreads, 0)) {
            restingThreads -= 1
            startThreadLocked()
        }
    }
}
