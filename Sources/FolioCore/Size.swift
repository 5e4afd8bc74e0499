/// A width and height, in points or pixels as the caller says.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The same size turned by a quarter turn when `quarterTurns` is odd.
    public func rotated(quarterTurns: Int) -> Size {
        quarterTurns % 2 == 0 ? self : Size(width: height, height: width)
    }

    public static func * (size: Size, factor: Double) -> Size {
        Size(width: size.width * factor, height: size.height * factor)
    }
}
