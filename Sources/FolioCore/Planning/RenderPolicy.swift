/// What a rendering strategy changes in the plan, stated once: where the crisp pixels of a zoomed
/// page come from, and whether pages are rendered ahead of need. `folio bench --strategy` picks one.
public struct RenderPolicy: Sendable, Equatable {
    /// How a zoomed page at rest is made crisp.
    public enum CrispRender: Sendable, Equatable {
        /// The visible pixels plus `marginPixels` on each side, cut to the page, at the current zoom.
        case visibleRegion(marginPixels: Int)
        /// The whole page at the current zoom, or at the largest scale one raster of at most
        /// `maximumPixels` pixels and `maximumSide` pixels a side allows (the naive viewer of seed 000).
        case wholePage(maximumPixels: Int, maximumSide: Int)
    }

    public var crispRender: CrispRender
    /// Whether the landing page's neighbours and the pages ahead are rendered before they are needed.
    public var rendersAhead: Bool

    public init(crispRender: CrispRender, rendersAhead: Bool) {
        self.crispRender = crispRender
        self.rendersAhead = rendersAhead
    }

    /// Pixels rendered beyond each side of the window at zoom, so a short pan needs no render.
    public static let detailMarginPixels = 64

    /// Folio's own: crisp regions the size of the window, and pages rendered ahead.
    public static let engine = RenderPolicy(
        crispRender: .visibleRegion(marginPixels: detailMarginPixels), rendersAhead: true)
}
