/// One page of a spread and where it lies in the spread, in points from the spread's top-left
/// corner. A spread is drawn, zoomed and panned as one picture; its pages are rendered, cached and
/// read (text, links) as pages, each in its own pixels, which `pixels(of:at:)` converts to.
public struct SpreadPage: Sendable, Hashable {
    public let page: Int
    public let origin: Point
    public let size: Size

    public init(page: Int, origin: Point, size: Size) {
        self.page = page
        self.origin = origin
        self.size = size
    }

    /// Where the page's raster at `scale` starts in the spread's: on whole pixels, so that the
    /// page's own pixels land on the screen's as a lone page's do.
    public func pixelOffset(at scale: Double) -> Point {
        Point(x: (origin.x * scale).rounded(), y: (origin.y * scale).rounded())
    }

    /// The page's part of `spreadPixels` (pixels of the spread shown at `scale`), in the page's own
    /// pixels at that scale; nil when they miss the page.
    public func pixels(of spreadPixels: PixelRect, at scale: Double) -> PixelRect? {
        let offset = pixelOffset(at: scale)
        let own = PixelRect(covering: Rect(origin: .zero, size: size * scale))
        let moved = PixelRect(
            x: spreadPixels.x - Int(offset.x), y: spreadPixels.y - Int(offset.y), width: spreadPixels.width,
            height: spreadPixels.height)
        return moved.intersection(own)
    }

    /// The page's part of `spreadRect` (spread points), in the page's own points; nil when it misses.
    public func rect(of spreadRect: Rect) -> Rect? {
        let moved = Rect(
            x: spreadRect.minX - origin.x, y: spreadRect.minY - origin.y, width: spreadRect.width,
            height: spreadRect.height)
        return moved.intersection(Rect(origin: .zero, size: size))
    }

    /// `point` of the page (its own points) in the spread's points.
    public func spreadPoint(_ point: Point) -> Point { Point(x: point.x + origin.x, y: point.y + origin.y) }
}
