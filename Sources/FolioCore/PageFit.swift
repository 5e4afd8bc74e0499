/// Where a page sits in a viewport when it is shown whole: scaled to fit and centred.
public struct PageFit: Hashable, Sendable {
    /// Device pixels per page point.
    public let scale: Double
    /// The page's rectangle in viewport pixels, centred on both axes.
    public let frame: Rect

    /// Fits `page` (points) into `viewport` (pixels) leaving `margin` pixels on every side.
    public init(page: Size, viewport: Size, margin: Double = 0) {
        let room = Size(width: max(viewport.width - 2 * margin, 1), height: max(viewport.height - 2 * margin, 1))
        let scale = page.isEmpty ? 1 : min(room.width / page.width, room.height / page.height)
        let fitted = page * scale
        // Centre by position, never by offset: offset = max((viewport - content) / 2, 0) per axis (seed 002).
        let origin = Point(
            x: max((viewport.width - fitted.width) / 2, 0),
            y: max((viewport.height - fitted.height) / 2, 0)
        )
        self.scale = scale
        self.frame = Rect(origin: origin, size: fitted)
    }
}
