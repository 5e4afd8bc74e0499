import CZlib

/// Bytes kept deflated (zlib at its fastest level) while nothing reads them: a page kept small off
/// screen (`WhiteRunImage`) takes a quarter to a fifth of its white-run words this way, for about
/// 3 ms to deflate a page of `pdfjs_freeculture.pdf` at fit and 1 ms to inflate it.
public struct DeflatedBytes: Sendable {
    private let deflated: [UInt8]
    /// How many bytes `inflate` gives back.
    public let count: Int

    /// `source` deflated; nil when that would not save at least a quarter of its bytes.
    public init?(deflating source: UnsafeRawBufferPointer) {
        guard let base = source.baseAddress, !source.isEmpty else { return nil }
        let limit = source.count - source.count / 4
        let capacity = Int(compressBound(uLong(source.count)))
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { scratch.deallocate() }
        var length = uLongf(capacity)
        let status = compress2(
            scratch, &length, base.assumingMemoryBound(to: Bytef.self), uLong(source.count), Z_BEST_SPEED)
        guard status == Z_OK, Int(length) <= limit else { return nil }
        deflated = Array(UnsafeBufferPointer(start: scratch, count: Int(length)))
        count = source.count
    }

    /// What the deflated bytes take.
    public var byteCount: Int { deflated.count }

    /// Writes the `count` bytes back into `destination`, which holds at least that many.
    public func inflate(into destination: UnsafeMutableRawPointer) {
        var length = uLongf(count)
        let status = deflated.withUnsafeBufferPointer {
            uncompress(destination.assumingMemoryBound(to: Bytef.self), &length, $0.baseAddress, uLong($0.count))
        }
        // Bytes this type deflated itself: anything else is memory gone bad, not bad input.
        precondition(status == Z_OK && Int(length) == count, "inflating \(count) bytes failed (zlib \(status))")
    }
}
