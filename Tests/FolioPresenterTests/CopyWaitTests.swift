import FolioCore
import FolioRender
import FolioTestSupport
import Foundation
import Testing

@testable import FolioPresenter

/// Ctrl+C pressed before the page's text is read: the copy waits for the text, and the session is
/// not at rest while it waits, so a bench run does not end before the copy is made.
@Suite struct CopyWaitTests {
    /// Synthetic pages whose text, "ab" (each letter half the page), takes a while to read.
    struct SlowText: SyntheticPagesWrapper, PageSourceOpener {
        let pages = SyntheticPageSource(SyntheticDocument(pageCount: 3, renderMilliseconds: 0))
        func text(onPage number: Int) throws(FolioError) -> PageText? {
            Thread.sleep(forTimeInterval: 0.3)
            let size = try pages.pageSize(number), half = size.width / 2
            return PageText(
                scalars: ["a", "b"],
                boxes: [
                    Rect(x: 0, y: 0, width: half, height: size.height),
                    Rect(x: half, y: 0, width: half, height: size.height),
                ])
        }
        func open() -> any PageSource { self }
    }

    @Test func aCopyWaitingForItsTextKeepsTheSessionBusyUntilItIsMade() throws {
        var reader = try HeadlessSession(source: SlowText())
        defer { reader.stop() }
        let session = reader.session
        _ = try reader.frames(upTo: 5) { _ in session.isIdle }
        #expect(session.isIdle, "the first page was not shown at rest")

        // From the left of the page at fit to beyond its right edge: both letters.
        let centre = HeadlessSession.window.height / 2
        try reader.frame([.selectionPress(Point(x: 400, y: centre))])
        try reader.frame([.pointerUp(Point(x: 1200, y: centre))])
        try reader.frame([.command(.copy, focus: nil)])
        #expect(!session.isIdle, "at rest while the copy waits for the page's text")

        var copied: [String] = []
        for _ in 0..<300 where copied.isEmpty {
            try reader.frame()
            for case .copy(let text) in session.takeHostEffects() { copied.append(text) }
            if copied.isEmpty { #expect(!session.isIdle) }
        }
        #expect(copied == ["ab"])
        _ = try reader.frames(upTo: 2) { _ in session.isIdle }
        #expect(session.isIdle)
    }
}
