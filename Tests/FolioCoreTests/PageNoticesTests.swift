import FolioCore
import Testing

/// What the pages in the slots say in place of their pixels: an error wins over "still rendering",
/// and only the pages in the slots say anything.
@Suite struct PageNoticesTests {
    private let model = ReaderModel(
        pages: PageSizes([Size(width: 600, height: 800), Size(width: 600, height: 800), .zero, Size(width: 600, height: 800),
                          Size(width: 600, height: 800)]),
        viewport: Size(width: 1280, height: 800), firstPage: 2)

    @Test func errorsWinOverStillRenderingAndOnlyTheSlotsPagesSpeak() {
        var notices = PageNotices()
        notices.renderFailed(page: 1, reason: "damaged")
        let changed = notices.setStillRendering([1: 12, 2: 11, 5: 30])
        let changedAgain = notices.setStillRendering([1: 12, 2: 11, 5: 30])
        #expect(changed && !changedAgain)  // the same again: no redraw
        let shown = notices.shown(in: model)
        #expect(shown[1] == PageNotices.Notice(lines: ["Page 1 could not be drawn", "damaged"], isError: true))
        #expect(shown[2] == PageNotices.Notice(
            lines: ["Page 2 is still rendering (11 s)", "the rest of the book renders meanwhile"], isError: false))
        // Page 3 has no area: poppler could not load it to measure it.
        #expect(shown[3] == PageNotices.Notice(lines: ["Page 3 could not be drawn", "poppler could not load it"], isError: true))
        #expect(shown[5] == nil)  // not in a slot
    }
}
