import FolioCore
import Testing

/// Search through the model as a reader drives it: `/`, typing and Enter start a search from the
/// current page; matches arriving from the workers move the reader to the first one (a jump, kept in
/// the history); `n` and `N` go on and back while a search is highlighted and turn pages otherwise;
/// a new search drops the old one's answers; Escape closes the prompt, then clears the highlights.
@Suite struct ReaderSearchTests {
    typealias Reader = SettlingReader

    static let word = Rect(x: 100, y: 300, width: 40, height: 12)

    @Test func slashTypingAndEnterSearchFromTheCurrentPageAndGoToTheFirstMatch() throws {
        var reader = Reader()
        reader.press("/")
        reader.type("Folio\n")
        let state = try #require(reader.model.search.state)
        #expect(state.query == SearchQuery(text: "Folio", caseSensitive: true))
        #expect(state.startPage == 10 && state.pageOrder.first == 10)
        #expect(reader.model.search.prompt?.text == "Folio", "the prompt stays open: Enter again goes on")
        reader.foundEverywhere([4: [Self.word], 12: [Self.word, Self.word]])
        #expect(reader.model.currentPage == 12)
        #expect(reader.model.search.state?.current == SearchState.Position(page: 12, index: 0))
        reader.press("Return")
        #expect(reader.model.search.state?.current == SearchState.Position(page: 12, index: 1))
        reader.press("Escape")
        #expect(reader.model.search.prompt == nil && reader.model.search.state != nil, "highlights stay")
        reader.press("n")
        #expect(reader.model.currentPage == 4, "wraps to the first page's match")
        reader.press("N")
        #expect(reader.model.currentPage == 12)
        reader.press("alt+Left")
        #expect(reader.model.currentPage == 4, "going to a match is a jump the history keeps")
        reader.press("Escape")
        #expect(reader.model.search.state == nil)
        reader.press("n")
        #expect(reader.model.currentPage == 5, "without a search, n is the next page again")
        #expect(!reader.model.quitRequested)
    }

    @Test func aNewSearchReplacesTheOldAndItsAnswersAreDropped() throws {
        var reader = Reader()
        reader.model.apply(.search(text: "alpha", next: 1), at: 0)
        let old = try #require(reader.model.search.state?.generation)
        reader.model.apply(.search(text: "beta", next: 1), at: 0)
        let new = try #require(reader.model.search.state?.generation)
        #expect(new != old)
        reader.found([10: [Self.word]], generation: old)
        #expect(reader.model.search.state?.matchCount == 0 && reader.model.currentPage == 10)
        reader.found([10: [], 11: [], 12: [Self.word]], generation: new)
        #expect(reader.model.currentPage == 12 && reader.model.search.state?.query.text == "beta")
    }

    @Test func aScriptSearchGoesSeveralMatchesOnOnceTheyAreCertain() {
        var reader = Reader()
        reader.model.apply(.search(text: "x", next: 3), at: 0)
        reader.found([10: [Self.word], 11: [Self.word]])
        #expect(reader.model.currentPage == 11, "two moves made, the third waits for page 12")
        reader.found([12: [], 13: [Self.word]])
        #expect(reader.model.currentPage == 13)
        #expect(reader.model.search.state?.pendingMoves == 0)
    }

    @Test func aTinyMatchIsZoomedInOnAndAReadableOneIsNot() {
        var reader = Reader()
        let tiny = Rect(x: 300, y: 400, width: 6, height: 2)
        #expect(reader.model.minimumZoom(toRead: Self.word, onPage: 12) == nil)
        let zoom = reader.model.minimumZoom(toRead: tiny, onPage: 12)
        #expect(zoom.map { $0 > 1 } == true)
        reader.model.apply(.search(text: "x", next: 1), at: 0)
        reader.found([10: [], 11: [tiny]])
        #expect(reader.model.currentPage == 11)
        let view = reader.model.currentZoomView
        #expect(view.map { tiny.height * $0.scale >= ReaderModel.readableMatchPoints } == true)
        // Brought into view, centred.
        let visible = view?.visibleRect
        #expect(
            visible.map { $0.minX < tiny.minX && $0.maxX > tiny.maxX && $0.minY < tiny.minY && $0.maxY > tiny.maxY }
                == true)
    }

    @Test func aSearchStepReadsAndWritesItsJSON() throws {
        let json =
            #"{"window": [800, 600], "steps": [{"search": {"text": "function", "next": 2}}, {"search": {"text": "x"}}]}"#
        let script = try GestureScript.parse(json)
        #expect(script.steps == [.search(text: "function", next: 2), .search(text: "x", next: 1)])
        #expect(throws: GestureScriptError.self) { try GestureScript.parse(#"{"steps": [{"search": {"text": ""}}]}"#) }
        #expect(throws: GestureScriptError.self) {
            try GestureScript.parse(#"{"steps": [{"search": {"text": "a", "next": 1.5}}]}"#)
        }
    }
}

/// Answers of the workers' search, as the session hands them to the model.
private extension SettlingReader {
    mutating func found(_ pages: [Int: [Rect]], generation: UInt64? = nil) {
        model.apply(.searchFound(generation: generation ?? model.search.state!.generation, pages: pages), at: time)
        settle()
    }

    /// Every page but those given answered with nothing.
    mutating func foundEverywhere(_ pages: [Int: [Rect]]) {
        var all = Dictionary(uniqueKeysWithValues: (1...40).map { ($0, [Rect]()) })
        all.merge(pages) { $1 }
        found(all)
    }
}
