import FolioCore

/// The renders under way in a `RenderPool`, each with when it started, and which of them have run
/// past the time limit.
///
/// poppler cannot be stopped in the middle of a page, so a render past the limit runs on: its page
/// says it is still rendering, and the pool starts a worker in its place so the rest of the book
/// keeps rendering. A plain value the pool keeps under its lock, so the rules are tested without
/// threads.
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
    /// What each busy worker renders, by worker number.
    private var running: [Int: (job: RenderJob, startedAt: Double, overdue: Bool)] = [:]
    /// Renders that ran past the limit, counted when they are noticed.
    public private(set) var overdueCount = 0
    /// The longest render that ran past the limit, counted when it ends: seconds and page.
    public private(set) var longestOverdue: (seconds: Double, page: Int)?

    /// The default limit: a page taking longer than this is pathological, not merely heavy.
    public static let defaultTimeLimit = 10.0

    public init(timeLimit: Double = RenderWatch.defaultTimeLimit) {
        self.timeLimit = timeLimit
    }

    /// Worker `worker` starts rendering `job` at `time`.
    public mutating func started(_ job: RenderJob, worker: Int, at time: Double) {
        running[worker] = (job, time, false)
    }

    /// Worker `worker` is done with its render at `time`; true when that render had been overdue.
    @discardableResult
    public mutating func finished(worker: Int, at time: Double) -> Bool {
        guard let render = running.removeValue(forKey: worker) else { return false }
        if render.overdue, time - render.startedAt > longestOverdue?.seconds ?? 0 {
            longestOverdue = (time - render.startedAt, render.job.page)
        }
        return render.overdue
    }

    /// Marks the renders that have passed the limit by `time`; returns how many newly did.
    public mutating func noticeOverdue(at time: Double) -> Int {
        var noticed = 0
        for (worker, render) in running where !render.overdue && time - render.startedAt >= timeLimit {
            running[worker]?.overdue = true
            noticed += 1
        }
        overdueCount += noticed
        return noticed
    }

    /// Renders under way, overdue or not.
    public var rendersUnderWay: Int { running.count }

    /// Workers busy with a render past the limit: they do not count as the pool's workers until it ends.
    public var overdueWorkers: Int { running.values.count(where: \.overdue) }

    /// The renders past the limit now, oldest first.
    public var overdue: [Overdue] {
        running.values.filter(\.overdue).map { Overdue(job: $0.job, startedAt: $0.startedAt) }.sorted { $0.startedAt < $1.startedAt }
    }

    /// When the next render under way passes the limit; nil when none is under way that has not.
    public var nextDeadline: Double? {
        running.values.filter { !$0.overdue }.map { $0.startedAt + timeLimit }.min()
    }
}
