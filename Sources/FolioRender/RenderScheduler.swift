import FolioCore

/// What the render pool's threads do next, and everything that choice depends on: the ranked
/// `RenderQueue` of the latest plan, the document tasks, the page sizes still to measure, and the
/// busy periods the throughput is measured over.
///
/// Not thread-safe: `RenderPool` keeps it under its lock and owns only the threads. A plain value
/// that is told the time, so the order of work is tested without threads or clocks.
struct RenderScheduler: Sendable {
    /// A thread's next piece of work.
    enum Work: Sendable {
        case render(RenderJob)
        case measure([Int])
        case task(DocumentTask)
        /// Nothing else to do and the thread's source is due to be opened again (`RenewingPageSource`).
        case renew
    }

    private(set) var queue = RenderQueue()
    private var tasks = DocumentTaskQueue()
    /// Nil until the first thread has opened its source and reported the pages.
    private(set) var measuring: PageMeasuring?
    private var statistics = RenderStatistics()
    private var busySince: Double?
    private var thumbnailsBusySince: Double?

    /// Whether a render of `job`, under way or done, is still of use: the latest plan says.
    func accepts(_ job: RenderJob) -> Bool { queue.plan.accepts(job) }

    /// Jobs waiting for a thread (not those being rendered).
    var waitingJobs: Int { queue.pending.count }

    /// Jobs and tasks waiting for a thread: what more threads could take at once.
    var waitingWork: Int { queue.pending.count + tasks.count }

    // MARK: What the reader asks for

    /// Replaces the waiting jobs with `plan`'s (see `RenderQueue.replace`).
    mutating func submit(_ plan: RenderPlan, at now: Double) {
        queue.replace(with: plan)
        noteBusy(at: now)
    }

    mutating func perform(_ newTasks: [DocumentTask]) { tasks.append(newTasks) }

    mutating func cancelTasks(inGroup group: UInt64) { tasks.removeAll(inGroup: group) }

    /// Pages nearest `page` are measured first; false when that was already the focus.
    mutating func focus(on page: Int) -> Bool {
        guard let measuring, measuring.focus != page else { return false }
        self.measuring?.focus = page
        return true
    }

    /// The pages are known: those not measured yet are, nearest `focus` first.
    mutating func startMeasuring(_ sizes: PageSizes, focus: Int) {
        measuring = PageMeasuring(sizes, focus: focus)
    }

    /// Drops every waiting job and task (the pool is stopping).
    mutating func removeAll() {
        queue.removeAll()
        tasks.removeAll()
    }

    // MARK: What the threads take

    /// A visible page's render first, then the sizes of pages near the focus, then the tasks for the
    /// pages on screen, the renders of the neighbours, background tasks (a search), the other
    /// renders, then the remaining sizes, one batch at a time; with nothing of those, a renewal
    /// when one is due. Nil: nothing to do now.
    mutating func next(renewalDue: Bool, at now: Double) -> Work? {
        let visibleWaits = queue.pending.first.map { $0.kind <= .visibleFit } ?? false
        if !visibleWaits, measuring?.isUrgent == true, let batch = measuring?.takeBatch() { return .measure(batch) }
        if !visibleWaits, let task = tasks.takeNext(.onScreen) { return .task(task) }
        let nearWaits = queue.pending.first.map { $0.kind <= .neighbour } ?? false
        if !nearWaits, let task = tasks.takeNext(.background) { return .task(task) }
        if let job = queue.takeNext() { return .render(job) }
        // One thread at a time measures in the background, so the main thread keeps a core.
        if measuring?.isIdle == true, let batch = measuring?.takeBatch(), !batch.isEmpty { return .measure(batch) }
        noteBusy(at: now)
        return renewalDue ? .renew : nil
    }

    /// Takes `job` if it is still the first waiting (the disk cache answers it before any source is open).
    mutating func takeFirst(_ job: RenderJob) -> RenderJob? {
        queue.pending.first == job ? queue.takeNext() : nil
    }

    /// A render is delivered. It counts towards the throughput only if the plan still accepts it:
    /// one no plan wants any more is work thrown away, which a render thread finishes and a render
    /// process is stopped before (the busy time it took counts either way).
    mutating func finish(_ result: RenderResult, at now: Double) {
        queue.finish(result.job)
        if queue.plan.accepts(result.job) { statistics.count(result) }
        noteBusy(at: now)
    }

    /// A render stopped before it was done is not delivered; should the latest plan ask for its key
    /// meanwhile, the planned job waits to be rendered anew.
    mutating func finishStopped(_ job: RenderJob, at now: Double) {
        queue.finish(job)
        if let planned = queue.plan.jobs.first(where: { $0.key == job.key }) { queue.putBack(planned) }
        noteBusy(at: now)
    }

    /// A batch of page sizes is measured; every size once the last batch is.
    mutating func finishMeasuring(_ measured: MeasuredPages) -> (sizes: [Size], labels: [Int: String])? {
        measuring?.finish(measured)
        guard let measuring, measuring.isDone, let sizes = measuring.allSizes else { return nil }
        return (sizes, measuring.labels)
    }

    mutating func countReopened() { statistics.sourcesReopened += 1 }

    mutating func countRested() { statistics.threadsRested += 1 }

    /// The statistics so far, busy periods still open counted to `now`.
    func statistics(at now: Double) -> RenderStatistics {
        var current = statistics
        current.dropped = queue.droppedCount
        if let busySince { current.busySeconds += now - busySince }
        if let thumbnailsBusySince { current.thumbnailBusySeconds += now - thumbnailsBusySince }
        return current
    }

    /// Opens or closes a busy period as the queue fills or empties, and one for thumbnails as
    /// they come and go.
    private mutating func noteBusy(at now: Double) {
        Self.note(busy: !queue.isIdle, at: now, since: &busySince, total: &statistics.busySeconds)
        Self.note(
            busy: queue.hasThumbnailWork, at: now, since: &thumbnailsBusySince, total: &statistics.thumbnailBusySeconds)
    }

    private static func note(busy: Bool, at now: Double, since: inout Double?, total: inout Double) {
        if !busy, let start = since {
            total += now - start
            since = nil
        } else if busy, since == nil {
            since = now
        }
    }
}
