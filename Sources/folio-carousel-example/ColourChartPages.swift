import FolioCore
import FolioRender

/// A host's own pages, drawn in plain Swift without poppler or cairo: each page a tint of its own
/// with a band every half inch, so a page is told apart from its neighbours at a glance. One page
/// fails on purpose, to show what the engine does with a render that throws.
///
/// A page's pixels are a function of where they fall on the page in points, so a region renders
/// exactly as the same part of the whole page does: what `PageSource` asks of every source.
struct ColourChartPages: PageSource, PageSourceOpener {
    let pageCount: Int
    /// This page's renders throw.
    let failingPage: Int?
    /// A5 portrait, in points.
    static let pageSize = Size(width: 419.53, height: 595.28)

    var name: String { "colour-chart:\(pageCount)" }

    func pageSize(_ number: Int) throws(FolioError) -> Size {
        guard (1...pageCount).contains(number) else {
            throw FolioError.pageOutOfRange(path: name, page: number, pageCount: pageCount)
        }
        return Self.pageSize
    }

    func render(page number: Int, scale: Double, region: PixelRect?) throws(FolioError) -> PixelBuffer {
        let bounds = PageCanvas.pixelBounds(of: try pageSize(number), scale: scale)
        guard number != failingPage else {
            throw FolioError.renderFailed(path: name, page: number, detail: "this chart has no such colour")
        }
        guard scale.isFinite, scale > 0, let area = (region ?? bounds).intersection(bounds),
            area.width * area.height <= PixelBuffer.maximumBytes / PixelBuffer.bytesPerPixel
        else { throw FolioError.invalidRequest(path: name, detail: "cannot render page \(number) at scale \(scale)") }

        let tint = Self.tint(ofPage: number)
        let bytesPerRow = area.width * PixelBuffer.bytesPerPixel
        var bytes = [UInt8](repeating: 0xFF, count: bytesPerRow * area.height)
        for row in 0..<area.height {
            // Which half-inch band of the page this row of pixels falls in.
            let band = Int((Double(area.y + row) + 0.5) / scale / 36) % 2
            let shade: (UInt8, UInt8, UInt8) =
                band == 0 ? tint : (tint.0 / 2 + 0x80, tint.1 / 2 + 0x80, tint.2 / 2 + 0x80)
            for column in 0..<area.width {
                let offset = row * bytesPerRow + column * PixelBuffer.bytesPerPixel
                bytes[offset] = shade.2  // blue, green, red, alpha: cairo's and SDL's byte order
                bytes[offset + 1] = shade.1
                bytes[offset + 2] = shade.0
            }
        }
        return PixelBuffer(width: area.width, height: area.height, bytesPerRow: bytesPerRow, bytes: bytes)
    }

    /// A chapter every hundred pages, for the outline panel (Tab). Nothing here can fail; a source
    /// that reads a file throws `FolioError` as `render` does, and the reader says so in the panel.
    func outline() throws(FolioError) -> [OutlineEntry] {
        stride(from: 1, through: pageCount, by: 100).map { first in
            OutlineEntry(
                title: "Pages \(first)–\(min(first + 99, pageCount))", depth: 0,
                destination: PageDestination(page: first),
                isOpen: false)
        }
    }

    /// Red, green and blue of a page: the hue turns a golden angle from one page to the next.
    static func tint(ofPage number: Int) -> (UInt8, UInt8, UInt8) {
        let hue = (Double(number) * 0.381966).truncatingRemainder(dividingBy: 1) * 6
        let rising = UInt8(0x60 + (hue.truncatingRemainder(dividingBy: 1) * 0x90).rounded())
        let falling = UInt8(0xF0 - Int(rising) + 0x60)
        switch Int(hue) {
        case 0: return (0xF0, rising, 0x60)
        case 1: return (falling, 0xF0, 0x60)
        case 2: return (0x60, 0xF0, rising)
        case 3: return (0x60, falling, 0xF0)
        case 4: return (rising, 0x60, 0xF0)
        default: return (0xF0, 0x60, falling)
        }
    }

    /// The pages hold nothing to guard, so the value is its own opener: each render thread gets a copy.
    func open() -> any PageSource { self }
}
