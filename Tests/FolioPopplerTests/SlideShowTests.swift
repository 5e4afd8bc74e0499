import FolioCore
import FolioPoppler
import FolioTestSupport
import Foundation
import Testing

/// The pages' `/Trans` and `/Dur` as Folio reads them: what a generated deck wrote comes back, and
/// each odd value (an unknown style, a duration negative, zero, hour-long or of the wrong type, a
/// `/Trans` that is no dictionary) is drawn as the nearest sensible thing with a warning naming the page.
struct SlideShowTests {
    /// Writes `pageEntries` as a deck and reads its slides.
    static func slides(_ pageEntries: [String]) throws -> SlideShow {
        let folder = try TemporaryFolder.make("folio-slides")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/deck.pdf"
        try HandWrittenPDF.deck(pageEntries: pageEntries).write(to: URL(fileURLWithPath: path))
        return try Document(path: path).slideShow()
    }

    @Test func whatTheDeckWroteComesBack() throws {
        let show = try Self.slides([
            "",
            "/Trans << /Type /Trans /S /Dissolve /D 1.5 >> /Dur 3",
            "/Trans << /S /Split /Dm /V /M /O /D 0.25 >>",
            "/Trans << /S /Fly /Di /None /SS 0.5 /B true >>",
            "/Trans << /S /Wipe /Di 270 >>",
            "/Dur 7",
        ])
        #expect(show.warnings.isEmpty, "\(show.warnings)")
        #expect(show.slides[1] == nil)
        #expect(show.transition(arrivingAt: 2) == SlideTransition(style: .dissolve, seconds: 1.5))
        #expect(show.seconds(onPage: 2) == 3)
        #expect(
            show.transition(arrivingAt: 3)
                == SlideTransition(style: .split, seconds: 0.25, dimension: .vertical, motion: .outward))
        #expect(
            show.transition(arrivingAt: 4)
                == SlideTransition(style: .fly, direction: nil, scale: 0.5, rectangular: true))
        #expect(show.transition(arrivingAt: 5) == SlideTransition(style: .wipe, direction: 270))
        #expect(show.transition(arrivingAt: 6) == .replace && show.seconds(onPage: 6) == 7)
    }

    @Test(arguments: [
        ("/Trans << /S /Spin /D 1 >>", SlideShow.Slide()),
        ("/Trans << /S /Fade /D -2 >>", SlideShow.Slide(transition: SlideTransition(style: .fade))),
        ("/Trans << /S /Fade /D (soon) >>", SlideShow.Slide(transition: SlideTransition(style: .fade))),
        ("/Trans << /S (Fade) >>", SlideShow.Slide()),
        ("/Trans /Dissolve", SlideShow.Slide()),
        ("/Trans << /S /Push /Di 45 >>", SlideShow.Slide(transition: SlideTransition(style: .push))),
        ("/Dur -1", SlideShow.Slide()),
        ("/Dur 0", SlideShow.Slide()),
        ("/Dur 7200", SlideShow.Slide()),
        ("/Dur /Never", SlideShow.Slide()),
    ])
    func anOddValueIsDrawnAsTheNearestSensibleThingWithAWarning(_ entries: String, _ expected: SlideShow.Slide) throws {
        let show = try Self.slides(["", entries])
        #expect((show.slides[2] ?? SlideShow.Slide()) == expected)
        #expect(show.warnings.count == 1, "\(show.warnings)")
        #expect(show.warnings.first?.hasPrefix("page 2: ") == true)
    }
}
