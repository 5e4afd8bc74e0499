import Testing

@testable import FolioCore

/// The presenter window's model: it shows the page the audience sees and the next one, in step
/// with every turn; `P` opens and closes it; beamer's notes pages split between the two windows;
/// the panes keep their pages' shapes inside the window; the time presenting reads as a clock.
struct PresenterViewTests {
    static let window = Size(width: 1024, height: 640)
    /// Beamer's notes on a second screen: each page twice as wide as its 4:3 slide.
    static let notesPage = Size(width: 1600, height: 600)

    @Test func showsTheCurrentAndNextPageInStepWithEveryTurn() {
        var reader = PresentationTests.presenting(firstPage: 2)
        var view = PresenterView(of: reader.model, window: Self.window)
        #expect(view.current.page == 2 && view.next?.page == 3 && view.position == "Slide 2 / 12")
        // The turn's first frame already shows the page arriving: the audience's transition runs.
        reader.model.apply(.key(KeyPress("Space"), focus: nil), at: reader.time)
        #expect(reader.model.presentation.run != nil)
        view = PresenterView(of: reader.model, window: Self.window)
        #expect(view.current.page == 3 && view.next?.page == 4)
        reader.press("End")
        view = PresenterView(of: reader.model, window: Self.window)
        #expect(view.current.page == 12 && view.next == nil && view.position == "Slide 12 / 12  (last)")
        reader.press("b")
        #expect(PresenterView(of: reader.model, window: Self.window).blanked == "screen black")
    }

    @Test func theNextPaneFollowsSpreadsWhenNotPresenting() {
        let reader = SettlingReader(pages: 12, firstPage: 4, layout: .spread)
        let view = PresenterView(of: reader.model, window: Self.window)
        #expect(view.current.page == 3 && view.next?.page == 5 && view.position == "Page 3 / 12")
    }

    @Test func pOpensAndClosesThePresenterWindowInAndOutOfPresenting() {
        var reader = SettlingReader(pages: 12, firstPage: 1)
        var effects = reader.model.apply(.key(KeyPress("P"), focus: nil), at: reader.time)
        #expect(effects.contains(.setPresenter(true)) && reader.model.chrome.showsPresenter)
        reader.press("F5")
        effects = reader.model.apply(.key(KeyPress("P"), focus: nil), at: reader.time)
        #expect(effects.contains(.setPresenter(false)) && !reader.model.chrome.showsPresenter)
        #expect(reader.model.presentation.isOn)  // P is not a key that brings a blanked slide back or leaves
    }

    @Test func notesPagesShowTheSlideToTheAudienceAndTheNotesToTheSpeaker() {
        var reader = SettlingReader(sizes: Array(repeating: Self.notesPage, count: 6), firstPage: 1)
        reader.apply(.splitNotes(.right))
        reader.press("F5")
        // The audience: the left half, a 4:3 slide, fills the window's height.
        let shown = reader.model.currentZoomView?.frame.size ?? .zero
        #expect(abs(shown.height - 800) < 0.5 && abs(shown.width / shown.height - 799.0 / 600) < 0.01)
        // The speaker: page 1's right half large, page 2's left half beside it.
        let view = PresenterView(of: reader.model, window: Self.window)
        #expect(view.current.page == 1 && view.current.part.minX > 800 && view.current.part.maxX == 1600)
        #expect(view.next?.page == 2 && view.next?.part.minX == 0 && (view.next?.part.maxX ?? 0) < 800)
        #expect(!view.current.isWholePage && view.next?.isWholePage == false)
        reader.apply(.splitNotes(.left))
        #expect(PresenterView(of: reader.model, window: Self.window).current.part.minX == 0)
        reader.apply(.splitNotes(nil))
        #expect(PresenterView(of: reader.model, window: Self.window).current.isWholePage)
    }

    @Test func panesKeepTheirPagesShapesInsideTheWindowWithoutOverlapping() throws {
        let reader = SettlingReader(pages: 12, firstPage: 1)
        for window in [Self.window, Size(width: 1920, height: 1080), Size(width: 400, height: 900)] {
            let view = PresenterView(of: reader.model, window: window)
            let next = try #require(view.next)
            for pane in [view.current, next] {
                #expect(pane.frame.minX >= 0 && pane.frame.minY >= 0)
                #expect(pane.frame.maxX <= window.width + 1e-9 && pane.frame.maxY <= window.height + 1e-9)
                #expect(abs(pane.frame.width / pane.frame.height - 612.0 / 792) < 0.01)
                #expect(pane.frame.maxY <= view.status.minY)
            }
            #expect(view.current.frame.maxX <= next.frame.minX)
            #expect(view.current.frame.width > next.frame.width)
        }
    }

    @Test func theTimePresentingReadsAsAClock() {
        #expect(PresenterView.elapsedText(seconds: 0) == "0:00")
        #expect(PresenterView.elapsedText(seconds: 245.9) == "4:05")
        #expect(PresenterView.elapsedText(seconds: 3729) == "1:02:09")
        #expect(PresenterView.elapsedText(seconds: -3) == "0:00")
    }
}
