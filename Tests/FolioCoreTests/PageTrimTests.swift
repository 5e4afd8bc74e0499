import FolioCore
import Testing

/// Trimmed margins (`PageTrim`): a page shows its content box and a margin, facing pages are cut at
/// the same height with their tops level, a page without a box shows whole, and the reader asks for
/// the boxes it lacks and lays the slots out again as they come.
@Suite struct PageTrimTests {
    static let letter = Size(width: 612, height: 792)
    static let margin = PageTrim.marginPoints

    @Test func aPageShowsItsContentBoxAndAMargin() {
        var trim = PageTrim(isOn: true)
        trim.learn([1: Rect(x: 72, y: 90, width: 400, height: 600)])
        let crops = trim.crops(of: [1], sizes: PageSizes([Self.letter]))
        #expect(
            crops == [
                Rect(
                    x: 72 - Self.margin, y: 90 - Self.margin, width: 400 + 2 * Self.margin,
                    height: 600 + 2 * Self.margin)
            ])
        #expect(PageTrim(isOn: false).crops(of: [1], sizes: PageSizes([Self.letter])) == [nil])
    }

    @Test func facingPagesAreCutAtTheSameHeightAndLaidWithTheirTopsLevel() {
        var trim = PageTrim(isOn: true)
        trim.learn([2: Rect(x: 50, y: 100, width: 500, height: 500), 3: Rect(x: 60, y: 80, width: 480, height: 600)])
        let sizes = PageSizes(Array(repeating: Self.letter, count: 3))
        let crops = trim.crops(of: [2, 3], sizes: sizes).compactMap { $0 }
        #expect(crops.count == 2 && crops[0].minY == crops[1].minY && crops[0].maxY == crops[1].maxY)
        #expect(crops[0].minY == 80 - Self.margin && crops[0].maxY == 680 + Self.margin)
        let spreads = Spreads(layout: .cover, pageSizes: sizes)
        let (pages, size) = spreads.layOut(spread: 2, sizes: sizes, trim: trim)
        #expect(pages.map(\.origin.y) == [0, 0])
        #expect(size.height == crops[0].height)
        #expect(size.width == crops[0].width + Spreads.gapPoints + crops[1].width)
    }

    @Test func aPageWithoutABoxShowsWholeNeverDropped() throws {
        var trim = PageTrim(isOn: true)
        trim.learn([1: nil, 2: Rect(x: 50, y: 50, width: 100, height: 100)])
        let sizes = PageSizes([Self.letter, Self.letter])
        #expect(trim.crops(of: [1, 2], sizes: sizes).first == .some(nil))
        #expect(!trim.needsBox(ofPage: 1) && !trim.needsBox(ofPage: 2))
        let (pages, _) = Spreads(layout: .spread, pageSizes: sizes).layOut(spread: 1, sizes: sizes, trim: trim)
        #expect(pages[0].crop == Rect(origin: .zero, size: Self.letter))
    }

    @Test func aCroppedPagesPixelsAndPointsMapThroughItsCrop() {
        let placed = SpreadPage(
            page: 1, origin: Point(x: 0, y: 0), size: Self.letter, crop: Rect(x: 100, y: 50, width: 400, height: 600))
        #expect(placed.pixelOffset(at: 2) == Point(x: -200, y: -100))
        #expect(placed.spreadPoint(Point(x: 100, y: 50)) == .zero)
        #expect(
            placed.pixels(of: PixelRect(x: 0, y: 0, width: 100, height: 100), at: 2)
                == PixelRect(x: 200, y: 100, width: 100, height: 100))
        #expect(
            placed.rect(of: Rect(x: -10, y: -10, width: 20, height: 20)) == Rect(x: 100, y: 50, width: 10, height: 10))
    }

    @Test func theReaderAsksForTheBoxesItLacksAndFitsTheContentOnceTheyCome() throws {
        var reader = SettlingReader(pages: 40, firstPage: 10)
        let whole = reader.model.fitScale(ofPage: 10)
        #expect(reader.model.pagesLackingContentBoxes.isEmpty, "nothing is asked while margins show")
        reader.model.apply(.key(KeyPress(written: "c")!, focus: nil), at: reader.time)
        let effects = reader.model.apply(.tick, at: reader.time + 0.01)
        #expect(reader.model.trim.isOn)
        #expect(reader.model.pagesLackingContentBoxes.first == 10)
        _ = effects
        reader.apply(.contentBoxesMeasured([10: Rect(x: 100, y: 100, width: 412, height: 592)]))
        let trimmed = reader.model.fitScale(ofPage: 10)
        #expect(trimmed > whole * 1.2, "the content fills the window: \(trimmed) against \(whole)")
        let frame = try #require(reader.model.shownFrame(ofPage: 10))
        #expect(abs(frame.height - (592 + 2 * Self.margin) * trimmed) < 1e-6)
        #expect(!reader.model.pagesLackingContentBoxes.contains(10))
    }

    @Test func turningTrimOnAsksForTheBoxesAsAnEffect() {
        var model = ReaderModel(
            pageSizes: Array(repeating: Self.letter, count: 40), viewport: Size(width: 1280, height: 800), firstPage: 10
        )
        let effects = model.apply(.setTrim(true), at: 0)
        guard
            case .measureContentBoxes(let pages)? = effects.first(where: {
                if case .measureContentBoxes = $0 { return true } else { return false }
            })
        else {
            Issue.record("no measureContentBoxes effect in \(effects)")
            return
        }
        #expect(pages.first == 10 && Set(pages).isSuperset(of: [9, 11]))
    }
}
