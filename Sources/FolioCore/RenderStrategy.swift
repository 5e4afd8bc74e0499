/// How pages get their pixels, so that `folio bench --compare` can measure Folio's way against the
/// two a naive viewer takes. Each changes one thing and keeps the rest of the engine.
public enum RenderStrategy: String, Sendable, CaseIterable, Codable {
    /// Folio: worker threads, ranked jobs, prefetch, the visible region rendered at zoom.
    case engine
    /// Every render on the main thread at the moment it is needed: the pages on screen and the
    /// crisp region, nothing ahead. Images are uploaded whole, in the frame they arrive.
    case sync
    /// Workers as in `engine`, but a zoomed page is rasterised whole at the current zoom (the
    /// approach seed 000 shows running out of memory), uploaded whole. One raster is capped at
    /// `PixelBuffer.maximumBytes`: past that the page is rendered at the largest scale that fits and shown
    /// magnified, where a real viewer of this kind would fail.
    case fullpage
}
