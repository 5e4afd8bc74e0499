/// A rendered image: premultiplied 32-bit pixels, bytes in B, G, R, A order (cairo's ARGB32 on
/// little-endian machines, SDL's ARGB8888). A value type, so it crosses threads freely.
public struct PixelBuffer: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public internal(set) var bytes: [UInt8]

    public static let bytesPerPixel = 4
    /// The largest side, in pixels, of one render: cairo's limit for image surfaces.
    public static let maximumSide = 32_767
    /// The most bytes one render may take.
    public static let maximumBytes = 1 << 30

    /// An opaque white image: the page background that renders draw onto.
    public init(whiteWidth width: Int, height: Int, bytesPerRow: Int) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.bytes = [UInt8](repeating: 0xFF, count: bytesPerRow * height)
    }

    /// Wraps `bytes` laid out as the type describes: `bytesPerRow * height` of them.
    public init(width: Int, height: Int, bytesPerRow: Int, bytes: [UInt8]) {
        precondition(bytes.count == bytesPerRow * height, "a \(width)x\(height) image needs \(bytesPerRow * height) bytes")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.bytes = bytes
    }

    public var byteCount: Int { bytes.count }

    /// The (blue, green, red, alpha) bytes at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> (blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8) {
        let offset = y * bytesPerRow + x * Self.bytesPerPixel
        return (bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
    }
}
