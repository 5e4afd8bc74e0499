import FolioCore
import FolioRender

/// How the render engine is set up: the strategy, worker threads, the memory cache's budget, the
/// disk cache, and how many bytes of texture may be uploaded in one frame.
public struct RenderSettings: Sendable {
    public var strategy = RenderStrategy.engine
    public var workers = RenderPool.defaultThreadCount
    /// The memory cache's budget; nil: sized from the window (`TextureBudget`).
    public var cacheBytes: Int?
    public var diskCache = true
    /// Texture bytes uploaded per frame; nil: what the uploads measured go through in a quarter of
    /// a frame (`UploadBudget`).
    public var uploadBudgetBytes: Int?
    /// Seconds a render may take before its page says it is still rendering and another worker
    /// takes its place (`RenderWatch`).
    public var renderTimeLimit = RenderWatch.defaultTimeLimit
    /// Seconds a render nobody wants any more may go on before it is stopped, where the pages
    /// render in worker processes (which can be killed); nil: never stopped.
    public var unwantedRenderLimit: Double? = RenderWatch.defaultUnwantedLimit
    /// Seconds a worker beyond the first may have nothing to do before it ends, giving back its
    /// memory until work waits again (`RenderPool+Resting`); nil: never.
    public var idleWorkerLimit: Double? = RenderPool.defaultIdleThreadLimit

    public init() {}

    // What the strategy makes of these settings: the one place that says which strategy keeps which.

    /// Texture bytes uploaded per frame at first; nil when each image is uploaded whole, in the
    /// frame it arrives (only `engine` spreads uploads over frames).
    public var uploadBudgetPerFrame: Int? {
        strategy == .engine ? uploadBudgetBytes ?? UploadBudget.initialBytesPerFrame : nil
    }

    /// The per-frame upload budget follows the speed uploads are measured at.
    public var uploadBudgetFollowsSpeed: Bool { strategy == .engine && uploadBudgetBytes == nil }

    /// The memory cache's budget for a window of `viewport` device pixels showing pages of
    /// `pageAtFit` device pixels (`TextureBudget`); nil for `fullpage`, whose whole-page rasters at
    /// zoom outgrow any sensible budget and are kept anyway, as the approach it stands for would.
    public func cacheBudget(forViewport viewport: Size, pageAtFit: Size? = nil) -> Int? {
        strategy == .fullpage ? nil : cacheBytes ?? TextureBudget.bytes(forViewport: viewport, pageAtFit: pageAtFit)
    }

    /// The memory cache's budget for what `model` shows: its window, and its current page at fit,
    /// or in a spread layout two of them side by side. The planner renders ahead and keeps behind
    /// in spreads, so a spread counts as a page does: two pages hold twice the pixels. (Two, even
    /// where the current spread is a cover or a fold-out alone: most of a book is pairs.)
    public func cacheBudget(for model: ReaderModel) -> Int? {
        let page = model.pageSizes[model.currentPage]
        guard model.layout != .single else {
            return cacheBudget(forViewport: model.viewport, pageAtFit: page * model.fitScale(ofPage: model.currentPage))
        }
        let pair = Size(width: page.width * 2 + Spreads.gapPoints, height: page.height)
        let fit = PageFit(page: pair, viewport: model.viewport, margin: model.margin).scale
        return cacheBudget(forViewport: model.viewport, pageAtFit: pair * fit)
    }

    /// Render threads: none for `sync`, which renders on the main thread.
    public var renderThreads: Int { strategy == .sync ? 0 : workers }

    /// What the render plan does differently: `fullpage` rasterises a zoomed page whole, `sync`
    /// renders nothing ahead of need.
    public var renderPolicy: RenderPolicy {
        switch strategy {
        case .engine: .engine
        case .sync: RenderPolicy(crispRender: RenderPolicy.engine.crispRender, rendersAhead: false)
        case .fullpage:
            RenderPolicy(
                crispRender: .wholePage(
                    maximumPixels: PixelBuffer.maximumBytes / PixelBuffer.bytesPerPixel,
                    maximumSide: PixelBuffer.maximumSide),
                rendersAhead: true)
        }
    }

    /// Whether page images are read from and written to the disk cache (`sync` never does).
    public var usesDiskCache: Bool { diskCache && strategy != .sync }
}
