/// A page image kept small while it is not shown: its runs of opaque white pixels counted, the
/// pixels between them kept as they are. Lossless, and cheap both ways where a text page is mostly
/// white (a scan to encode, about a millisecond for a page at fit; a fill and copies to decode, a
/// third of that).
///
/// The words are tokens, one after the other over the image's rows as one line of pixels: a white
/// run's length, then how many pixels follow as they are, then those pixels. `deflateLater` keeps
/// them deflated (`DeflatedBytes`), off the caller's thread: the pixels between white runs are a
/// text's anti-aliased edges, few distinct values, and deflate to a quarter or a fifth (a page of
/// `pdfjs_freeculture.pdf` at fit: 2.1 MB of pixels, 300 KB of words, 70 KB deflated, in 3 ms).
public struct WhiteRunImage: Sendable {
    public let width: Int
    public let height: Int
    /// Locked: `deflateLater` swaps the words for their deflated bytes on another thread.
    private let words: Locked<Words>

    /// The tokens as they are, or deflated when that saves a quarter at least.
    private enum Words: Sendable {
        case plain([UInt32])
        case deflated(DeflatedBytes)
    }

    /// Opaque white, premultiplied BGRA read as one little-endian word.
    static let white: UInt32 = 0xFFFF_FFFF

    /// `pixels` (BGRA, `bytesPerRow` apart) encoded; nil when that would keep more than
    /// `maximumFraction` of their bytes, which a page of photographs does. The words go into a
    /// scratch buffer of that size first, then once into an array of their own size.
    public init?(
        encoding pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, maximumFraction: Double = 0.5
    ) {
        let capacity = Int(Double(width * height) * maximumFraction) + 2
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        defer { scratch.deallocate() }
        let limit = capacity - 2  // room for the last white run
        var count = 0
        var whiteRun: UInt32 = 0
        var literalCountAt = -1  // where the open token's count of pixels as they are is, if one is open
        for row in 0..<height {
            let line = (pixels + row * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            if Self.isWhite(line, count: width) {
                whiteRun &+= UInt32(truncatingIfNeeded: width)
                literalCountAt = -1
                continue
            }
            var x = 0
            while x < width {
                var end = x + 1
                if line[x] == Self.white {
                    while end < width, line[end] == Self.white { end += 1 }
                    whiteRun &+= UInt32(truncatingIfNeeded: end - x)
                    literalCountAt = -1
                } else {
                    while end < width, line[end] != Self.white { end += 1 }
                    let run = end - x
                    if literalCountAt >= 0 {
                        guard count + run <= limit else { return nil }
                        scratch[literalCountAt] &+= UInt32(truncatingIfNeeded: run)
                    } else {
                        guard count + 2 + run <= limit else { return nil }
                        scratch[count] = whiteRun
                        scratch[count + 1] = UInt32(truncatingIfNeeded: run)
                        literalCountAt = count + 1
                        count += 2
                        whiteRun = 0
                    }
                    (scratch + count).initialize(from: line + x, count: run)
                    count += run
                }
                x = end
            }
        }
        scratch[count] = whiteRun
        scratch[count + 1] = 0
        self.width = width
        self.height = height
        self.words = Locked(.plain(Array(UnsafeBufferPointer(start: scratch, count: count + 2))))
    }

    /// Deflates the words on the background chores' thread (`BackgroundChores`), if that saves a
    /// quarter of them at least; the image decodes the same meanwhile and after.
    public func deflateLater() {
        BackgroundChores.shared.perform { [words] in
            guard case .plain(let tokens) = words.withLock({ $0 }) else { return }
            let deflated = tokens.withUnsafeBytes { DeflatedBytes(deflating: $0) }
            if let deflated { words.withLock { $0 = .deflated(deflated) } }
        }
    }

    /// Whether all `count` pixels are white: most of a text page's rows (margins, the space between
    /// lines) are, and an AND over the row, which the compiler vectorises, says so at memory speed.
    private static func isWhite(_ line: UnsafePointer<UInt32>, count: Int) -> Bool {
        var all = white
        for x in 0..<count { all &= line[x] }
        return all == white
    }

    /// What the encoded image takes.
    public var byteCount: Int {
        switch words.withLock({ $0 }) {
        case .plain(let words): words.count * MemoryLayout<UInt32>.size
        case .deflated(let deflated): deflated.byteCount
        }
    }

    /// Runs `body` over the tokens, inflated into scratch memory first if they are deflated.
    private func withTokens<Result>(_ body: (UnsafeBufferPointer<UInt32>) -> Result) -> Result {
        switch words.withLock({ $0 }) {
        case .plain(let words):
            return words.withUnsafeBufferPointer(body)
        case .deflated(let deflated):
            let count = deflated.count / MemoryLayout<UInt32>.size
            let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
            defer { scratch.deallocate() }
            deflated.inflate(into: scratch)
            return body(UnsafeBufferPointer(start: scratch, count: count))
        }
    }

    /// The image's pixels again, rows `width * 4` bytes apart.
    public func decoded() -> PixelBuffer {
        let bytesPerRow = width * PixelBuffer.bytesPerPixel
        let bytes = [UInt8](unsafeUninitializedCapacity: bytesPerRow * height) { buffer, count in
            decode(into: UnsafeMutableRawPointer(buffer.baseAddress!), bytesPerRow: bytesPerRow)
            count = bytesPerRow * height
        }
        return PixelBuffer(width: width, height: height, bytesPerRow: bytesPerRow, bytes: bytes)
    }

    /// Writes the image's pixels into `destination`, rows `bytesPerRow` apart (a texture's memory):
    /// each white run filled, each run of other pixels copied, a row at a time.
    public func decode(into destination: UnsafeMutableRawPointer, bytesPerRow: Int) {
        var row = 0
        var column = 0
        /// Writes `count` pixels from the cursor on: `source`'s, or white.
        func emit(_ count: Int, from source: UnsafePointer<UInt32>?) {
            var left = count
            var source = source
            while left > 0 {
                let line = (destination + row * bytesPerRow).assumingMemoryBound(to: UInt32.self) + column
                let span = min(left, width - column)
                if let from = source {
                    line.update(from: from, count: span)
                    source = from + span
                } else {
                    line.update(repeating: Self.white, count: span)
                }
                left -= span
                column += span
                if column == width {
                    column = 0
                    row += 1
                }
            }
        }
        withTokens { words in
            var index = 0
            while index + 1 < words.count {
                let literals = Int(words[index + 1])
                emit(Int(words[index]), from: nil)
                emit(literals, from: words.baseAddress! + index + 2)
                index += 2 + literals
            }
        }
        precondition(row == height && column == 0, "a white-run image decoded to \(row) rows of \(height)")
    }
}
