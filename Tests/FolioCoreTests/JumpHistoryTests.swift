import FolioCore
import Testing

/// Jumps through the model: each remembers where the reader was, lands on its page with its point
/// in view at the reader's zoom, and Alt+Left / Alt+Right (Ctrl+O / Ctrl+I) go back and forward
/// as a browser does.
@Suite struct JumpHistoryTests {
    typealias Reader = SettlingReader

    @Test func theHistoryIsABrowsersBackAndForward() {
        var history = JumpHistory()
        let a = JumpHistory.Spot(page: 1), b = JumpHistory.Spot(page: 2), c = JumpHistory.Spot(page: 3)
        history.leaving(a)
        history.leaving(b)
        #expect(history.back(from: c) == b)
        #expect(history.back(from: b) == a)
        #expect(history.back(from: a) == nil)
        #expect(history.forward(from: a) == b)
        // A new jump forgets the places gone back from.
        history.leaving(b)
        #expect(history.forward(from: b) == nil)
    }

    @Test func theHistoryForgetsItsOldestPlaces() {
        var history = JumpHistory()
        for page in 1...(JumpHistory.capacity + 20) { history.leaving(.init(page: page)) }
        #expect(history.backward.count == JumpHistory.capacity)
        #expect(history.backward.first?.page == 21)
    }

    @Test func goToPageIsAJumpThatAltLeftUndoesAndAltRightRedoes() {
        var reader = Reader(pages: 200)
        reader.press("g")
        for character in "150" { reader.press(String(character)) }
        reader.press("Return")
        #expect(reader.model.currentPage == 150)
        reader.apply(.goToPage(20))
        #expect(reader.model.currentPage == 20)
        reader.press("alt+Left")
        #expect(reader.model.currentPage == 150)
        reader.press("ctrl+o")
        #expect(reader.model.currentPage == 10)
        reader.press("ctrl+o")  // nothing further back
        #expect(reader.model.currentPage == 10)
        reader.press("alt+Right")
        #expect(reader.model.currentPage == 150)
        reader.press("ctrl+i")
        #expect(reader.model.currentPage == 20)
    }

    @Test func aDestinationsPointShowsOnAZoomedPageAtTheReadersZoom() {
        var reader = Reader(pages: 200)
        reader.apply(.setZoom(4))
        let destination = PageDestination(page: 120, left: 300, top: 600)
        reader.apply(.jump(destination))
        #expect(reader.model.currentPage == 120)
        let zoom = reader.model.currentZoomView!.zoom
        #expect(abs(zoom - 4) < 1e-9)
        let shown = try! #require(reader.visibleRect)
        #expect(shown.minX <= 300 && 300 <= shown.maxX)
        #expect(shown.minY <= 600 && 600 <= shown.maxY)
        // Near the window's top-left corner, not merely somewhere on screen.
        #expect(600 - shown.minY < shown.height / 4)
    }

    @Test func goingBackReturnsToTheZoomedPlaceLeft() {
        var reader = Reader(pages: 200)
        reader.apply(.setZoom(3))
        reader.press("j")  // pans down a zoomed page
        let before = try! #require(reader.visibleRect)
        reader.apply(.jump(PageDestination(page: 60, top: 100)))
        #expect(reader.model.currentPage == 60)
        reader.press("alt+Left")
        #expect(reader.model.currentPage == 10)
        let after = try! #require(reader.visibleRect)
        #expect(abs(after.minX - before.minX) < 0.5 && abs(after.minY - before.minY) < 0.5)
        #expect(abs(reader.model.currentZoomView!.zoom - 3) < 1e-9)
    }

    @Test func anAreaIsShownAtLeastAtItsMinimumZoomAndCentred() {
        var reader = Reader(pages: 200)
        let match = Rect(x: 400, y: 500, width: 40, height: 9)
        reader.apply(.goToPage(30))
        reader.model.jump(toArea: match, onPage: 31, minimumZoom: 2)
        reader.settle()
        #expect(reader.model.currentPage == 31)
        #expect(abs(reader.model.currentZoomView!.zoom - 2) < 1e-9)
        let shown = try! #require(reader.visibleRect)
        #expect(shown.contains(match))
        #expect(abs(shown.midY - (match.minY + match.height / 2)) < 1)
        reader.press("alt+Left")
        #expect(reader.model.currentPage == 30)
    }

    @Test func aDestinationOutsideTheDocumentIsIgnored() {
        var reader = Reader(pages: 200)
        reader.apply(.jump(PageDestination(page: 201)))
        reader.apply(.jump(PageDestination(page: 0)))
        #expect(reader.model.currentPage == 10)
        #expect(reader.model.history.backward.isEmpty)
    }
}

private extension SettlingReader {
    /// The part of the current page in the window, in page points.
    var visibleRect: Rect? { model.currentZoomView?.visibleRect }
}
