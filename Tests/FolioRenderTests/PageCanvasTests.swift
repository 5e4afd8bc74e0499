import CCairo
import FolioCore
import FolioRender
import Foundation
import Testing

/// What a damaged page's absurd size or drawing does to the render frame: a clear error, never a
/// trap (the mutation fuzzer found a /MediaBox 1e308 points wide).
@Suite struct PageCanvasTests {
    static let absurd = Size(width: 1e308, height: 10)

    @Test func aPageTooLargeForAnyImageHasBoundsAndIsRefused() throws {
        let bounds = PageCanvas.pixelBounds(of: Self.absurd, scale: 1)
        #expect(bounds.width > PixelBuffer.maximumSide && bounds.height == 10)
        #expect(
            PageCanvas.pixelBounds(of: Size(width: 612, height: 792), scale: 2)
                == PixelRect(x: 0, y: 0, width: 1224, height: 1584))
        #expect(PageCanvas.pixelBounds(of: Size(width: .nan, height: 1), scale: 1).width == 0)
        #expect(throws: FolioError.imageTooLarge(path: "p.pdf", width: bounds.width, height: 10)) {
            try PageCanvas.render(page: 1, size: Self.absurd, scale: 1, region: nil, source: "p.pdf") { _ in }
        }
        // Its corner renders: the region is cut to the page's bounds.
        let corner = try PageCanvas.render(
            page: 1, size: Self.absurd, scale: 1, region: PixelRect(x: 0, y: 0, width: 64, height: 64), source: "p.pdf"
        ) { _ in }
        #expect(corner.width == 64 && corner.height == 10)
    }

    @Test func aDrawingCairoRefusesNamesThePage() {
        #expect(
            throws: FolioError.renderFailed(path: "p.pdf", page: 3, detail: "cairo: invalid matrix (not invertible)")
        ) {
            try PageCanvas.render(page: 3, size: Size(width: 10, height: 10), scale: 1, region: nil, source: "p.pdf") {
                context in
                cairo_scale(context, 0, 0)
                cairo_paint(context)
            }
        }
    }

    @Test func infoSaysAnAbsurdSizeInJSON() throws {
        let info = DocumentInfo(path: "p.pdf", pageSizes: [Self.absurd], rotations: [0], encrypted: false)
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(info)) as? [String: Any])
        #expect(json["pageSizes"] as? [[Double]] == [[1e308, 10]])
    }
}
