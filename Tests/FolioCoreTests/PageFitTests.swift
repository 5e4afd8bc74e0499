import FolioCore
import Testing

@Suite struct PageFitTests {
    @Test func tallPageFitsHeightAndIsCentredHorizontally() {
        let fit = PageFit(page: Size(width: 612, height: 792), viewport: Size(width: 1280, height: 800))
        #expect(abs(fit.scale - 800.0 / 792) < 1e-12)
        #expect(abs(fit.frame.height - 800) < 1e-9)
        #expect(abs(fit.frame.minX - (1280 - fit.frame.width) / 2) < 1e-9)
        #expect(fit.frame.minY == 0)
    }

    @Test func widePageFitsWidthAndIsCentredVertically() {
        let fit = PageFit(page: Size(width: 2834.65, height: 283.46), viewport: Size(width: 1280, height: 800))
        #expect(abs(fit.frame.width - 1280) < 1e-9)
        #expect(abs(fit.frame.midY - 400) < 1e-9)
    }

    @Test func marginIsKeptOnTheTightAxis() {
        let fit = PageFit(page: Size(width: 100, height: 100), viewport: Size(width: 1000, height: 500), margin: 20)
        #expect(abs(fit.frame.height - 460) < 1e-9)
        #expect(abs(fit.frame.minY - 20) < 1e-9)
        #expect(abs(fit.frame.midX - 500) < 1e-9)
    }

    @Test func emptyPageDoesNotDivideByZero() {
        let fit = PageFit(page: .zero, viewport: Size(width: 800, height: 600))
        #expect(fit.scale.isFinite)
        #expect(fit.frame.isEmpty)
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}
