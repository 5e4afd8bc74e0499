import Glibc

/// A rendered image: premultiplied 32-bit pixels, bytes in B, G, R, A order (cairo's ARGB32 on
/// little-endian machines, SDL's ARGB8888). A value type, so it crosses threads freely: its bytes
/// are this process's heap or a mapping of a memory file a render worker drew them into
/// (`PixelMapping`), copied only when a buffer that shares them is written to.
public struct PixelBuffer: Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    private var storage: Storage

    /// Where the bytes are.
    private enum Storage: Sendable {
        case heap([UInt8])
        case mapped(PixelMapping)
    }

    public static let bytesPerPixel = 4
    /// The largest side, in pixels, of one render: cairo's limit for image surfaces.
    public static let maximumSide = 32_767
    /// The most bytes one render may take.
    public static let maximumBytes = 1 << 30

    /// An opaque white image: the page background that renders draw onto.
    public init(whiteWidth width: Int, height: Int, bytesPerRow: Int) {
        self.init(
            width: width, height: height, bytesPerRow: bytesPerRow,
            bytes: [UInt8](repeating: 0xFF, count: bytesPerRow * height))
    }

    /// Wraps `bytes` laid out as the type describes: `bytesPerRow * height` of them.
    public init(width: Int, height: Int, bytesPerRow: Int, bytes: [UInt8]) {
        precondition(
            bytes.count == bytesPerRow * height, "a \(width)x\(height) image needs \(bytesPerRow * height) bytes")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        storage = .heap(bytes)
    }

    /// The image whose bytes are the first `bytesPerRow * height` of `mapping`, without copying them.
    public init(width: Int, height: Int, bytesPerRow: Int, mapping: PixelMapping) {
        precondition(
            bytesPerRow * height <= mapping.count, "a \(width)x\(height) image needs \(bytesPerRow * height) bytes")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        storage = .mapped(mapping)
    }

    public var byteCount: Int { bytesPerRow * height }

    /// The mapping the bytes are in; nil when they are on this process's heap.
    public var mapping: PixelMapping? {
        if case .mapped(let mapping) = storage { return mapping }
        return nil
    }

    /// Runs `body` over the `byteCount` bytes.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        switch storage {
        case .heap(let bytes): return try bytes.withUnsafeBytes(body)
        case .mapped(let mapping): return try body(UnsafeRawBufferPointer(start: mapping.base, count: byteCount))
        }
    }

    /// Runs `body` over the bytes to change them: in place when this buffer alone holds a writable
    /// mapping (a worker drawing into the reader's memory file), else on a heap copy of its own.
    public mutating func withUnsafeMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) throws -> Result)
        rethrows -> Result
    {
        if case .mapped(var mapping) = storage {
            storage = .heap([])  // so that `mapping` is unique when no other buffer shares it
            if mapping.isWritable, isKnownUniquelyReferenced(&mapping) {
                defer { storage = .mapped(mapping) }
                return try body(UnsafeMutableRawBufferPointer(start: mapping.base, count: byteCount))
            }
            storage = .heap(Array(UnsafeRawBufferPointer(start: mapping.base, count: byteCount)))
        }
        guard case .heap(var bytes) = storage else { preconditionFailure("the bytes were just put on the heap") }
        storage = .heap([])  // leaves `bytes` the array's only owner, so it is changed in place
        defer { storage = .heap(bytes) }
        return try bytes.withUnsafeMutableBytes(body)
    }

    /// A copy of the bytes, for tests and tools that index them.
    public var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// The (blue, green, red, alpha) bytes at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> (blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8) {
        let offset = y * bytesPerRow + x * Self.bytesPerPixel
        return withUnsafeBytes { ($0[offset], $0[offset + 1], $0[offset + 2], $0[offset + 3]) }
    }
}

extension PixelBuffer: Equatable {
    /// The same size and layout, and the same bytes, wherever they are.
    public static func == (a: PixelBuffer, b: PixelBuffer) -> Bool {
        guard a.width == b.width, a.height == b.height, a.bytesPerRow == b.bytesPerRow else { return false }
        return a.withUnsafeBytes { first in
            b.withUnsafeBytes { second in
                first.count == 0 || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0
            }
        }
    }
}
