import FolioCore
import Testing

@Suite struct ReaderModelTests {
    static let window = Size(width: 1280, height: 800)

    private func model(pages: Int = 10, firstPage: Int = 3) -> ReaderModel {
        ReaderModel(
            pageSizes: Array(repeating: Size(width: 612, height: 792), count: pages), viewport: Self.window,
            firstPage: firstPage)
    }

    /// Drags from `start` by `dx` in `steps` moves of 1/60 s each, starting at `time`; returns the time after.
    @discardableResult
    private func drag(
        _ model: inout ReaderModel, from start: Point = Point(x: 640, y: 400), dx: Double,
        steps: Int, at time: Double, release: Bool = true
    ) -> Double {
        var t = time
        model.apply(.pointerDown(start), at: t)
        for step in 1...steps {
            t += 1.0 / 60
            model.apply(.pointerMove(Point(x: start.x + dx * Double(step) / Double(steps), y: start.y)), at: t)
            _ = model.apply(.tick, at: t)
        }
        if release {
            model.apply(.pointerUp(Point(x: start.x + dx, y: start.y)), at: t)
            _ = model.apply(.tick, at: t)
        }
        return t
    }

    private func settle(_ model: inout ReaderModel, from time: Double) -> Double {
        var t = time
        for _ in 0..<600 where !model.isSettled {
            t += 1.0 / 60
            _ = model.apply(.tick, at: t)
        }
        return t
    }

    private func zoom(_ model: inout ReaderModel, to factor: Double, at time: Double) {
        model.apply(.pinch(scale: factor, focus: Point(x: 640, y: 400)), at: time)
        _ = model.apply(.tick, at: time)
    }

    @Test func anUnzoomedPageDragsThePagerStraightAway() {
        var model = model()
        let before = model.physics.offsetX
        drag(&model, dx: -200, steps: 10, at: 0, release: false)
        #expect(abs(model.physics.offsetX - (before + 200)) < 1e-9)
    }

    @Test func aZoomedPagePansFirstAndHandsTheRestToThePagerAtItsEdge() throws {
        var model = model()
        zoom(&model, to: 8, at: 0)
        let pagerAtRest = model.physics.offsetX
        let room = try #require(model.currentZoomView).maxOffset.x - model.currentZoomView!.offset.x
        #expect(room > 1000)
        // A drag shorter than the room left pans the page only.
        drag(&model, dx: -600, steps: 20, at: 1, release: false)
        #expect(model.physics.offsetX == pagerAtRest)
        #expect(abs(model.currentZoomView!.offset.x - (model.currentZoomView!.maxOffset.x - room + 600)) < 1e-6)
        model.apply(.pointerUp(Point(x: 40, y: 400)), at: 2)
        let t = settle(&model, from: 2)
        // Then one that goes past the edge: the page stops at its edge and the pager takes the rest.
        let left = model.currentZoomView!.maxOffset.x - model.currentZoomView!.offset.x
        drag(&model, dx: -(left + 300), steps: 30, at: t, release: false)
        #expect(model.currentZoomView!.offset.x == model.currentZoomView!.maxOffset.x)
        #expect(abs(model.physics.offsetX - (pagerAtRest + 300)) < 1e-6)
        #expect(model.currentPage == 3)
    }

    @Test func draggingBackReturnsThePagerBeforeThePagePans() throws {
        var model = model()
        zoom(&model, to: 8, at: 0)
        let pagerAtRest = model.physics.offsetX
        let left = try #require(model.currentZoomView).maxOffset.x - model.currentZoomView!.offset.x
        let t = drag(&model, dx: -(left + 300), steps: 30, at: 1, release: false)
        let edge = model.currentZoomView!.offset.x
        // Finger back right by 200: all of it goes to the pager, which was pulled 300 off its page.
        model.apply(.pointerMove(Point(x: 640 - left - 100, y: 400)), at: t + 0.1)
        #expect(abs(model.physics.offsetX - (pagerAtRest + 100)) < 1e-6)
        #expect(model.currentZoomView!.offset.x == edge)
        // A further 300: 100 returns the pager to its page and 200 pan the page.
        model.apply(.pointerMove(Point(x: 640 - left + 200, y: 400)), at: t + 0.2)
        #expect(abs(model.physics.offsetX - pagerAtRest) < 1e-6)
        #expect(abs(model.currentZoomView!.offset.x - (edge - 200)) < 1e-6)
    }

    @Test func flickingPastTheEdgeTurnsToTheNextPageWhichStartsAtFit() throws {
        var model = model()
        zoom(&model, to: 8, at: 0)
        let left = try #require(model.currentZoomView).maxOffset.x - model.currentZoomView!.offset.x
        // Pan to the edge, then flick: 450 px in 0.05 s.
        var t = drag(&model, dx: -left, steps: 30, at: 1)
        t = settle(&model, from: t)
        t = drag(&model, dx: -450, steps: 3, at: t)
        t = settle(&model, from: t)
        #expect(model.currentPage == 4)
        #expect(model.currentZoomView?.zoom == 1)
        // The page it left is still in the slots and keeps its zoom.
        #expect(model.zoomView(ofPage: 3)?.zoom == 8)
    }

    @Test func aFlickAtMaximumZoomNeverFreezes() throws {
        var model = model()
        zoom(&model, to: 64, at: 0)
        #expect(model.currentZoomView?.zoom == ZoomView.maximumZoom)
        var t = 1.0
        var offsets: [Double] = [model.currentZoomView!.offset.x]
        // Flick after flick: every one moves the page, until the edge; past it, the pager turns.
        for _ in 0..<40 where model.currentPage == 3 {
            t = drag(&model, dx: -450, steps: 3, at: t)
            t = settle(&model, from: t)
            if model.currentPage == 3 {
                let offset = model.currentZoomView!.offset.x
                #expect(offset > offsets.last! || offset == model.currentZoomView!.maxOffset.x)
                offsets.append(offset)
            }
        }
        #expect(model.currentPage == 4)
    }

    @Test func pagesLeavingTheSlotsGoBackToFit() {
        var model = model()
        zoom(&model, to: 8, at: 0)
        // Page 3 zoomed; turning to page 4 keeps it (a neighbour), page 5 pushes it out.
        model.apply(.command(.nextPage, focus: nil), at: 1)
        var t = settle(&model, from: 1)
        #expect(model.currentPage == 4 && model.zoomView(ofPage: 3)?.zoom == 8)
        model.apply(.command(.nextPage, focus: nil), at: t)
        t = settle(&model, from: t)
        #expect(model.currentPage == 5 && model.zoomView(ofPage: 3)?.zoom == nil)
        model.apply(.command(.previousPage, focus: nil), at: t)
        t = settle(&model, from: t)
        model.apply(.command(.previousPage, focus: nil), at: t)
        t = settle(&model, from: t)
        #expect(model.currentPage == 3 && model.currentZoomView?.zoom == 1)
    }

    @Test func zoomKeysAndTheSettleDelay() {
        var model = model()
        model.apply(.command(.zoomIn, focus: nil), at: 0)
        #expect(model.currentZoomView?.zoom == 1.5)
        model.apply(.tick, at: 0.05)
        #expect(!model.isSettled)
        model.apply(.tick, at: 0 + ReaderModel.zoomSettleDelay)
        #expect(model.isSettled)
        model.apply(.command(.fitWidth, focus: nil), at: 1)
        #expect(model.currentZoomView?.zoom == model.currentZoomView?.fitWidthZoom)
        model.apply(.command(.fitPage, focus: nil), at: 2)
        #expect(model.currentZoomView?.zoom == 1)
        model.apply(.doubleClick(Point(x: 640, y: 400)), at: 3)
        #expect(model.currentZoomView?.zoom == ZoomView.doubleClickZoom)
    }
}
