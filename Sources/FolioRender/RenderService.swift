import FolioCore

/// Where a reader's render plan goes. `RenderPool` renders on worker threads, as Folio does;
/// `InlineRenderer` renders on the calling thread, as a naive viewer does, so the two can be
/// measured side by side. Results come back through the handler each was made with.
public protocol RenderService: AnyObject {
    /// Replaces the jobs not yet started with `plan`'s; those the plan no longer accepts
    /// (`RenderPlan.accepts`) are dropped.
    func submit(_ plan: RenderPlan)
    /// True when `submit` itself renders, so its results are ready as soon as it returns.
    var rendersOnCallingThread: Bool { get }
    /// Jobs waiting to start.
    var queueDepth: Int { get }
    /// Nothing is under way on the service's threads: no render, task or measuring, and no worker
    /// opening its document again (`RenewingPageSource`).
    var isQuiet: Bool { get }
    var currentStatistics: RenderStatistics { get }
    /// Stops rendering; no result is delivered once this returns.
    func stop()
    /// Where the reader is heading: page sizes still unknown are measured nearest it first.
    func focus(on page: Int)
    /// Renders running past the time limit now (`RenderWatch`), oldest first.
    var overdueRenders: [RenderWatch.Overdue] { get }
    /// Queues work on the document (`DocumentTask`) among the renders, by its priority.
    func perform(_ tasks: [DocumentTask])
    /// Drops the tasks of `group` not yet started.
    func cancelTasks(inGroup group: UInt64)
}

extension RenderService {
    /// A service that knows every size from the start has nothing to measure.
    public func focus(on page: Int) {}
    /// A service that renders on the calling thread has nothing under way once it returns.
    public var isQuiet: Bool { true }
    /// A service that renders on the calling thread cannot watch its renders: it is the one waiting.
    public var overdueRenders: [RenderWatch.Overdue] { [] }
}
