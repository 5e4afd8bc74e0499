import FolioCore
import FolioRender
import FolioTestSupport
import Testing

@testable import FolioPresenter

/// A page source whose outline, links, text and search fail, as a render worker's do when it dies
/// reading them: the session shows each failure as it shows a failed render, in the page's panel
/// (the outline's, in its own) rather than as an empty answer, and nothing waits for ever.
@Suite struct ReadFailureTests {
    /// Synthetic pages that draw, but whose every read beside the pixels fails.
    struct FailingReads: SyntheticPagesWrapper, PageSourceOpener {
        let pages = SyntheticPageSource(SyntheticDocument(pageCount: 8, renderMilliseconds: 0))
        func outline() throws(FolioError) -> [OutlineEntry] {
            throw .renderProcessFailed(path: name, detail: "it died twice reading the outline (SIGSEGV)")
        }
        func links(onPage number: Int) throws(FolioError) -> [PageLink] { throw crashed(number) }
        func text(onPage number: Int) throws(FolioError) -> PageText? { throw crashed(number) }
        func find(_ query: SearchQuery, onPage number: Int) throws(FolioError) -> [Rect] { throw crashed(number) }
        func open() -> any PageSource { self }

        func crashed(_ page: Int) -> FolioError { .rendererCrashed(path: name, page: page, how: "SIGSEGV") }
    }

    @Test func failedReadsAreShownAsAFailedRenderIs() throws {
        let source = FailingReads()
        var reader = try HeadlessSession(source: source)
        defer { reader.stop() }
        var frames = 0
        while frames < 300, reader.session.shownNotices[1] == nil || reader.session.model.outline.failure == nil {
            try reader.frame()
            frames += 1
        }
        // The slot's links could not be read: the page says so over its pixels, which are drawn.
        #expect(
            reader.session.shownNotices[1]
                == PageNotices.Notice(
                    lines: ["Page 1's links could not be read", "\(source.crashed(1))"], isError: false))
        #expect(
            reader.session.model.outline.message
                == "The outline could not be read:\nthe render process failed: it died twice reading the outline (SIGSEGV)"
        )

        // A selection waits for the page's text, which fails: it waits no more, and the page says why.
        try reader.frame([.selectionPress(Point(x: 640, y: 400))])
        frames = 0
        while frames < 300, reader.session.pageNotices.readFailures[1]?[.text] == nil {
            try reader.frame()
            frames += 1
        }
        #expect(reader.session.pageNotices.readFailures[1]?[.text] == "\(source.crashed(1))")
        #expect(reader.session.model.selection.pageWantingText == nil)

        // A search through pages that cannot be searched ends, each page saying so.
        try reader.frame([.search(text: "page", next: 0)])
        frames = 0
        while frames < 600, reader.session.isSearching {
            try reader.frame()
            frames += 1
        }
        #expect(!reader.session.isSearching)
        #expect(reader.session.pageNotices.readFailures[8]?[.search] == "\(source.crashed(8))")
    }
}
