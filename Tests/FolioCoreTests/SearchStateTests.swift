import FolioCore
import Testing

/// A search's state on its own: the order pages are searched in, matches arriving out of order,
/// moves that wait until their match is certain and wrap at the ends, smart case, the prompt's
/// editing and the progress text.
@Suite struct SearchStateTests {
    private func box(_ y: Double) -> Rect { Rect(x: 10, y: y, width: 30, height: 10) }

    @Test func pagesAreSearchedFromTheStartPageOnwardAndWrap() {
        let state = SearchState(query: SearchQuery(smartCase: "x"), generation: 1, pageCount: 6, startPage: 4)
        #expect(state.pageOrder == [4, 5, 6, 1, 2, 3])
        #expect(
            SearchState(query: SearchQuery(smartCase: "x"), generation: 1, pageCount: 3, startPage: 1).pageOrder == [
                1, 2, 3,
            ])
    }

    @Test func smartCase() {
        #expect(SearchQuery(smartCase: "function").caseSensitive == false)
        #expect(SearchQuery(smartCase: "Function").caseSensitive == true)
        #expect(SearchQuery(smartCase: "x11").caseSensitive == false)
    }

    @Test func aMoveWaitsUntilThePagesBeforeItsMatchAreSearched() {
        var state = SearchState(query: SearchQuery(smartCase: "x"), generation: 1, pageCount: 6, startPage: 2)
        #expect(state.move(by: 1).isEmpty)
        // Page 4 answers first: page 3 might still hold an earlier match, so the move waits.
        state.learn([4: [box(100)]])
        #expect(state.settle().isEmpty)
        state.learn([2: [], 3: []])
        #expect(state.settle() == [SearchState.Position(page: 4, index: 0)])
        #expect(state.pendingMoves == 0)
    }

    @Test func nextAndPreviousGoInDocumentOrderAndWrap() {
        var state = SearchState(query: SearchQuery(smartCase: "x"), generation: 1, pageCount: 5, startPage: 3)
        state.learn([1: [box(1)], 2: [], 3: [box(1), box(2)], 4: [], 5: [box(5)]])
        #expect(state.isFinished && state.matchCount == 4)
        let P = SearchState.Position.init(page:index:)
        #expect(state.move(by: 1) == [P(3, 0)])
        #expect(state.move(by: 1) == [P(3, 1)])
        #expect(state.move(by: 1) == [P(5, 0)])
        #expect(state.move(by: 1) == [P(1, 0)], "wraps from the last page to the first")
        #expect(state.move(by: -1) == [P(5, 0)], "and back")
        #expect(state.move(by: 2) == [P(1, 0), P(3, 0)])
        #expect(state.currentNumber == 2)
    }

    @Test func aSingleMatchWrapsToItself() {
        var state = SearchState(query: SearchQuery(smartCase: "x"), generation: 1, pageCount: 3, startPage: 1)
        state.learn([1: [], 2: [box(1)], 3: []])
        #expect(state.move(by: 1).last == SearchState.Position(page: 2, index: 0))
        #expect(state.move(by: 1).last == SearchState.Position(page: 2, index: 0))
        #expect(state.move(by: -1).last == SearchState.Position(page: 2, index: 0))
    }

    @Test func aSearchWithoutMatchesDropsItsMoves() {
        var state = SearchState(query: SearchQuery(smartCase: "x"), generation: 1, pageCount: 2, startPage: 1)
        _ = state.move(by: 1)
        state.learn([1: [], 2: []])
        #expect(state.settle().isEmpty && state.pendingMoves == 0)
        #expect(state.statusText == "no match")
    }

    @Test func progressText() {
        var state = SearchState(query: SearchQuery(smartCase: "x"), generation: 1, pageCount: 2415, startPage: 1)
        var found: [Int: [Rect]] = [:]
        for page in 1...1204 { found[page] = page <= 57 ? [box(1)] : [] }
        state.learn(found)
        #expect(state.statusText == "57 matches · searching 1,204 / 2,415")
        _ = state.move(by: 3)
        #expect(state.statusText == "3 of 57 · searching 1,204 / 2,415")
        state.learn(Dictionary(uniqueKeysWithValues: (1205...2415).map { ($0, [Rect]()) }))
        #expect(state.statusText == "3 of 57")
    }

    @Test func promptEditing() {
        var prompt = SearchPrompt()
        #expect(prompt.press(KeyPress("Return")) == .editing, "an empty prompt does not search")
        for key in ["f", "o", "x", "Backspace", "o", "Space", "B"] {
            #expect(prompt.press(KeyPress(written: key)!) == .editing)
        }
        #expect(prompt.text == "foo B")
        #expect(prompt.press(KeyPress("Return")) == .submit(text: "foo B", backwards: false))
        #expect(prompt.press(KeyPress("Return", shift: true)) == .submit(text: "foo B", backwards: true))
        #expect(prompt.press(KeyPress("Escape")) == .closed)
    }
}
