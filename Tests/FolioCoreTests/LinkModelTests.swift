import FolioCore
import Testing

/// Links in the model with hand-made links: a click on one jumps to its page and brings its point
/// into view (at fit and zoomed), a click elsewhere keeps turning pages, a drag that starts on one is
/// a drag, a script's `link` step waits for the links, only the slots' pages keep theirs, and back
/// and forward return to each place, zoomed ones exactly.
@Suite struct LinkModelTests {
    static let window = Size(width: 1280, height: 800)
    static let page = Size(width: 612, height: 792)
    /// A link in the middle of page 1 (so a zoom about the window's centre keeps it in view) to a point on page 7.
    static let toSeven = PageLink(
        area: Rect(x: 280, y: 386, width: 52, height: 20),
        target: .destination(PageDestination(page: 7, left: 72, top: 500)))
    static let uri = PageLink(
        area: Rect(x: 280, y: 700, width: 100, height: 14), target: .uri("https://www.example.org/folio"))

    private func model(firstPage: Int = 1, window: Size = Self.window) -> ReaderModel {
        var model = ReaderModel(
            pageSizes: Array(repeating: Self.page, count: 10), viewport: window, firstPage: firstPage)
        model.apply(.tick, at: 0)
        return model
    }

    /// Where page point `point` of `page` shows in the window (device pixels).
    private func windowPoint(_ point: Point, onPage page: Int, in model: ReaderModel) throws -> Point {
        let index = try #require(model.slots.firstIndex { $0.page == page })
        let frame = try #require(model.frame(ofSlot: index))
        let scale = model.slots[index].zoom.scale
        return Point(x: frame.minX + point.x * scale, y: frame.minY + point.y * scale)
    }

    private func centre(of link: PageLink) -> Point {
        Point(x: link.area.minX + link.area.width / 2, y: link.area.minY + link.area.height / 2)
    }

    private func visible(_ model: ReaderModel) throws -> Rect { try #require(model.currentZoomView?.visibleRect) }

    private func tick(_ model: inout ReaderModel, at time: Double) {
        for step in 0..<3 { model.apply(.tick, at: time + Double(step) / 60) }
    }

    @Test func clickOnAnInternalLinkAtFitLandsOnItsPageShownWhole() throws {
        var model = model()
        model.apply(.linksRead(page: 1, links: [Self.toSeven, Self.uri]), at: 0)
        let point = try windowPoint(centre(of: Self.toSeven), onPage: 1, in: model)
        #expect(model.link(at: point)?.link == Self.toSeven)
        model.apply(.click(point), at: 1)
        tick(&model, at: 1)
        #expect(model.currentPage == 7)
        #expect(model.currentZoomView?.isZoomed == false)
        #expect(try visible(model).contains(Point(x: 72, y: 500)))
        #expect(model.history.backward == [JumpHistory.Spot(page: 1, zoom: 1)])
    }

    @Test func clickOnAnInternalLinkZoomedBringsItsPointNearTheTopLeft() throws {
        var model = model()
        model.apply(.linksRead(page: 1, links: [Self.toSeven]), at: 0)
        model.apply(.setZoom(4), at: 0)
        tick(&model, at: 0.5)
        let point = try windowPoint(centre(of: Self.toSeven), onPage: 1, in: model)
        model.apply(.click(point), at: 1)
        tick(&model, at: 1)
        #expect(model.currentPage == 7)
        let zoom = try #require(model.currentZoomView)
        #expect(abs(zoom.zoom - 4) < 1e-9)
        let shown = try visible(model)
        #expect(shown.contains(Point(x: 72, y: 500)))
        // Near the top-left corner: in the first fifth of what shows, both ways.
        #expect(72 - shown.minX < shown.width * 0.2 && 500 - shown.minY < shown.height * 0.2)
    }

    @Test func backReturnsToTheZoomedPlaceExactlyAndForwardToTheLink() throws {
        var model = model()
        model.apply(.linksRead(page: 1, links: [Self.toSeven]), at: 0)
        model.apply(.setZoom(4), at: 0)
        tick(&model, at: 0.5)
        let before = try visible(model)
        model.apply(.click(try windowPoint(centre(of: Self.toSeven), onPage: 1, in: model)), at: 1)
        tick(&model, at: 1)
        let atLink = try visible(model)
        model.apply(.key(try #require(KeyPress(written: "alt+Left")), focus: nil), at: 2)
        tick(&model, at: 2)
        #expect(model.currentPage == 1)
        let back = try visible(model)
        #expect(abs(back.minX - before.minX) < 0.5 && abs(back.minY - before.minY) < 0.5)
        #expect(abs((model.currentZoomView?.zoom ?? 0) - 4) < 1e-9)
        model.apply(.key(try #require(KeyPress(written: "ctrl+i")), focus: nil), at: 3)
        tick(&model, at: 3)
        #expect(model.currentPage == 7)
        let forward = try visible(model)
        #expect(abs(forward.minX - atLink.minX) < 0.5 && abs(forward.minY - atLink.minY) < 0.5)
    }

    @Test func historyGoesBackAndForwardOverSeveralLinkJumps() throws {
        var model = model()
        let links: [Int: PageLink] = [
            1: Self.toSeven,
            7: PageLink(area: Self.toSeven.area, target: .destination(PageDestination(page: 3, top: 100))),
            3: PageLink(area: Self.toSeven.area, target: .destination(PageDestination(page: 10))),
        ]
        var time = 1.0
        for page in [1, 7, 3] {
            #expect(model.currentPage == page)
            let link = try #require(links[page])
            model.apply(.linksRead(page: page, links: [link]), at: time)
            model.apply(.click(try windowPoint(centre(of: link), onPage: page, in: model)), at: time)
            tick(&model, at: time)
            time += 1
        }
        #expect(model.currentPage == 10)
        var visited: [Int] = []
        for key in ["alt+Left", "ctrl+o", "alt+Left", "alt+Left"] {  // the last goes nowhere: the start
            model.apply(.key(try #require(KeyPress(written: key)), focus: nil), at: time)
            tick(&model, at: time)
            visited.append(model.currentPage)
            time += 1
        }
        for key in ["alt+Right", "ctrl+i", "alt+Right", "alt+Right"] {
            model.apply(.key(try #require(KeyPress(written: key)), focus: nil), at: time)
            tick(&model, at: time)
            visited.append(model.currentPage)
            time += 1
        }
        #expect(visited == [3, 7, 1, 1, 7, 3, 10, 10])
    }

    @Test func aClickBesideTheLinksStillTurnsThePageAndOneOnALinkInTheEdgeFollowsIt() throws {
        // A narrow window, so that the page reaches into the fifths that turn pages.
        let window = Size(width: 700, height: 800)
        var model = model(window: window)
        let edgeLink = PageLink(
            area: Rect(x: 560, y: 100, width: 40, height: 20), target: .destination(PageDestination(page: 5)))
        model.apply(.linksRead(page: 1, links: [edgeLink]), at: 0)
        let onLink = try windowPoint(centre(of: edgeLink), onPage: 1, in: model)
        #expect(onLink.x > window.width * 0.8)  // in the right fifth, which turns the page
        model.apply(.click(Point(x: onLink.x, y: 600)), at: 1)
        var time = 1.0
        for _ in 0..<120 { time += 1 / 60; model.apply(.tick, at: time) }
        #expect(model.currentPage == 2)
        model.apply(.key(KeyPress("Home"), focus: nil), at: time)
        tick(&model, at: time)
        model.apply(.linksRead(page: 1, links: [edgeLink]), at: time)
        model.apply(.click(try windowPoint(centre(of: edgeLink), onPage: 1, in: model)), at: time)
        tick(&model, at: time)
        #expect(model.currentPage == 5)
    }

    @Test func aPressOnALinkThatMovesIsADrag() throws {
        var model = model(firstPage: 3)
        model.apply(.linksRead(page: 3, links: [Self.toSeven]), at: 0)
        let start = try windowPoint(centre(of: Self.toSeven), onPage: 3, in: model)
        var time = 1.0
        model.apply(.pointerDown(start), at: time)
        for step in 1...10 {
            time += 1 / 60
            model.apply(.pointerMove(Point(x: start.x - 50 * Double(step), y: start.y)), at: time)
            model.apply(.tick, at: time)
        }
        model.apply(.pointerUp(Point(x: start.x - 500, y: start.y)), at: time)
        for _ in 0..<120 { time += 1 / 60; model.apply(.tick, at: time) }
        #expect(model.currentPage == 4)
        #expect(model.history.backward.isEmpty)
    }

    @Test func aLinkStepWaitsForItsPageLinksAndOnlyReportsAURI() {
        var model = model()
        model.apply(.followLink(0), at: 1)
        #expect(model.currentPage == 1 && model.links.pendingFollow == LinkState.FollowRequest(page: 1, index: 0))
        model.apply(.linksRead(page: 1, links: [Self.toSeven, Self.uri]), at: 1.5)
        tick(&model, at: 1.5)
        #expect(model.currentPage == 7 && model.links.pendingFollow == nil)

        model.apply(.linksRead(page: 7, links: [Self.uri]), at: 2)
        let followed = model.apply(.followLink(0), at: 2)
        tick(&model, at: 2)
        #expect(model.currentPage == 7)
        #expect(followed == [.log("link 0 of page 7 leads to https://www.example.org/folio (not opened)")])
        #expect(model.apply(.followLink(3), at: 3) == [.log("page 7 has 1 links; there is no link 3")])
        #expect(model.apply(.tick, at: 3.1).isEmpty, "a note is said once")
    }

    @Test func onlyTheSlotsPagesKeepTheirLinks() {
        var model = model()
        model.apply(.linksRead(page: 1, links: [Self.toSeven]), at: 0)
        model.apply(.linksRead(page: 2, links: [Self.uri]), at: 0)
        model.apply(.linksRead(page: 9, links: [Self.uri]), at: 0)  // not in a slot: dropped
        #expect(Set(model.links.byPage.keys) == [1, 2])
        model.apply(.goToPage(8), at: 1)
        tick(&model, at: 1)
        #expect(model.links.byPage.isEmpty)
        model.apply(.linksRead(page: 9, links: [Self.uri]), at: 1.1)
        #expect(Set(model.links.byPage.keys) == [9])
    }

    @Test func hoverFindsTheLinkUnderTheRestingPointer() throws {
        var model = model()
        model.apply(.linksRead(page: 1, links: [Self.toSeven, Self.uri]), at: 0)
        model.apply(.hover(try windowPoint(centre(of: Self.uri), onPage: 1, in: model)), at: 0.1)
        #expect(model.hoveredLink == Self.uri)
        #expect(model.hoveredLink?.target.hoverText == "https://www.example.org/folio   (Ctrl+click opens it)")
        model.apply(.hover(Point(x: 5, y: 5)), at: 0.2)
        #expect(model.hoveredLink == nil)
        model.apply(.hover(nil), at: 0.3)
        #expect(model.hoveredLink == nil)
    }

    @Test func theLinkStepReadsAndPlays() throws {
        let step = try GestureScript.parse(
            #"{"window": [800, 600], "fps": 60, "seed": 1, "steps": [{"link": {"index": 2}}]}"#)
        #expect(step.steps == [.link(index: 2)])
        var player = ScriptPlayer(script: step)
        #expect(player.events(upTo: 0.1).map(\.event) == [.followLink(2)])
        #expect(throws: GestureScriptError.self) {
            try GestureScript.parse(
                #"{"window": [800, 600], "fps": 60, "seed": 1, "steps": [{"link": {"index": -1}}]}"#)
        }
    }
}
