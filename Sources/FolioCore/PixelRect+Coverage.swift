/// Coverage of a rectangle by several others, and how far apart two rectangles are: what the zoom
/// layer needs to keep a few large crisp regions and know whether together they cover the view.
extension PixelRect {
    /// This rectangle grown by `pixels` on every side.
    public func outset(by pixels: Int) -> PixelRect {
        PixelRect(x: x - pixels, y: y - pixels, width: width + 2 * pixels, height: height + 2 * pixels)
    }

    /// The parts of this rectangle outside `other`: at most four disjoint rectangles (none when
    /// `other` covers it, itself when they do not overlap).
    public func subtracting(_ other: PixelRect) -> [PixelRect] {
        guard let overlap = intersection(other) else { return isEmpty ? [] : [self] }
        let pieces = [
            PixelRect(x: x, y: y, width: width, height: overlap.y - y),  // above
            PixelRect(x: x, y: overlap.maxY, width: width, height: maxY - overlap.maxY),  // below
            PixelRect(x: x, y: overlap.y, width: overlap.x - x, height: overlap.height),  // left
            PixelRect(x: overlap.maxX, y: overlap.y, width: maxX - overlap.maxX, height: overlap.height),  // right
        ]
        return pieces.filter { !$0.isEmpty }
    }

    /// Whether the union of `rects` covers every pixel of this one (an empty one is always covered).
    public func isCovered(by rects: some Sequence<PixelRect>) -> Bool {
        var left = isEmpty ? [] : [self]
        for rect in rects {
            left = left.flatMap { $0.subtracting(rect) }
            if left.isEmpty { return true }
        }
        return left.isEmpty
    }

    /// Whether the two share at least one pixel.
    public func meets(_ other: PixelRect) -> Bool { intersection(other) != nil }

    /// Whole pixels between the two along the axis where they are furthest apart; 0 when they meet or touch.
    public func gap(to other: PixelRect) -> Int {
        max(other.x - maxX, x - other.maxX, other.y - maxY, y - other.maxY, 0)
    }

    /// The squared distance between the two centres, in pixels: what breaks ties between equal gaps.
    public func centreDistanceSquared(to other: PixelRect) -> Double {
        let dx = Double(x + maxX - other.x - other.maxX) / 2, dy = Double(y + maxY - other.y - other.maxY) / 2
        return dx * dx + dy * dy
    }
}
