import FolioCore
import Testing

@Suite struct ZoomViewTests {
    static let letter = Size(width: 612, height: 792)
    static let window = Size(width: 1280, height: 800)

    private func view() -> ZoomView { ZoomView(page: Self.letter, viewport: Self.window, margin: 12) }

    /// The page point shown at window point `point`.
    private func pagePoint(under point: Point, in view: ZoomView) -> Point {
        Point(x: (point.x - view.frame.minX) / view.scale, y: (point.y - view.frame.minY) / view.scale)
    }

    @Test func fitMatchesPageFit() {
        let view = view()
        let fit = PageFit(page: Self.letter, viewport: Self.window, margin: 12)
        #expect(view.zoom == 1)
        #expect(view.scale == fit.scale)
        #expect(view.frame == fit.frame)
        #expect(!view.isZoomed)
    }

    @Test(arguments: [Point(x: 640, y: 400), Point(x: 500, y: 300), Point(x: 700, y: 650)])
    func thePointUnderThePinchDoesNotMove(_ focus: Point) {
        var view = view()
        // Start zoomed so the page overflows on both axes, then pinch about `focus` in small steps.
        view.setZoom(4, at: Point(x: 640, y: 400))
        let anchor = pagePoint(under: focus, in: view)
        for _ in 0..<40 {
            view.zoom(by: 1.1, at: focus)
            let now = pagePoint(under: focus, in: view)
            #expect(
                abs(now.x - anchor.x) < 1e-9 && abs(now.y - anchor.y) < 1e-9, "moved to \(now) at zoom \(view.zoom)")
        }
        #expect(view.zoom > 40)
    }

    @Test func contentSmallerThanTheViewportIsCentredAtEveryStep() {
        var view = view()
        // Pinch in from fit to 64x and back out off-centre: every axis the page does not fill is centred.
        let steps = Array(repeating: 1.05, count: 90) + Array(repeating: 1 / 1.05, count: 90)
        for factor in steps {
            view.zoom(by: factor, at: Point(x: 200, y: 150))
            let frame = view.frame
            if frame.width <= Self.window.width {
                #expect(abs(frame.minX - (Self.window.width - frame.width) / 2) < 1e-9)
            }
            if frame.height <= Self.window.height {
                #expect(abs(frame.minY - (Self.window.height - frame.height) / 2) < 1e-9)
            }
            // And never a gap on an axis it fills.
            if frame.width > Self.window.width { #expect(frame.minX <= 0 && frame.maxX >= Self.window.width) }
            if frame.height > Self.window.height { #expect(frame.minY <= 0 && frame.maxY >= Self.window.height) }
        }
        #expect(abs(view.zoom - 1) < 1e-9)
        #expect(view.frame == PageFit(page: Self.letter, viewport: Self.window, margin: 12).frame)
    }

    @Test func zoomStaysBetweenFitAndSixtyFourTimes() {
        var view = view()
        view.zoom(by: 1000, at: Point(x: 640, y: 400))
        #expect(view.zoom == ZoomView.maximumZoom)
        view.zoom(by: 1e-6, at: Point(x: 640, y: 400))
        #expect(view.zoom == 1)
        view.zoom(by: .nan, at: Point(x: 640, y: 400))
        view.zoom(by: 0, at: Point(x: 640, y: 400))
        #expect(view.zoom == 1)
    }

    @Test func stepsPassThroughFitWidth() {
        var view = view()
        var levels: [Double] = [view.zoom]
        while view.zoom < ZoomView.maximumZoom, levels.count < 40 {
            view.zoomIn(at: Point(x: 640, y: 400))
            levels.append(view.zoom)
        }
        #expect(levels.last == ZoomView.maximumZoom)
        #expect(levels == levels.sorted() && Set(levels).count == levels.count)
        #expect(levels.contains(view.fitWidthZoom))
        #expect(levels.contains(8) && levels.contains(32))
        // At fit width the page spans the window less its margins.
        view.fitWidth()
        #expect(abs(view.frame.width - (1280 - 24)) < 1e-9)
        // Stepping out goes back down the same ladder.
        view.fitPage()
        for _ in 0..<40 { view.zoomIn(at: Point(x: 640, y: 400)) }
        var down: [Double] = [view.zoom]
        while view.zoom > 1 {
            view.zoomOut(at: Point(x: 640, y: 400))
            down.append(view.zoom)
        }
        #expect(down == levels.reversed())
    }

    @Test func doubleClickTogglesBetweenFitAndThreeTimesAtTheClick() {
        var view = view()
        let click = Point(x: 600, y: 300)
        let anchor = pagePoint(under: click, in: view)
        view.toggleZoom(at: click)
        #expect(view.zoom == ZoomView.doubleClickZoom)
        // The page is wider than the window at 3x, so the click point stays put horizontally and vertically.
        let now = pagePoint(under: click, in: view)
        #expect(abs(now.x - anchor.x) < 1e-9 && abs(now.y - anchor.y) < 1e-9)
        view.toggleZoom(at: click)
        #expect(view.zoom == 1)
    }

    @Test func panStopsAtTheEdgesAndReturnsWhatItCouldNotTake() {
        var view = view()
        view.setZoom(8, at: Point(x: 640, y: 400))
        view.beginPan(at: Point(x: 640, y: 400), time: 0)
        // The finger moving left moves the page left until its right edge meets the window's.
        let room = view.maxOffset.x - view.offset.x
        let leftover = view.pan(by: Point(x: -(room + 100), y: 0), to: Point(x: 640 - room - 100, y: 400), time: 0.1)
        #expect(abs(leftover - -100) < 1e-9)
        #expect(view.offset.x == view.maxOffset.x)
        #expect(abs(view.frame.maxX - 1280) < 1e-9)
        // Back the other way the page takes everything until its left edge.
        let back = view.pan(by: Point(x: 50, y: 0), to: Point(x: 640 - room - 50, y: 400), time: 0.2)
        #expect(back == 0)
    }

    @Test func anUnzoomedPageHandsEveryHorizontalMoveOn() {
        var view = view()
        view.beginPan(at: Point(x: 640, y: 400), time: 0)
        #expect(view.pan(by: Point(x: -300, y: 40), to: Point(x: 340, y: 440), time: 0.1) == -300)
        #expect(view.frame == PageFit(page: Self.letter, viewport: Self.window, margin: 12).frame)
    }

    @Test func verticalOvershootRubberBandsAndSpringsBack() {
        var view = view()
        view.setZoom(4, at: Point(x: 640, y: 0))
        #expect(view.offset.y == 0)
        view.beginPan(at: Point(x: 640, y: 100), time: 0)
        _ = view.pan(by: Point(x: 0, y: 400), to: Point(x: 640, y: 500), time: 0.5)
        // Past the top, the page follows the finger with resistance.
        #expect(view.offset.y < 0 && view.offset.y > -400)
        view.endPan(time: 1)
        #expect(!view.isSettled)
        view.advance(to: 3)
        #expect(view.isSettled)
        #expect(view.offset.y == 0)
    }

    @Test func aFlickCoastsAndStopsAtTheEdge() {
        var view = view()
        view.setZoom(64, at: Point(x: 640, y: 400))
        let start = view.offset.x
        view.beginPan(at: Point(x: 640, y: 400), time: 0)
        for step in 1...5 {
            let x = 640 - Double(step) * 100
            _ = view.pan(by: Point(x: -100, y: 0), to: Point(x: x, y: 400), time: Double(step) * 0.01)
        }
        view.endPan(time: 0.05)
        let released = view.offset.x
        #expect(released == start + 500)
        view.advance(to: 0.3)
        #expect(view.offset.x > released + 1000, "a 10000 px/s flick at 64x keeps moving")
        view.advance(to: 60)
        #expect(view.isSettled)
        #expect(view.offset.x <= view.maxOffset.x)
    }

    @Test func resizeKeepsZoomAndTheCentredPoint() {
        var view = view()
        view.setZoom(6, at: Point(x: 300, y: 200))
        let centre = pagePoint(under: Point(x: 640, y: 400), in: view)
        view.resize(viewport: Size(width: 1000, height: 700), margin: 12)
        #expect(view.zoom == 6)
        let now = pagePoint(under: Point(x: 500, y: 350), in: view)
        #expect(abs(now.x - centre.x) < 1e-9 && abs(now.y - centre.y) < 1e-9)
    }

    @Test func visiblePixelsAreWholeAndMatchTheVisibleRect() throws {
        var view = view()
        view.setZoom(16, at: Point(x: 640.3, y: 400.7))
        let pixels = try #require(view.visiblePixels)
        #expect(pixels.width == 1280 && pixels.height == 800)
        let rect = try #require(view.visibleRect)
        #expect(abs(rect.minX * view.scale - Double(pixels.x)) < 1e-6)
        #expect(abs(rect.minY * view.scale - Double(pixels.y)) < 1e-6)
        #expect(abs(rect.width * view.scale - 1280) < 1e-6)
    }
}
