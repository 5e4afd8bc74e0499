import FolioCore
import Foundation
import Testing

/// The model as a reducer: every way of changing the reader is one `ReaderAction`, scripts can say
/// each of them, and the same action has the same effect whether a window or a script sends it.
@Suite struct ReaderActionTests {
    static let window = Size(width: 1280, height: 800)

    private func model(pages: Int = 10, firstPage: Int = 3, density: Double = 1) -> ReaderModel {
        ReaderModel(
            pageSizes: Array(repeating: Size(width: 612, height: 792), count: pages), viewport: Self.window,
            density: density, firstPage: firstPage)
    }

    /// Ticks at 60 fps from `time` until nothing moves; returns the time after.
    @discardableResult
    private func settle(_ model: inout ReaderModel, from time: Double) -> Double {
        var t = time
        for _ in 0..<600 where !model.isSettled {
            t += 1.0 / 60
            model.apply(.tick, at: t)
        }
        return t
    }

    @Test func everyScriptKeyNameIsAKey() {
        for name in GestureStep.keyNames { #expect(KeyPress(written: name) != nil, "\(name)") }
        #expect(KeyPress(written: "hyper+x") == nil && KeyPress(written: "") == nil)
        #expect(KeyPress(written: "plus") == KeyPress("+") && KeyPress(written: "ctrl++") == KeyPress("+", ctrl: true))
        #expect(KeyPress(written: "shift+g") == KeyPress("G"))
    }

    @Test func onlyATickRecyclesSlots() {
        var model = model()
        #expect(model.apply(.command(.nextPage, focus: nil), at: 0).isEmpty)
        var swaps: [SlotAssignment] = []
        var t = 0.0
        while model.currentPage == 3, t < 2 {
            t += 1.0 / 60
            swaps += model.apply(.tick, at: t).slotAssignments
        }
        #expect(model.currentPage == 4)
        #expect(swaps.map(\.page) == [5])
    }

    @Test func theModelKeepsOneClockThatNeverGoesBack() {
        var model = model()
        model.apply(.tick, at: 2)
        model.apply(.tick, at: 1)
        #expect(model.now == 2)
        model.apply(.pinch(scale: 2, focus: Point(x: 640, y: 400)), at: 2)
        #expect(model.isZooming)
        model.apply(.tick, at: 2 + ReaderModel.zoomSettleDelay)
        #expect(!model.isZooming && model.isSettled)
    }

    @Test func wheelNotchesTurnPagesAndTouchpadFractionsMoveThePager() {
        var model = model()
        model.apply(.wheel(WheelTurn(dy: -1)), at: 0)  // down: toward later pages
        settle(&model, from: 0)
        #expect(model.currentPage == 4)
        model.apply(.wheel(WheelTurn(dx: -1)), at: 5)
        settle(&model, from: 5)
        #expect(model.currentPage == 3)
        var touchpad = self.model(density: 2)
        let before = touchpad.physics.offsetX
        touchpad.apply(.wheel(WheelTurn(dx: 0.5)), at: 0)
        touchpad.apply(.tick, at: 0)
        #expect(abs(touchpad.physics.offsetX - before - 0.5 * WheelTurn.pointsPerUnit * 2) < 1e-9)
    }

    @Test func ctrlWheelZoomsAboutTheCursor() throws {
        var model = model()
        let cursor = Point(x: 300, y: 200)
        model.apply(.wheel(WheelTurn(dy: 2, zooms: true, focus: cursor)), at: 0)
        let view = try #require(model.currentZoomView)
        #expect(abs(view.zoom - WheelTurn.zoomPerUnit * WheelTurn.zoomPerUnit) < 1e-9)
        #expect(model.currentPage == 3)
        // Horizontal movement with Ctrl held does nothing.
        var still = self.model()
        still.apply(.wheel(WheelTurn(dx: 1, zooms: true)), at: 0)
        #expect(still.currentZoomView?.zoom == 1 && still.physics.targetPage == 3)
    }

    @Test func doubleClickSetZoomAndResizeAreActions() throws {
        var model = model()
        model.apply(.doubleClick(Point(x: 640, y: 400)), at: 0)
        #expect(model.currentZoomView?.zoom == ZoomView.doubleClickZoom)
        model.apply(.setZoom(8), at: 1)
        #expect(model.currentZoomView?.zoom == 8)
        model.apply(.resize(Size(width: 800, height: 600)), at: 2)
        #expect(model.viewport == Size(width: 800, height: 600))
        #expect(model.physics.stride == 800 + ReaderModel.gapPoints)
        #expect(model.currentPage == 3 && model.currentZoomView?.zoom == 8)
    }

    @Test func scriptsSayWheelDoubleClickZoomAndResize() throws {
        let script = try GestureScript.parse(
            #"""
            {"window": [1000, 600], "steps": [{"wheel": {"dy": -1}}, {"wheel": {"dy": 1, "zoom": true, "at": [10, 20]}},
             {"doubleClick": {}}, {"doubleClick": {"at": [100, 50]}}, {"zoom": {"to": 4}}]}
            """#)
        #expect(
            script.steps == [
                .wheel(dx: 0, dy: -1, zoom: false, at: nil), .wheel(dx: 0, dy: 1, zoom: true, at: Point(x: 10, y: 20)),
                .doubleClick(at: nil), .doubleClick(at: Point(x: 100, y: 50)), .zoom(to: 4),
            ])
        // The JSON form reads back as the same steps.
        let again = try GestureScript.parse(String(decoding: try JSONEncoder().encode(script), as: UTF8.self))
        #expect(again.steps == script.steps)
        var player = ScriptPlayer(script: script)
        let centre = Point(x: 500, y: 300)
        #expect(
            player.events(upTo: 0).map(\.event) == [
                .wheel(WheelTurn(dy: -1, focus: centre)),
                .wheel(WheelTurn(dy: 1, zooms: true, focus: Point(x: 10, y: 20))),
                .doubleClick(centre), .doubleClick(Point(x: 100, y: 50)), .setZoom(4),
            ])
        let resize = try GestureScript.parse(
            #"{"steps": [{"resize": {"window": [800, 600]}}, {"repeat": {"times": 2, "steps": [{"resize": {"window": [400, 900]}}]}}]}"#
        )
        #expect(resize.steps.first == .resize(window: Size(width: 800, height: 600)))
        #expect(GestureStep.largestResize(in: resize.steps) == Size(width: 800, height: 900))
        #expect(GestureStep.largestResize(in: script.steps) == nil)
        var resizing = ScriptPlayer(script: resize)
        #expect(
            resizing.events(upTo: 0).map(\.event) == [
                .resize(Size(width: 800, height: 600)), .resize(Size(width: 400, height: 900)),
                .resize(Size(width: 400, height: 900)),
            ])
        #expect(
            GestureScriptTests.rejection(#"{"steps": [{"resize": {"window": [0, 600]}}]}"#)
                == "steps[0].resize.window: must be two positive numbers [width, height], got an array of 2")
        #expect(
            GestureScriptTests.rejection(#"{"steps": [{"zoom": {"to": 0}}]}"#)
                == "steps[0].zoom.to: must be above 0, got 0")
        #expect(
            GestureScriptTests.rejection(#"{"steps": [{"wheel": {"zoom": 1}}]}"#)
                == "steps[0].wheel.zoom: must be true or false, got 1")
    }
}
