import FolioCore
import Testing

/// What the model asks of the world (`ReaderEffect`), said once, when it becomes due: slot swaps,
/// a search started and cancelled, fullscreen, a page's text for a selection.
@Suite struct ReaderEffectTests {
    static let letter = Size(width: 612, height: 792)

    private func model(pages: Int = 20) -> ReaderModel {
        ReaderModel(
            pageSizes: Array(repeating: Self.letter, count: pages), viewport: Size(width: 1280, height: 800),
            firstPage: 5)
    }

    @Test func aPageTurnSwapsASlotOnTheTickThatRecyclesIt() {
        var model = model()
        #expect(model.apply(.command(.nextPage, focus: nil), at: 0).isEmpty, "nothing is due before the tick")
        var effects: [ReaderEffect] = []
        var time = 0.0
        while model.currentPage == 5, time < 2 {
            time += 1.0 / 60
            effects += model.apply(.tick, at: time)
        }
        #expect(effects.count == 1 && effects.slotAssignments.map(\.page) == [7])
    }

    @Test func aSearchStartsOnceAndIsCancelledWhenReplacedOrDismissed() throws {
        var model = model()
        let started = model.apply(.search(text: "folio", next: 1), at: 0)
        let first = try #require(model.search.state)
        #expect(started == [.startSearch(first)])
        #expect(model.apply(.tick, at: 0.1).isEmpty)
        let replaced = model.apply(.search(text: "reader", next: 1), at: 0.2)
        let second = try #require(model.search.state)
        #expect(replaced == [.cancelSearch(generation: first.generation), .startSearch(second)])
        #expect(
            model.apply(.key(KeyPress("Escape"), focus: nil), at: 0.3) == [.cancelSearch(generation: second.generation)]
        )
    }

    @Test func fullscreenIsAskedForAsItIsToggled() {
        var model = model()
        #expect(model.apply(.command(.toggleFullscreen, focus: nil), at: 0) == [.setFullscreen(true)])
        #expect(model.apply(.tick, at: 0.1).isEmpty)
        #expect(model.apply(.command(.toggleFullscreen, focus: nil), at: 0.2) == [.setFullscreen(false)])
    }
}
