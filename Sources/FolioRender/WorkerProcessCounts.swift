/// What the render worker processes behind a render pool have been through: the bench reports it
/// under `renders.processes` when the pages are rendered in processes (`ProcessPageSourceOpener`).
public struct WorkerProcessCounts: Sendable, Equatable, Encodable {
    /// Worker processes started: one per render thread, plus those started again after a crash, a
    /// kill or a renewal.
    public var started = 0
    /// CPU seconds the started workers spent starting and opening the document: the price of each
    /// worker started again after a kill.
    public var startCPUSeconds = 0.0
    /// Wall seconds the reader waited for the started workers, from asking for each (or taking it
    /// prestarted) until it had opened the document; divided by `started`, a worker's start.
    public var startWallSeconds = 0.0
    /// Workers that died on their own while answering (a crash in poppler).
    public var crashed = 0
    /// Workers killed because their render ran past the time limit.
    public var killedPastTimeLimit = 0
    /// Workers killed because their render was no longer wanted, and the CPU seconds those renders
    /// had cost by then.
    public var killedUnwanted = 0
    public var killedUnwantedCPUSeconds = 0.0
    /// Renders answered with the pixels of a first page a worker rendered before it was asked,
    /// while the reader started its window (`PageSourceOpener.renderFirstPageAhead`): 1 when the
    /// window's first render came that way, 0 when it was asked and drawn after.
    public var firstPagesDrawnAhead = 0

    public init() {}
}
