/// Four corners around a run of marked text, in page points as displayed from the top-left corner:
/// the shape PDF's `/QuadPoints` give each line of a highlight. Corners are in the order readers
/// write them: top-left, top-right, bottom-left, bottom-right of the text as it reads.
public struct Quad: Hashable, Sendable, Codable {
    public var topLeft: Point
    public var topRight: Point
    public var bottomLeft: Point
    public var bottomRight: Point

    public init(topLeft: Point, topRight: Point, bottomLeft: Point, bottomRight: Point) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// The quad of an upright rectangle.
    public init(_ rect: Rect) {
        self.init(
            topLeft: Point(x: rect.minX, y: rect.minY), topRight: Point(x: rect.maxX, y: rect.minY),
            bottomLeft: Point(x: rect.minX, y: rect.maxY), bottomRight: Point(x: rect.maxX, y: rect.maxY))
    }

    /// The eight numbers `x1, y1, ..., x4, y4`, corners in the order above: how exports write a quad.
    public var coordinates: [Double] {
        [topLeft, topRight, bottomLeft, bottomRight].flatMap { [$0.x, $0.y] }
    }

    /// The quad from `coordinates`' eight numbers; nil for any other count.
    public init?(coordinates: [Double]) {
        guard coordinates.count == 8 else { return nil }
        let corner = { (index: Int) in Point(x: coordinates[2 * index], y: coordinates[2 * index + 1]) }
        self.init(topLeft: corner(0), topRight: corner(1), bottomLeft: corner(2), bottomRight: corner(3))
    }

    /// The upright rectangle around the four corners.
    public var bounds: Rect {
        let corners = [topLeft, topRight, bottomLeft, bottomRight]
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
