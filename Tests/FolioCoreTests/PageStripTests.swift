import FolioCore
import Testing

/// The page strip's layout: cells, the pages in view, hit testing, scrubbing, thumbnail scales.
@Suite struct PageStripTests {
    static let window = Size(width: 1280, height: 800)
    static let strip = PageStrip(pageCount: 2415, viewport: window, density: 1)

    @Test func sitsAboveTheBottomClearanceAcrossTheWindow() {
        let band = Self.strip.band
        #expect(band.maxY == 800 - PageStrip.bottomClearancePoints)
        #expect(band.minX == 0 && band.width == 1280)
        #expect(band.height == PageStrip.thumbnailHeightPoints + 2 * PageStrip.paddingPoints)
        // At density 2 everything doubles, in device pixels.
        let double = PageStrip(pageCount: 10, viewport: Size(width: 2560, height: 1600), density: 2)
        #expect(double.band.maxY == 1600 - 2 * PageStrip.bottomClearancePoints)
        #expect(double.pitch == 2 * Self.strip.pitch)
    }

    @Test func theCurrentPageIsCentredAndItsNeighboursOnePitchApart() {
        let centre = Self.strip.cell(ofPage: 100, position: 100)
        #expect(abs(centre.minX + centre.width / 2 - 640) <= 0.5)
        let next = Self.strip.cell(ofPage: 101, position: 100)
        #expect(next.minX - centre.minX == Self.strip.pitch)
        #expect(centre.height == PageStrip.thumbnailHeightPoints)
        #expect(Self.strip.band.contains(centre))
    }

    @Test func visiblePagesAreThoseWhoseCellsMeetTheWindowWithinTheBook() throws {
        let visible = try #require(Self.strip.visiblePages(position: 100))
        for page in visible {
            let cell = Self.strip.cell(ofPage: page, position: 100)
            #expect(cell.maxX >= 0 && cell.minX <= 1280, "\(page)")
        }
        #expect(Self.strip.cell(ofPage: visible.lowerBound - 1, position: 100).maxX < 0)
        #expect(Self.strip.cell(ofPage: visible.upperBound + 1, position: 100).minX > 1280)
        // The count depends on the window's width, never on the book's length.
        #expect(
            visible.count
                == PageStrip(pageCount: 64, viewport: Self.window, density: 1).visiblePages(position: 32)?.count)
        #expect(Self.strip.visiblePages(position: 1)?.lowerBound == 1)
        #expect(Self.strip.visiblePages(position: 2415)?.upperBound == 2415)
        #expect(PageStrip(pageCount: 3, viewport: Self.window, density: 1).visiblePages(position: 2) == 1...3)
        let around = try #require(Self.strip.pages(around: 100, extra: 5))
        #expect(around == visible.lowerBound - 5...visible.upperBound + 5)
    }

    @Test func aPointOnTheStripFindsThePageUnderIt() {
        let y = Self.strip.band.midY
        #expect(Self.strip.page(at: Point(x: 640, y: y), position: 100) == 100)
        let right = Self.strip.cell(ofPage: 103, position: 100)
        #expect(Self.strip.page(at: Point(x: right.minX + 2, y: y), position: 100) == 103)
        #expect(Self.strip.page(at: Point(x: right.maxX - 2, y: y), position: 100) == 103)
        // Off the band, or past the ends of the book: no page.
        #expect(Self.strip.page(at: Point(x: 640, y: Self.strip.band.minY - 1), position: 100) == nil)
        #expect(Self.strip.page(at: Point(x: 640, y: Self.strip.band.maxY), position: 100) == nil)
        #expect(Self.strip.page(at: Point(x: 10, y: y), position: 1) == nil)
    }

    @Test func aScrubFollowsTheFingerAndStaysInTheBook() {
        #expect(Self.strip.position(from: 100, draggedBy: -Self.strip.pitch * 3) == 103)
        #expect(Self.strip.position(from: 100, draggedBy: Self.strip.pitch) == 99)
        #expect(Self.strip.position(from: 2, draggedBy: 10_000) == 1)
        #expect(Self.strip.position(from: 2400, draggedBy: -100_000) == 2415)
    }

    @Test func aPageIsFittedInItsCell() {
        let a4 = Size(width: 595, height: 842), landscape = Size(width: 842, height: 595)
        #expect(Self.strip.thumbnailScale(of: a4) == PageStrip.thumbnailHeightPoints / 842)
        let cell = Self.strip.cell(ofPage: 1, position: 1)
        let wide = Self.strip.thumbnailFrame(of: landscape, in: cell)
        #expect(wide.width == cell.width && wide.height < cell.height && cell.contains(wide))
        let tall = Self.strip.thumbnailFrame(of: a4, in: cell)
        #expect(tall.height == cell.height && tall.width <= cell.width && cell.contains(tall))
        #expect(Self.strip.thumbnailScale(of: .zero) == 0)
    }
}
