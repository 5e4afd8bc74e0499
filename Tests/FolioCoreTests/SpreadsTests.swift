import FolioCore
import Testing

/// How pages group into spreads (`Spreads`), and the reader's keys, jumps and title over them.
@Suite struct SpreadsTests {
    static let letter = Size(width: 612, height: 792)
    static let landscape = Size(width: 842, height: 595)

    static func groups(_ layout: PageLayout, _ sizes: [Size]) -> [[Int]] {
        let spreads = Spreads(layout: layout, pageSizes: PageSizes(sizes))
        return (1...spreads.count).map { spreads.pages(ofSpread: $0) }
    }

    @Test func singleShowsEveryPageAlone() {
        #expect(Self.groups(.single, Array(repeating: Self.letter, count: 3)) == [[1], [2], [3]])
    }

    @Test func spreadPairsFromTheFirstPageAndLeavesAnOddLastPageAlone() {
        #expect(Self.groups(.spread, Array(repeating: Self.letter, count: 5)) == [[1, 2], [3, 4], [5]])
    }

    @Test func coverShowsTheFirstPageAloneThenPairsTwoThreeFourFive() {
        #expect(Self.groups(.cover, Array(repeating: Self.letter, count: 6)) == [[1], [2, 3], [4, 5], [6]])
        #expect(Self.groups(.cover, [Self.letter]) == [[1]])
    }

    @Test func aPageMuchWiderThanTallStandsAloneAndPairingGoesOnAfterIt() {
        var sizes = Array(repeating: Self.letter, count: 7)
        sizes[2] = Self.landscape  // page 3
        #expect(Self.groups(.spread, sizes) == [[1, 2], [3], [4, 5], [6, 7]])
        #expect(Self.groups(.cover, sizes) == [[1], [2], [3], [4, 5], [6, 7]])
    }

    @Test func everyPageIsInTheSpreadThatHoldsIt() {
        var sizes = Array(repeating: Self.letter, count: 41)
        sizes[9] = Self.landscape
        for layout in PageLayout.allCases {
            let spreads = Spreads(layout: layout, pageSizes: PageSizes(sizes))
            for page in 1...41 { #expect(spreads.pages(ofSpread: spreads.spread(holding: page)).contains(page)) }
            #expect((1...spreads.count).flatMap(spreads.pages(ofSpread:)) == Array(1...41), "\(layout)")
        }
    }

    @Test func aSpreadLaysItsPagesSideBySideCentredOnTheTallerOne() {
        let small = Size(width: 400, height: 600)
        let spreads = Spreads(layout: .spread, pageSizes: PageSizes([Self.letter, small]))
        let (pages, size) = spreads.layOut(spread: 1, sizes: PageSizes([Self.letter, small]))
        #expect(size == Size(width: 612 + Spreads.gapPoints + 400, height: 792))
        #expect(pages.map(\.origin) == [Point(x: 0, y: 0), Point(x: 612 + Spreads.gapPoints, y: 96)])
    }

    @Test func aSpreadsPixelsAreCutIntoEachPagesOwn() {
        let right = SpreadPage(page: 2, origin: Point(x: 624, y: 0), size: Self.letter)
        // 2x: the right page starts at pixel 1248 of the spread.
        let view = PixelRect(x: 1000, y: 100, width: 500, height: 200)
        #expect(right.pixels(of: view, at: 2) == PixelRect(x: 0, y: 100, width: 252, height: 200))
        #expect(right.pixels(of: PixelRect(x: 0, y: 0, width: 1000, height: 100), at: 2) == nil)
    }

    @Test func theKeysDAndShiftDChangeTheLayoutOnThePageShown() {
        var reader = SettlingReader(pages: 64, firstPage: 12)
        reader.press("d")
        #expect(reader.model.layout == .spread)
        #expect(reader.model.slots.first { $0.holds(page: 12) }?.pages.map(\.page) == [11, 12])
        #expect(reader.model.pageTitle == "pages 11-12 / 64")
        reader.press("D")
        #expect(reader.model.layout == .cover)
        #expect(reader.model.pageTitle == "pages 12-13 / 64")
        #expect(reader.model.currentPage == 12)
        reader.press("D")
        #expect(reader.model.layout == .spread)
        reader.press("d")
        #expect(reader.model.layout == .single)
        #expect(reader.model.pageTitle == "page 12 / 64", "back and forth, the page it started on")
    }

    @Test func aTurnMovesASpreadAndGoToPageLandsOnTheSpreadHoldingThePage() {
        var reader = SettlingReader(pages: 64, firstPage: 1, layout: .cover)
        #expect(reader.model.currentPage == 1)
        reader.press("Right")
        #expect(reader.model.currentPage == 2 && reader.model.currentSpread == 2)
        reader.press("Right")
        #expect(reader.model.currentPage == 4)
        reader.apply(.goToPage(31))
        #expect(reader.model.currentSpread == 16)
        #expect(reader.model.slots.first { $0.spread == 16 }?.pages.map(\.page) == [30, 31])
        reader.press("End")
        #expect(
            reader.model.currentPage == 64 && reader.model.spreads.pages(ofSpread: reader.model.currentSpread) == [64])
    }

    @Test func aJumpToAPointOnTheRightPageShowsThatPoint() throws {
        var reader = SettlingReader(pages: 64, firstPage: 1, layout: .spread)
        reader.apply(.setZoom(4))
        reader.apply(.jump(PageDestination(page: 20, left: 300, top: 500)))
        let frame = try #require(reader.model.frame(ofPage: 20))
        let scale = reader.model.scale(ofPage: 20) ?? 0
        let point = Point(x: frame.minX + 300 * scale, y: frame.minY + 500 * scale)
        #expect(Rect(origin: .zero, size: reader.model.viewport).contains(point), "the named point is in the window")
        #expect(reader.model.page(at: point)?.page == 20)
    }

    @Test func rightToLeftLaysTheFirstPageOnTheRightAndTheNextSpreadToTheLeft() throws {
        var reader = SettlingReader(pages: 64, firstPage: 12, layout: .cover)
        reader.apply(.setRightToLeft(true))
        let left = try #require(reader.model.frame(ofPage: 13))
        let right = try #require(reader.model.frame(ofPage: 12))
        #expect(left.maxX < right.minX, "page 12 on the right, page 13 on the left")
        let next = try #require(reader.model.slots.firstIndex { $0.holds(page: 14) })
        let current = try #require(reader.model.slots.firstIndex { $0.holds(page: 12) })
        #expect(reader.model.cellX(ofSpread: reader.model.slots[next].spread!) < reader.model.cellX(ofPage: 12))
        #expect(reader.model.frame(ofSlot: next)!.maxX < reader.model.frame(ofSlot: current)!.minX + 1)
    }

    @Test func rightToLeftTurnsTheArrowKeysEdgeClicksFlicksAndTheStripTheOtherWay() {
        var reader = SettlingReader(pages: 64, firstPage: 12, layout: .cover)
        reader.press("R")
        #expect(reader.model.isRightToLeft && reader.model.currentPage == 12)
        reader.press("Left")
        #expect(reader.model.currentPage == 14, "Left goes on to the next spread, which lies to the left")
        reader.press("Right")
        #expect(reader.model.currentPage == 12)
        reader.press("Space")
        #expect(reader.model.currentPage == 14, "Space reads on, whichever way the book runs")
        reader.apply(.click(Point(x: 50, y: 400)))
        #expect(reader.model.currentPage == 16, "a click on the left edge turns to the next spread")
        reader.apply(.click(Point(x: 1230, y: 400)))
        #expect(reader.model.currentPage == 14)
        // A finger dragged to the right pulls in the spread on the left: the next one.
        for (step, x) in [300.0, 450, 600].enumerated() {
            let point = Point(x: x, y: 400)
            reader.model.apply(step == 0 ? .pointerDown(point) : .pointerMove(point), at: reader.time)
            reader.time += 1.0 / 60
            reader.model.apply(.tick, at: reader.time)
        }
        reader.apply(.pointerUp(Point(x: 600, y: 400)))
        #expect(reader.model.currentPage == 16)
        let strip = reader.model.stripLayout
        #expect(strip.cell(ofPage: 17, position: 16).minX < strip.cell(ofPage: 16, position: 16).minX)
        #expect(strip.position(from: 16, draggedBy: strip.pitch * 2) == 18, "dragged right, later pages come in")
        reader.press("R")
        #expect(!reader.model.isRightToLeft && reader.model.currentPage == 16)
        reader.press("Left")
        #expect(reader.model.currentPage == 14, "left to right again, Left goes back")
    }
}
