import FolioRender
import Testing

/// Pages kept small while behind the reader: white runs counted, the rest kept as it is, and
/// every pixel back as it was.
@Suite struct WhiteRunImageTests {
    /// A white image of `width` x `height` with rows `bytesPerRow` apart, `ink` at the pixels named.
    static func image(width: Int, height: Int, bytesPerRow: Int, ink: [(x: Int, y: Int, bgra: UInt32)]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0xFF, count: bytesPerRow * height)
        for (x, y, bgra) in ink {
            for byte in 0..<4 { bytes[y * bytesPerRow + x * 4 + byte] = UInt8(truncatingIfNeeded: bgra >> (8 * byte)) }
        }
        return bytes
    }

    @Test func aMostlyWhitePageComesBackPixelForPixel() throws {
        // Rows padded past their pixels (as a texture's pitch may be); ink at both ends of a row,
        // running over a row's end into the next, and at the image's last pixel.
        let (width, height, pitch) = (37, 23, 37 * 4 + 12)
        var ink: [(x: Int, y: Int, bgra: UInt32)] = [(0, 0, 0xFF20_1F23), (36, 4, 0xFF00_0000), (0, 5, 0xFF80_8080)]
        ink += (3..<30).map { (x: $0, y: 11, bgra: UInt32(0xFF00_0000) | UInt32($0 * 0x010101)) }
        ink.append((36, 22, 0xFFFE_FFFF))
        let bytes = Self.image(width: width, height: height, bytesPerRow: pitch, ink: ink)
        let runs = try #require(
            bytes.withUnsafeBytes {
                WhiteRunImage(encoding: $0.baseAddress!, width: width, height: height, bytesPerRow: pitch)
            })
        #expect(runs.byteCount < width * height)
        let decoded = runs.decoded()
        #expect(decoded.width == width && decoded.height == height && decoded.bytesPerRow == width * 4)
        let expected = PixelBuffer(
            width: width, height: height, bytesPerRow: pitch, bytes: bytes)
        for y in 0..<height {
            for x in 0..<width { #expect(decoded.pixel(x: x, y: y) == expected.pixel(x: x, y: y), "pixel \(x),\(y)") }
        }
        // Into a texture's memory, rows `pitch` apart: every pixel written, the padding left alone.
        var texture = [UInt8](repeating: 0x5A, count: pitch * height)
        texture.withUnsafeMutableBytes { runs.decode(into: $0.baseAddress!, bytesPerRow: pitch) }
        for y in 0..<height {
            let row = y * pitch
            #expect(texture[row..<row + width * 4].elementsEqual(bytes[row..<row + width * 4]), "row \(y)")
            #expect(texture[row + width * 4..<row + pitch].allSatisfy { $0 == 0x5A }, "row \(y)'s padding")
        }
    }

    @Test func allWhiteAndNoWhiteAtAll() throws {
        let white = PixelBuffer(whiteWidth: 64, height: 64, bytesPerRow: 256)
        let runs = try #require(
            white.withUnsafeBytes { WhiteRunImage(encoding: $0.baseAddress!, width: 64, height: 64, bytesPerRow: 256) })
        #expect(runs.byteCount == 8)
        #expect(runs.decoded() == white)
        // A photograph's worth of pixels keeps more than half its bytes: not kept small.
        let grey = PixelBuffer(
            width: 64, height: 64, bytesPerRow: 256, bytes: [UInt8](repeating: 0x80, count: 256 * 64))
        #expect(
            grey.withUnsafeBytes { WhiteRunImage(encoding: $0.baseAddress!, width: 64, height: 64, bytesPerRow: 256) }
                == nil)
    }

    @Test func aPageOfTextKeepsItsWordsDeflated() throws {
        // Lines of "glyphs": the same few anti-aliased greys again and again, as a page of text.
        let (width, height) = (300, 200)
        var ink: [(x: Int, y: Int, bgra: UInt32)] = []
        for line in stride(from: 10, to: height - 10, by: 12) {
            for y in line..<line + 7 {
                for x in stride(from: 8, to: width - 8, by: 5) {
                    ink.append((x, y, 0xFF00_0000))
                    ink.append((x + 1, y, 0xFF7F_7F7F | UInt32(y % 3)))
                }
            }
        }
        let bytes = Self.image(width: width, height: height, bytesPerRow: width * 4, ink: ink)
        let runs = try #require(
            bytes.withUnsafeBytes {
                WhiteRunImage(encoding: $0.baseAddress!, width: width, height: height, bytesPerRow: width * 4)
            })
        let expected = PixelBuffer(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
        // Every inked pixel is among the words, until they are deflated.
        #expect(runs.byteCount >= ink.count * 4)
        runs.deflateLater()
        #expect(runs.decoded() == expected)  // as the background thread deflates (ThreadSanitizer runs this)
        BackgroundChores.shared.wait()
        #expect(runs.byteCount * 4 < ink.count * 4)
        #expect(runs.decoded() == expected)
    }
}
