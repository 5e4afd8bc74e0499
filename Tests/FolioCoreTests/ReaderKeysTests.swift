import FolioCore
import Testing

/// The keys as a reader uses them, through the model: turning pages, the go-to-page prompt with
/// numbers, labels and `gg`, panning a zoomed page with the arrows, clicks at the window's edges,
/// the chrome's switches and the page indicator's fade.
@Suite struct ReaderKeysTests {
    typealias Reader = SettlingReader

    @Test(arguments: ["Right", "Down", "j", "l", "n", "Space", "PageDown"])
    func nextPageKeysAtFit(key: String) {
        var reader = Reader()
        reader.press(key)
        #expect(reader.model.currentPage == 11)
    }

    @Test(arguments: ["Left", "Up", "k", "h", "p", "shift+Space", "PageUp", "Backspace"])
    func previousPageKeysAtFit(key: String) {
        var reader = Reader()
        reader.press(key)
        #expect(reader.model.currentPage == 9)
    }

    @Test func homeEndAndCapitalG() {
        var reader = Reader()
        reader.press("End")
        #expect(reader.model.currentPage == 40)
        reader.press("Home")
        #expect(reader.model.currentPage == 1)
        reader.press("G")
        #expect(reader.model.currentPage == 40)
    }

    @Test func goToPageTakesDigitsAndEnter() {
        var reader = Reader()
        reader.press("g")
        #expect(reader.model.chrome.prompt == PageNumberPrompt())
        reader.type("12")
        #expect(reader.model.chrome.prompt?.text == "12")
        #expect(reader.model.currentPage == 10)  // nothing moves while typing
        reader.press("Return")
        #expect(reader.model.currentPage == 12 && reader.model.chrome.prompt == nil)
        // Ctrl+G opens it too; Escape cancels and keeps the page.
        reader.press("ctrl+g")
        reader.type("3")
        reader.press("Escape")
        #expect(reader.model.currentPage == 12 && reader.model.chrome.prompt == nil && !reader.model.quitRequested)
    }

    @Test func ggIsTheFirstPageAndBackspaceEdits() {
        var reader = Reader()
        reader.type("gg")
        #expect(reader.model.currentPage == 1 && reader.model.chrome.prompt == nil)
        reader.type("g35")
        reader.press("Backspace")
        reader.type("0\n")
        #expect(reader.model.currentPage == 30)
    }

    @Test func aPageThatIsNotThereSaysSoAndTheDocumentsLabelsAreTaken() {
        var reader = Reader()
        reader.type("g99\n")
        #expect(reader.model.currentPage == 10)
        #expect(reader.model.chrome.prompt?.problem == "no page \"99\" in 1-40")
        reader.press("Escape")
        reader.model.apply(
            .pageLabelsRead([1: "i", 2: "ii", 12: "xii", 13: "1", 14: "A-3", 20: "20"]), at: reader.time)
        reader.type("gXII\n")
        #expect(reader.model.currentPage == 12)
        #expect(reader.model.pageText == "xii (12 / 40)")
        // A label before a number: "1" is the label of page 13.
        reader.type("g1\n")
        #expect(reader.model.currentPage == 13)
        reader.type("ga-3\n")
        #expect(reader.model.currentPage == 14)
        // A label that is the page's own number is no label.
        reader.type("g20\n")
        #expect(reader.model.pageText == "20 / 40")
    }

    @Test func arrowsPanAZoomedPageAndTurnAtItsEdge() throws {
        var reader = Reader()
        for _ in 0..<4 { reader.press("+") }  // 3x: wider and taller than the window
        let before = try #require(reader.model.currentZoomView)
        #expect(before.isZoomed)
        reader.press("Down")
        let after = try #require(reader.model.currentZoomView)
        #expect(after.offset.y == before.offset.y + 800 * ReaderModel.panKeyStep)
        #expect(reader.model.currentPage == 10)
        reader.press("l")
        #expect(reader.model.currentZoomView!.offset.x > after.offset.x)
        // Down to the bottom, then one more: the next page.
        for _ in 0..<100 where reader.model.currentPage == 10 { reader.press("j") }
        #expect(reader.model.currentPage == 11)
    }

    @Test func clicksInTheOuterFifthsTurnPagesAtFitOnly() {
        var reader = Reader()
        reader.model.apply(.click(Point(x: 1200, y: 400)), at: reader.time)
        reader.settle()
        #expect(reader.model.currentPage == 11)
        reader.model.apply(.click(Point(x: 100, y: 400)), at: reader.time)
        reader.settle()
        #expect(reader.model.currentPage == 10)
        reader.model.apply(.click(Point(x: 640, y: 400)), at: reader.time)
        reader.settle()
        #expect(reader.model.currentPage == 10)
        reader.press("+")
        reader.model.apply(.click(Point(x: 1200, y: 400)), at: reader.time)
        reader.settle()
        #expect(reader.model.currentPage == 10)
    }

    @Test func aClickOnTheStripInAnOuterFifthGoesToThePageClickedOnly() throws {
        var reader = Reader()
        reader.press("t")
        let strip = reader.model.stripLayout
        let page = try #require(
            (11...40).first { strip.cell(ofPage: $0, position: 10).midX > 1280 * (1 - ReaderModel.turningEdge) })
        let point = Point(x: strip.cell(ofPage: page, position: 10).midX, y: strip.band.midY)
        // As the window sends a click: the press and release, then the click.
        reader.model.apply(.pointerDown(point), at: reader.time)
        reader.model.apply(.pointerUp(point), at: reader.time)
        reader.model.apply(.click(point), at: reader.time)
        reader.settle()
        #expect(reader.model.currentPage == page)
    }

    @Test func theChromeSwitchesAndEscape() {
        var reader = Reader()
        for key in ["i", "f", "F2", "?"] { reader.press(key) }
        #expect(reader.model.chrome.nightMode && reader.model.chrome.fullscreen && reader.model.chrome.showsHUD)
        #expect(reader.model.chrome.showsKeyList)
        reader.press("Escape")
        #expect(!reader.model.chrome.showsKeyList && !reader.model.quitRequested)
        reader.press("Escape")
        #expect(reader.model.quitRequested)
        var other = Reader()
        other.press("ctrl+w")
        #expect(other.model.quitRequested)
    }

    @Test func theIndicatorShowsASecondAfterATurnThenFades() {
        var reader = Reader()
        reader.settle()
        reader.press("Right")
        let turned = reader.model.chrome.pageChangedAt
        #expect(reader.model.chrome.indicatorOpacity(at: turned + 0.5) == 1)
        let halfFaded = reader.model.chrome.indicatorOpacity(
            at: turned + ReaderChrome.indicatorSeconds + ReaderChrome.indicatorFadeSeconds / 2)
        #expect(abs(halfFaded - 0.5) < 1e-9)
        #expect(reader.model.chrome.indicatorOpacity(at: turned + 2) == 0)
        #expect(!reader.model.chrome.indicatorIsFading(at: turned + 2))
    }

    @Test func theKeyListNamesEveryBoundKey() {
        let text = KeyMap().keyListRows.map(\.keys).joined(separator: "  ").lowercased()
        for binding in KeyBinding.all {
            for key in binding.keys where key.name != "G" {
                #expect(text.contains(key.description.lowercased()), "\(key) is missing from the key list")
            }
        }
    }
}
