/// A rectangle of whole device pixels: a render region or a texture placement.
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var area: Int { isEmpty ? 0 : width * height }

    public var description: String { "\(x),\(y),\(width),\(height)" }

    /// Parses the command line's `X,Y,W,H` form; nil when it is not four integers with W, H > 0.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int(String($0.filter { $0 != " " })) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
            w > 0, h > 0
        else { return nil }
        self.init(x: x, y: y, width: w, height: h)
    }

    /// The smallest pixel rectangle that covers `rect`.
    public init(covering rect: Rect) {
        let x0 = Int((rect.minX).rounded(.down)), y0 = Int((rect.minY).rounded(.down))
        let x1 = Int((rect.maxX).rounded(.up)), y1 = Int((rect.maxY).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap of two pixel rectangles, or nil when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
