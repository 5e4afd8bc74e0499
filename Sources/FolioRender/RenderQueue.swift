import FolioCore

/// The pool's waiting jobs, in the order they should start, and the jobs being rendered.
/// Not thread-safe: `RenderPool` keeps it under its lock. A plain value, so the ordering rules are
/// tested without threads.
public struct RenderQueue: Sendable {
    public private(set) var pending: [RenderJob] = []
    /// The keys being rendered now; a new plan does not queue them again.
    public private(set) var inFlight: Set<RenderKey> = []
    /// Of those, the thumbnails.
    private var thumbnailsInFlight = 0
    /// The latest plan: what it accepts (`RenderPlan.accepts`) may still start.
    public private(set) var plan = RenderPlan(jobs: [], wanted: [], liveGenerations: [])
    /// Jobs dropped before they started: left out of a newer plan, or of a generation no longer live.
    public private(set) var droppedCount = 0

    public init() {}

    /// Replaces the waiting jobs with `plan`'s, ranked by kind (the plan's order within a kind), and
    /// keeps the plan to judge what may start. A key being rendered, or already planned, is not queued twice.
    public mutating func replace(with plan: RenderPlan) {
        self.plan = plan
        var seen = inFlight
        var next: [RenderJob] = []
        next.reserveCapacity(plan.jobs.count)
        for kind in RenderJob.Kind.allCases {
            for job in plan.jobs where job.kind == kind && plan.accepts(job) && seen.insert(job.key).inserted {
                next.append(job)
            }
        }
        let kept = Set(next.map(\.key))
        droppedCount += pending.count { !kept.contains($0.key) }
        pending = next
    }

    /// Takes the most urgent job the plan still accepts and marks it in flight.
    public mutating func takeNext() -> RenderJob? {
        while !pending.isEmpty {
            let job = pending.removeFirst()
            guard plan.accepts(job) else {
                droppedCount += 1
                continue
            }
            inFlight.insert(job.key)
            if job.kind == .thumbnail { thumbnailsInFlight += 1 }
            return job
        }
        return nil
    }

    /// The job's pixels are delivered: its key may be planned again.
    public mutating func finish(_ job: RenderJob) {
        inFlight.remove(job.key)
        if job.kind == .thumbnail { thumbnailsInFlight -= 1 }
    }

    /// Queues `job` again, first among its kind: its render was stopped before it was done.
    public mutating func putBack(_ job: RenderJob) {
        guard plan.accepts(job), !inFlight.contains(job.key), !pending.contains(where: { $0.key == job.key }) else {
            return
        }
        pending.insert(job, at: pending.firstIndex { $0.kind >= job.kind } ?? pending.endIndex)
    }

    /// Nothing waits and nothing is being rendered.
    public var isIdle: Bool { pending.isEmpty && inFlight.isEmpty }

    /// A thumbnail waits or is being rendered: the time the page strip's throughput is measured over.
    public var hasThumbnailWork: Bool { thumbnailsInFlight > 0 || pending.contains { $0.kind == .thumbnail } }

    /// Drops every waiting job (the pool is stopping).
    public mutating func removeAll() {
        pending.removeAll()
    }
}
