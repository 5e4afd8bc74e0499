import FolioCore

/// The renders under way in a `RenderPool`, each with when it started, which of them have run
/// past the time limit, and which run on though nobody wants them.
///
/// poppler cannot be stopped in the middle of a page, so in a thread a render past the limit runs
/// on: its page says it is still rendering, and the pool starts a thread in its place so the rest
/// of the book keeps rendering. A render in a worker process can be stopped (its process killed):
/// then one past the limit is stopped, and so is one nobody wants that has run `unwantedLimit`.
/// A plain value the pool keeps under its lock, so the rules are tested without threads.
public struct RenderWatch: Sendable {
    /// A render that has run past the limit: what the reader shows and the bench reports.
    public struct Overdue: Sendable, Equatable {
        public let job: RenderJob
        /// On `MonotonicClock`.
        public let startedAt: Double

        public init(job: RenderJob, startedAt: Double) {
            self.job = job
            self.startedAt = startedAt
        }
    }

    /// Seconds a render may take before it counts as overdue.
    public let timeLimit: Double
    /// A render under way.
    private struct Render {
        let job: RenderJob
        let startedAt: Double
        /// Whether it can be stopped (`RenderInterrupter`).
        let stoppable: Bool
        var overdue = false
        /// Stopped, or about to end: neither overdue any more nor to be stopped again.
        var stopped = false
    }

    /// What each busy thread renders, by thread number.
    private var running: [Int: Render] = [:]
    /// Renders that ran past the limit, counted when they are noticed.
    public private(set) var overdueCount = 0
    /// The longest render that ran past the limit, counted when it ends: seconds and page.
    public private(set) var longestOverdue: (seconds: Double, page: Int)?

    /// The default limit: a page taking longer than this is pathological, not merely heavy.
    public static let defaultTimeLimit = 10.0
    /// The default time an unwanted render may go on before it is stopped: a worker process
    /// started in its place costs some 30 ms of CPU, so a render is stopped only once it has shown
    /// itself slow, where stopping it saves more than that.
    public static let defaultUnwantedLimit = 0.25

    public init(timeLimit: Double = RenderWatch.defaultTimeLimit) {
        self.timeLimit = timeLimit
    }

    /// Thread `thread` starts rendering `job` at `time`.
    public mutating func started(_ job: RenderJob, thread: Int, at time: Double, stoppable: Bool = false) {
        running[thread] = Render(job: job, startedAt: time, stoppable: stoppable)
    }

    /// Thread `thread` is done with its render at `time`; true when that render had been overdue.
    @discardableResult
    public mutating func finished(thread: Int, at time: Double) -> Bool {
        guard let render = running.removeValue(forKey: thread) else { return false }
        if render.overdue, time - render.startedAt > longestOverdue?.seconds ?? 0 {
            longestOverdue = (time - render.startedAt, render.job.page)
        }
        return render.overdue
    }

    /// Marks the renders that have passed the limit by `time`; returns the threads that newly did.
    public mutating func noticeOverdue(at time: Double) -> [Int] {
        var noticed: [Int] = []
        for (thread, render) in running where !render.overdue && !render.stopped && time - render.startedAt >= timeLimit
        {
            running[thread]?.overdue = true
            noticed.append(thread)
        }
        overdueCount += noticed.count
        return noticed.sorted()
    }

    /// Thread `thread`'s render is being stopped: it no longer counts as overdue, nor is stopped again.
    public mutating func stopping(thread: Int) {
        running[thread]?.stopped = true
    }

    /// The threads whose stoppable render nobody wants (`isWanted` says no) and has run `limit`
    /// seconds by `time`.
    public func unwanted(after limit: Double, at time: Double, isWanted: (RenderJob) -> Bool) -> [Int] {
        running.filter {
            $0.value.stoppable && !$0.value.stopped && time - $0.value.startedAt >= limit && !isWanted($0.value.job)
        }
        .map(\.key).sorted()
    }

    /// Renders under way, overdue or not.
    public var rendersUnderWay: Int { running.count }

    /// Threads busy with a render past the limit: they do not count as the pool's threads until it ends.
    public var overdueThreads: Int { running.values.count { $0.overdue && !$0.stopped } }

    /// The renders past the limit now, oldest first.
    public var overdue: [Overdue] {
        running.values.filter { $0.overdue && !$0.stopped }.map { Overdue(job: $0.job, startedAt: $0.startedAt) }
            .sorted { $0.startedAt < $1.startedAt }
    }

    /// When the next render under way passes the limit, or, with `unwantedLimit`, when the next
    /// stoppable render nobody wants has run that long; nil when nothing is due.
    public func nextDeadline(unwantedAfter unwantedLimit: Double? = nil, isWanted: (RenderJob) -> Bool = { _ in true })
        -> Double?
    {
        var deadlines: [Double] = []
        for render in running.values where !render.stopped {
            if !render.overdue { deadlines.append(render.startedAt + timeLimit) }
            if let unwantedLimit, render.stoppable, !isWanted(render.job) {
                deadlines.append(render.startedAt + unwantedLimit)
            }
        }
        return deadlines.min()
    }
}
