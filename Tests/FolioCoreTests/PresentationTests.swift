import Testing

@testable import FolioCore

/// Presentation mode in the model: F5 and Escape, one page fitted without margin, a page turning at
/// once with its transition (going back: the page left's own, backwards), the timed advance and
/// input pausing it, blanking, and the document's slides read once.
struct PresentationTests {
    static let dissolve = SlideTransition(style: .dissolve, seconds: 1)
    static let wipe = SlideTransition(style: .wipe, seconds: 0.5, direction: 180)

    /// A 12-page deck in a 1280 x 800 window, presenting from page `firstPage`, its slides read: page
    /// 3 comes in by Dissolve over 1 s, page 4 by Wipe over 0.5 s and stays 2 s.
    static func presenting(firstPage: Int = 2, layout: PageLayout = .single) -> SettlingReader {
        var reader = SettlingReader(pages: 12, firstPage: firstPage, layout: layout)
        reader.apply(.key(KeyPress("F5"), focus: nil))
        let show = SlideShow(slides: [
            3: .init(transition: dissolve), 4: .init(transition: wipe, seconds: 2),
        ])
        reader.apply(.slidesRead(show))
        return reader
    }

    @Test func f5PresentsOnePageFittedFullscreenAndEscapeLeaves() {
        var reader = SettlingReader(pages: 12, firstPage: 5, layout: .cover)
        let effects = reader.model.apply(.key(KeyPress("F5"), focus: nil), at: reader.time)
        #expect(effects.contains(.setFullscreen(true)) && effects.contains(.readSlides))
        reader.settle()
        #expect(reader.model.presentation.isOn && reader.model.layout == .single && reader.model.margin == 0)
        #expect(reader.model.readingLayout == .cover)  // what a reading place keeps
        #expect(reader.model.currentPage == 4)  // the cover spread 4-5 opens as its first page
        // Fitted without margin: the page's height fills the window's.
        #expect(abs((reader.model.currentZoomView?.frame.height ?? 0) - 800) < 0.5)
        reader.press("Escape")
        #expect(!reader.model.presentation.isOn && reader.model.layout == .cover && reader.model.margin > 0)
        #expect(!reader.model.quitRequested)
    }

    @Test func aPageTurnsAtOnceWithTheTransitionThatBringsItIn() throws {
        var reader = Self.presenting()
        reader.model.apply(.key(KeyPress("Space"), focus: nil), at: reader.time)
        #expect(reader.model.currentPage == 3)
        let run = try #require(reader.model.presentation.run)
        #expect(run.from == 2 && run.to == 3 && run.transition == Self.dissolve && !run.reversed)
        // Half way, both pages show; at its end only the page arriving does, and the run is over.
        #expect(run.layers(at: run.start + 0.5, in: reader.model.viewport).map(\.picture).contains(.from))
        reader.settle()
        #expect(reader.model.presentation.run == nil && reader.model.isSettled)
        #expect(abs(reader.time - (run.start + 1)) < 0.02)
    }

    @Test func goingBackPlaysThePageLeftsTransitionBackwards() throws {
        var reader = Self.presenting(firstPage: 3)
        reader.model.apply(.key(KeyPress("Left"), focus: nil), at: reader.time)
        let run = try #require(reader.model.presentation.run)
        #expect(run.from == 3 && run.to == 2 && run.transition == Self.dissolve && run.reversed)
        let size = reader.model.viewport
        // Backwards: its start looks like the forward run's end (page 3 alone), its end like the start.
        let forward = TransitionRun(from: 2, to: 3, transition: Self.dissolve, reversed: false, start: run.start)
        #expect(
            run.layers(at: run.start, in: size).map(\.picture) == forward.layers(at: run.end, in: size).map(swapped))
        #expect(
            run.layers(at: run.end, in: size).map(\.picture) == forward.layers(at: run.start, in: size).map(swapped))
    }

    @Test func crispPixelsLandingDuringATransitionFadeInAndAreOpaqueByItsEnd() {
        let run = TransitionRun(from: 2, to: 3, transition: Self.dissolve, reversed: false, start: 10)
        let fade = TransitionRun.crispFadeSeconds
        #expect(run.crispOpacity(arrivedAt: 9.5, at: 10) == 1, "ready before it started: shown whole at once")
        #expect(run.crispOpacity(arrivedAt: 10.2, at: 10.2) == 0)
        #expect(abs(run.crispOpacity(arrivedAt: 10.2, at: 10.2 + fade / 2) - 0.5) < 1e-9)
        #expect(run.crispOpacity(arrivedAt: 10.2, at: 10.2 + fade) == 1)
        // Late in the run the fade is shortened: the page arriving is whole when the run ends.
        #expect(abs(run.crispOpacity(arrivedAt: 10.9, at: 10.95) - 0.5) < 1e-9)
        #expect(run.crispOpacity(arrivedAt: 10.9, at: run.end) == 1)
        #expect(run.crispOpacity(arrivedAt: 11.5, at: 11.5) == 1, "after its end nothing fades")
    }

    private func swapped(_ layer: TransitionLayer) -> TransitionLayer.Picture { layer.picture == .from ? .to : .from }

    @Test func jumpsAndTransitionsTurnedOffShowThePageAtOnce() {
        var reader = Self.presenting()
        reader.model.apply(.key(KeyPress("End"), focus: nil), at: reader.time)
        #expect(reader.model.currentPage == 12 && reader.model.presentation.run == nil)
        reader.press("Home")
        reader.press("T")
        reader.model.apply(.key(KeyPress("Right"), focus: nil), at: reader.time)
        #expect(reader.model.currentPage == 2)
        reader.model.apply(.key(KeyPress("Right"), focus: nil), at: reader.time)
        #expect(reader.model.currentPage == 3 && reader.model.presentation.run == nil)
    }

    @Test func aTimedAdvanceComesAtTheDurationAndInputPausesIt() {
        var reader = Self.presenting(firstPage: 3)
        reader.press("Right")  // page 4 by Wipe (0.5 s); it stays 2 s from then
        let arrived = reader.time
        #expect(reader.model.currentPage == 4 && reader.model.timedAdvanceDue != nil)
        // Input a second in restarts its clock: the advance comes two seconds after it.
        for _ in 0..<60 { reader.time += 1.0 / 60; reader.model.apply(.tick, at: reader.time) }
        let input = reader.time
        reader.model.apply(.key(KeyPress("x"), focus: nil), at: input)
        while reader.model.currentPage == 4, reader.time < arrived + 10 {
            reader.time += 1.0 / 60
            reader.model.apply(.tick, at: reader.time)
        }
        #expect(reader.model.currentPage == 5)
        let advance = reader.model.takeTimedAdvances()
        #expect(advance.count == 1 && advance.first?.page == 4 && advance.first?.declaredSeconds == 2)
        #expect(abs((advance.first?.firedAt ?? 0) - (input + 2)) <= 1.0 / 60 + 1e-9)
        // Page 5 says nothing: it stays.
        reader.settle()
        #expect(reader.model.timedAdvanceDue == nil)
    }

    @Test func advanceGivesEveryPageADuration() {
        var reader = Self.presenting(firstPage: 6)
        reader.model.advanceEveryPage(after: 0.5)
        reader.model.apply(.tick, at: reader.time)
        for _ in 0..<200 { reader.time += 1.0 / 60; reader.model.apply(.tick, at: reader.time) }
        #expect(reader.model.currentPage >= 10)
    }

    @Test(arguments: [("b", PresentationState.Blank.black), (".", .black), ("w", .white), (",", .white)])
    func blankingKeysBlankAndAnyKeyBringsTheSlideBack(_ key: String, _ blank: PresentationState.Blank) {
        var reader = Self.presenting()
        reader.press(key)
        #expect(reader.model.presentation.blank == blank && reader.model.currentPage == 2)
        reader.press("Space")  // brings the slide back without turning
        #expect(reader.model.presentation.blank == .none && reader.model.currentPage == 2)
    }

    @Test func clicksTurnAndZoomingIsIgnored() {
        var reader = Self.presenting(firstPage: 5)
        reader.apply(.click(Point(x: 900, y: 400)))
        #expect(reader.model.currentPage == 6)
        reader.apply(.click(Point(x: 100, y: 400)))
        #expect(reader.model.currentPage == 5)
        reader.press("+")
        reader.apply(.pinch(scale: 3, focus: Point(x: 640, y: 400)))
        #expect(reader.model.currentZoomView?.isZoomed == false)
    }

    @Test func slidesAreAskedForOnceAndTheirWarningsLogged() {
        var reader = SettlingReader(pages: 4)
        #expect(reader.model.apply(.key(KeyPress("F5"), focus: nil), at: 0).contains(.readSlides))
        #expect(!reader.model.apply(.tick, at: 0.1).contains(.readSlides))
        let effects = reader.model.apply(.slidesRead(SlideShow(warnings: ["page 2: odd"])), at: 0.2)
        #expect(effects.contains(.log("page 2: odd")))
        reader.press("Escape")
        #expect(!reader.model.apply(.key(KeyPress("F5"), focus: nil), at: 1).contains(.readSlides))
    }

    @Test func odddisplayDurationsMeanNoTimedAdvance() {
        for raw in [-1.0, 0, .nan, .infinity, 3600, 86_400] {
            let (seconds, warning) = SlideShow.sanitizedDuration(raw)
            #expect(seconds == nil && warning != nil, "\(raw)")
        }
        #expect(SlideShow.sanitizedDuration(nil) == (nil, nil))
        #expect(SlideShow.sanitizedDuration(2.5).seconds == 2.5 && SlideShow.sanitizedDuration(2.5).warning == nil)
    }
}
