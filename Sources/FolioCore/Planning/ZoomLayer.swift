/// The crisp regions of the current page at the current zoom that the planner keeps, rendered or on
/// their way: the view's own region, and regions ahead of the pan, so that a pan onto an area
/// already rendered is crisp in the next frame. poppler re-interprets the whole page for every
/// region (docs/DESIGN.md, rule 2), so the layer holds a few regions the size of the window, not
/// tiles.
///
/// Its pixels never exceed `budgetPixels`, `budgetScreens` times the window's, whatever the zoom
/// (rule 6): a region is added only by letting go of those furthest from the view. A new zoom
/// starts a new layer; the old one's regions are no longer planned nor kept.
public struct ZoomLayer: Sendable, Equatable {
    /// The budget in screens of the window's pixels. A steady pan holds what meets the view (a
    /// window and a region) and half a window ahead, with the margin across: about 2.3 screens;
    /// at rest, the view's region (1.28 screens) and half a window ahead on each axis: 2.4.
    public static let budgetScreens = 3.0
    /// A region ahead is this much of the window long in the pan's direction, and is asked for once
    /// less than that much lies covered ahead of the view: at 2,000 pixels a second, a third of
    /// a second for poppler at 1280x800, and twice the interpretations of window-long regions
    /// for less than two thirds of their pixels.
    public static let aheadWindows = 0.5
    /// At most this many screens of the layer's regions may be on their way at once: rendering, or
    /// arrived and waiting for their rows to be uploaded. Pixels on their way exist twice for a while
    /// (the render's buffer, then its texture), so a zoom that asked at once for the view's region
    /// and the two ahead of it would briefly hold the layer's pixels twice over. One screen and a
    /// half lets the view's region go alone, then two regions ahead at a time, one per worker.
    public static let transitScreens = 1.5

    public let page: Int
    /// Device pixels per point.
    public let scale: Double
    /// The window the budgets are counted in: a layer holds for one window size.
    public let viewport: Size
    public let budgetPixels: Int
    public let transitBudgetPixels: Int
    /// In the order they were added.
    public private(set) var regions: [PixelRect] = []

    public init(page: Int, scale: Double, viewport: Size, screens: Double = budgetScreens) {
        self.page = page
        self.scale = scale
        self.viewport = viewport
        self.budgetPixels = Int(viewport.width * viewport.height * screens)
        self.transitBudgetPixels = Int(viewport.width * viewport.height * Self.transitScreens)
    }

    public var pixels: Int { regions.reduce(0) { $0 + $1.area } }

    /// Whether `region` may be asked for now without the layer's regions on their way (those
    /// `isOnItsWay` picks) passing `transitBudgetPixels`.
    public func hasRoomInTransit(for region: PixelRect, isOnItsWay: (PixelRect) -> Bool) -> Bool {
        let onTheirWay = regions.filter { $0 != region && isOnItsWay($0) }.reduce(0) { $0 + $1.area }
        return onTheirWay + region.area <= transitBudgetPixels
    }

    /// Whether the regions together cover every pixel of `rect`.
    public func covers(_ rect: PixelRect) -> Bool { rect.isCovered(by: regions) }

    /// Adds `region`, first letting go of the regions furthest from where the view is going (the view
    /// itself at rest, a window ahead of it in `heading` while it pans) until it fits the budget.
    /// Only regions further away than the new one go, and of those meeting the view none, unless
    /// `forView` (the region is the view's own, which matters most). Returns whether it was added.
    @discardableResult
    public mutating func add(
        _ region: PixelRect, view: PixelRect, heading: PanDirection? = nil, forView: Bool = false
    ) -> Bool {
        guard !region.isEmpty, !regions.contains(region), region.area <= budgetPixels else { return false }
        let focus = heading.map { $0.shift(view, by: $0.length(of: view)) } ?? view
        var total = pixels + region.area
        var evicted: Set<PixelRect> = []
        for old in regions.sorted(by: { Self.isFurther($0, than: $1, from: focus) }) where total > budgetPixels {
            guard forView || (!old.meets(view) && Self.isFurther(old, than: region, from: focus)) else { continue }
            evicted.insert(old)
            total -= old.area
        }
        guard total <= budgetPixels else { return false }
        regions = regions.filter { !evicted.contains($0) } + [region]
        return true
    }

    /// How far the regions cover, from `view`'s trailing edge onwards in `direction`, the band of
    /// the page the view spans across it: the oriented coordinate where the coverage ends.
    func coverageEnd(from view: PixelRect, toward direction: PanDirection) -> Int {
        let seen = direction.orient(view)
        var end = seen.alongLower
        for edge in Set(regions.map { direction.orient($0).alongUpper }).filter({ $0 > end }).sorted() {
            var probe = seen
            probe.alongUpper = edge
            guard covers(direction.rect(probe)) else { break }
            end = edge
        }
        return end
    }

    /// The region to render next ahead of `view` in `direction`, or nil when the layer already
    /// covers `aheadWindows` of the window past the view (or up to the page's edge): that long,
    /// starting where the coverage ends, across the view plus `margin` on either side, cut to `bounds`.
    public func regionAhead(
        of view: PixelRect, toward direction: PanDirection, window: Size, margin: Int, bounds: PixelRect
    ) -> PixelRect? {
        let seen = direction.orient(view), page = direction.orient(bounds)
        let length = Int((Double(direction.length(of: window)) * Self.aheadWindows).rounded())
        let end = coverageEnd(from: view, toward: direction)
        guard end < min(seen.alongUpper + length, page.alongUpper) else { return nil }
        let ahead = PanDirection.Oriented(
            alongLower: end, alongUpper: end + length,
            acrossLower: seen.acrossLower - margin, acrossUpper: seen.acrossUpper + margin)
        return direction.rect(ahead).intersection(bounds)
    }

    /// Further from `view`: a wider gap, or the same gap and a more distant centre.
    static func isFurther(_ a: PixelRect, than b: PixelRect, from view: PixelRect) -> Bool {
        let (gapA, gapB) = (a.gap(to: view), b.gap(to: view))
        return gapA != gapB ? gapA > gapB : a.centreDistanceSquared(to: view) > b.centreDistanceSquared(to: view)
    }
}
