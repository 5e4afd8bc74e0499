import FolioRender

/// How the render engine is set up: worker threads, the memory cache's budget, the disk cache,
/// and how many bytes of texture may be uploaded in one frame.
public struct RenderSettings: Sendable {
    public var workers = RenderPool.defaultWorkerCount
    public var cacheBytes = 256 << 20
    public var diskCache = true
    /// A 1280x800 window's fit page is about 2 MB and its crisp region 5 MB: one or the other per frame.
    public var uploadBudgetBytes = 4 << 20

    public init() {}
}
