import FolioCore
import Testing

/// The strip in the model: the `t` command and the script's show step, the finger on the strip
/// (a scrub jumps the pager as it moves, a click jumps to the page clicked), and the strip shown
/// for a while during a run of page changes.
@Suite struct PageStripModelTests {
    static let window = Size(width: 1280, height: 800)

    private func model(pages: Int = 500, firstPage: Int = 100) -> ReaderModel {
        ReaderModel(
            pageSizes: Array(repeating: Size(width: 612, height: 792), count: pages), viewport: Self.window,
            firstPage: firstPage)
    }

    private func onStrip(_ model: ReaderModel, x: Double) -> Point { Point(x: x, y: model.stripLayout.band.midY) }

    @Test func theKeyToggles() {
        var model = model()
        #expect(KeyBinding.command(for: KeyPress("t"), zoomed: false) == .toggleStrip)
        #expect(!model.isStripShown)
        model.apply(.command(.toggleStrip, focus: nil), at: 0)
        #expect(model.isStripShown)
        model.apply(.command(.toggleStrip, focus: nil), at: 1)
        #expect(!model.isStripShown)
        model.apply(.showStrip(true), at: 2)
        model.apply(.showStrip(true), at: 3)
        #expect(model.isStripShown)
    }

    @Test func aScrubJumpsThePagerAsItMovesAndKeepsTheStripUnderTheFinger() {
        var model = model()
        model.apply(.showStrip(true), at: 0)
        let pitch = model.stripLayout.pitch
        model.apply(.pointerDown(onStrip(model, x: 1000)), at: 0.1)
        #expect(!model.isSettled)
        model.apply(.pointerMove(onStrip(model, x: 1000 - pitch * 2)), at: 0.12)
        model.apply(.tick, at: 0.12)
        #expect(model.currentPage == 102)
        #expect(model.stripPosition == 102)
        model.apply(.pointerMove(onStrip(model, x: 1000 - pitch * 10.4)), at: 0.14)
        model.apply(.tick, at: 0.14)
        #expect(model.currentPage == 110)
        #expect(abs(model.stripPosition - 110.4) < 1e-9)
        model.apply(.pointerUp(onStrip(model, x: 1000 - pitch * 10.4)), at: 0.16)
        model.apply(.tick, at: 0.16)
        #expect(model.currentPage == 110 && model.stripPosition == 110 && model.isSettled)
        // The pager never moved with the finger: no fling, no drag.
        #expect(model.physics.offsetX == Double(109) * model.physics.stride)
    }

    @Test func aClickOrADoubleClickJumpsToThePageClicked() {
        var model = model()
        model.apply(.showStrip(true), at: 0)
        let cell = model.stripLayout.cell(ofPage: 97, position: 100)
        let point = onStrip(model, x: cell.minX + cell.width / 2)
        model.apply(.pointerDown(point), at: 0.1)
        model.apply(.pointerUp(Point(x: point.x + 2, y: point.y)), at: 0.15)
        model.apply(.tick, at: 0.15)
        #expect(model.currentPage == 97)
        let zoomBefore = model.currentZoomView?.zoom
        let next = model.stripLayout.cell(ofPage: 99, position: 97)
        model.apply(.doubleClick(onStrip(model, x: next.minX + 4)), at: 0.3)
        model.apply(.tick, at: 0.3)
        #expect(model.currentPage == 99)
        #expect(model.currentZoomView?.zoom == zoomBefore)
    }

    @Test func aPressOnAHiddenStripIsAPressOnThePage() {
        var model = model()
        let point = onStrip(model, x: 900)
        model.apply(.pointerDown(point), at: 0)
        model.apply(.pointerMove(Point(x: 500, y: point.y)), at: 0.05)
        #expect(model.strip.scrub == nil)
        #expect(model.physics.offsetX > Double(99) * model.physics.stride)  // the pager follows the finger
    }

    @Test func aRunOfPageChangesShowsTheStripForAWhile() {
        var model = model()
        var t = 0.0
        for _ in 0..<3 {
            model.apply(.command(.nextPage, focus: nil), at: t)
            for _ in 0..<18 {
                t += 1.0 / 60
                model.apply(.tick, at: t)
            }
        }
        #expect(model.currentPage == 103)
        #expect(model.isStripShown)
        #expect(model.strip.hidesLater(at: t))
        t += PageStripState.revealSeconds + 0.1
        model.apply(.tick, at: t)
        #expect(!model.isStripShown)
        // One page turn is not a run.
        model.apply(.command(.nextPage, focus: nil), at: t)
        for _ in 0..<30 {
            t += 1.0 / 60
            model.apply(.tick, at: t)
        }
        #expect(!model.isStripShown)
    }
}
