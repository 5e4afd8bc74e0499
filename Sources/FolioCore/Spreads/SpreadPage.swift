/// One page of a spread and where it lies in the spread, in points from the spread's top-left
/// corner. A spread is drawn, zoomed and panned as one picture; its pages are rendered, cached and
/// read (text, links) as pages, each in its own pixels, which `pixels(of:at:)` converts to.
///
/// Only `crop` of the page shows (all of it, unless margins are trimmed: `PageTrim`); its top-left
/// corner is at `origin`, and the rest of the page lies outside the spread, undrawn.
public struct SpreadPage: Sendable, Hashable {
    public let page: Int
    /// Where the shown part's top-left corner is in the spread.
    public let origin: Point
    /// The whole page, in points.
    public let size: Size
    /// The part of the page shown, in the page's points.
    public let crop: Rect

    public init(page: Int, origin: Point, size: Size, crop: Rect? = nil) {
        self.page = page
        self.origin = origin
        self.size = size
        self.crop = crop ?? Rect(origin: .zero, size: size)
    }

    /// The shown part's place in the spread, in spread points.
    public var shownRect: Rect { Rect(origin: origin, size: crop.size) }

    /// The shown part's rectangle on the screen, for the spread drawn at `spreadFrame` at `scale`.
    public func shownFrame(inSpreadAt spreadFrame: Rect, scale: Double) -> Rect {
        Rect(
            x: spreadFrame.minX + origin.x * scale, y: spreadFrame.minY + origin.y * scale,
            width: crop.width * scale, height: crop.height * scale)
    }

    /// The whole page's rectangle on the screen, the parts trimmed away too (what page points are
    /// measured from), for the spread drawn at `spreadFrame` at `scale`.
    public func pageFrame(inSpreadAt spreadFrame: Rect, scale: Double) -> Rect {
        Rect(
            x: spreadFrame.minX + (origin.x - crop.minX) * scale, y: spreadFrame.minY + (origin.y - crop.minY) * scale,
            width: size.width * scale, height: size.height * scale)
    }

    /// Where the page's raster at `scale` starts in the spread's (left of or above it when the page
    /// is cropped): on whole pixels, so that the page's own pixels land on the screen's as a lone
    /// page's do.
    public func pixelOffset(at scale: Double) -> Point {
        Point(x: ((origin.x - crop.minX) * scale).rounded(), y: ((origin.y - crop.minY) * scale).rounded())
    }

    /// The page's shown part of `spreadPixels` (pixels of the spread shown at `scale`), in the
    /// page's own pixels at that scale; nil when they miss it.
    public func pixels(of spreadPixels: PixelRect, at scale: Double) -> PixelRect? {
        let offset = pixelOffset(at: scale)
        let shown = PixelRect(
            covering: Rect(
                x: crop.minX * scale, y: crop.minY * scale, width: crop.width * scale, height: crop.height * scale))
        let moved = PixelRect(
            x: spreadPixels.x - Int(offset.x), y: spreadPixels.y - Int(offset.y), width: spreadPixels.width,
            height: spreadPixels.height)
        return moved.intersection(shown)
    }

    /// The page's shown part of `spreadRect` (spread points), in the page's own points; nil when it misses.
    public func rect(of spreadRect: Rect) -> Rect? {
        let moved = Rect(
            x: spreadRect.minX - origin.x + crop.minX, y: spreadRect.minY - origin.y + crop.minY,
            width: spreadRect.width, height: spreadRect.height)
        return moved.intersection(crop)
    }

    /// `point` of the page (its own points) in the spread's points.
    public func spreadPoint(_ point: Point) -> Point {
        Point(x: point.x - crop.minX + origin.x, y: point.y - crop.minY + origin.y)
    }
}
