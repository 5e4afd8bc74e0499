import FolioCore
import Testing

/// What the pages in the slots say in place of their pixels: an error wins over "still rendering",
/// and only the pages in the slots say anything.
@Suite struct PageNoticesTests {
    private let model = ReaderModel(
        pages: PageSizes([
            Size(width: 600, height: 800), Size(width: 600, height: 800), .zero, Size(width: 600, height: 800),
            Size(width: 600, height: 800),
        ]),
        viewport: Size(width: 1280, height: 800), firstPage: 2)

    @Test func errorsWinOverStillRenderingAndOnlyTheSlotsPagesSpeak() {
        var notices = PageNotices()
        notices.renderFailed(page: 1, reason: "damaged")
        let changed = notices.setStillRendering([1: 12, 2: 11, 5: 30])
        let changedAgain = notices.setStillRendering([1: 12, 2: 11, 5: 30])
        #expect(changed && !changedAgain)  // the same again: no redraw
        let shown = notices.shown(in: model)
        #expect(shown[1] == PageNotices.Notice(lines: ["Page 1 could not be drawn", "damaged"], isError: true))
        #expect(
            shown[2]
                == PageNotices.Notice(
                    lines: ["Page 2 is still rendering (11 s)", "the rest of the book renders meanwhile"],
                    isError: false))
        // Page 3 has no area: poppler could not load it to measure it.
        #expect(
            shown[3]
                == PageNotices.Notice(lines: ["Page 3 could not be drawn", "poppler could not load it"], isError: true))
        #expect(shown[5] == nil)  // not in a slot
    }

    /// A page whose links, text or search failed says so over its pixels, until the same read of it
    /// succeeds; a render's error and a render still running speak first.
    @Test func aFailedReadIsSaidUntilTheSameReadSucceeds() {
        var notices = PageNotices()
        notices.readFailed(.text, page: 2, reason: "this page crashed the renderer (page 2, SIGSEGV)")
        notices.readFailed(.search, page: 2, reason: "worse")
        notices.readFailed(.links, page: 4, reason: "gone")
        #expect(
            notices.shown(in: model)[2]
                == PageNotices.Notice(
                    lines: ["Page 2's text could not be read", "this page crashed the renderer (page 2, SIGSEGV)"],
                    isError: false))
        notices.readSucceeded(.text, page: 2)
        #expect(
            notices.shown(in: model)[2]
                == PageNotices.Notice(lines: ["Page 2 could not be searched", "worse"], isError: false))
        notices.readSucceeded(.links, page: 2)  // another read: the search's failure stands
        #expect(notices.shown(in: model)[2]?.lines.first == "Page 2 could not be searched")
        notices.readSucceeded(.search, page: 2)
        #expect(notices.shown(in: model)[2] == nil && notices.readFailures.isEmpty == false)
        #expect(notices.readFailures[2] == nil)

        notices.readFailed(.links, page: 1, reason: "gone")
        _ = notices.setStillRendering([1: 12])
        #expect(notices.shown(in: model)[1]?.lines.first == "Page 1 is still rendering (12 s)")
        notices.renderFailed(page: 1, reason: "damaged")
        #expect(notices.shown(in: model)[1]?.isError == true)
    }
}
