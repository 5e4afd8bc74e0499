import FolioRender

/// How the render engine is set up: the strategy, worker threads, the memory cache's budget, the
/// disk cache, and how many bytes of texture may be uploaded in one frame.
public struct RenderSettings: Sendable {
    public var strategy = RenderStrategy.engine
    public var workers = RenderPool.defaultWorkerCount
    public var cacheBytes = 256 << 20
    public var diskCache = true
    /// A 1280x800 window's fit page is about 2 MB and its crisp region 5 MB: one or the other per frame.
    public var uploadBudgetBytes = 4 << 20

    public init() {}

    /// The upload budget the strategy keeps to: only `engine` spreads uploads over frames.
    var effectiveUploadBudgetBytes: Int { strategy == .engine ? uploadBudgetBytes : .max }

    /// The cache budget the strategy keeps to. A whole-page raster at zoom can be larger than any
    /// sensible budget; `fullpage` keeps it anyway, as the approach it stands for would.
    var effectiveCacheBytes: Int { strategy == .fullpage ? .max / 2 : cacheBytes }
}
