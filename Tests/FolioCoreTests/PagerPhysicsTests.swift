import FolioCore
import Foundation  // log and pow for the expected deceleration
import Testing

/// 800 px pages with a 20 px gap: stride 820, half mark 410 px past a boundary.
private func makePager(pages: Int = 100, startPage: Int = 1) -> PagerPhysics {
    PagerPhysics(pageCount: pages, pageWidth: 800, gap: 20, startPage: startPage)
}

extension PagerPhysics {
    /// A finger moving `distance` px (negative: leftwards, toward later pages) in `moves` even
    /// steps over `duration` seconds from `time`, then lifted at the last step's time.
    mutating func swipe(
        from x: Double = 1000, by distance: Double, over duration: Double,
        moves: Int = 4, at time: Double, release: Bool = true
    ) {
        beginDrag(x: x, time: time)
        for step in 1...moves {
            let fraction = Double(step) / Double(moves)
            drag(x: x + distance * fraction, time: time + duration * fraction)
        }
        if release { endDrag(time: time + duration) }
    }

    /// Advances in 1/60 s frames, checking that the offset always stays inside the rubber-band limits.
    mutating func run(from time: Double, seconds: Double) {
        var frame = 1
        while Double(frame) / 60 <= seconds {
            advance(to: time + Double(frame) / 60)
            #expect(offsetX >= -pageWidth / 2 && offsetX <= maxOffset + pageWidth / 2)
            frame += 1
        }
    }

    func boundary(of page: Int) -> Double { Double(page - 1) * stride }
}

@Suite struct PagerPhysicsTests {
    @Test func startsSettledOnTheStartPage() {
        let pager = makePager(startPage: 3)
        #expect(pager.stride == 820)
        #expect(pager.maxOffset == 99 * 820)
        #expect(pager.offsetX == 2 * 820)
        #expect(pager.currentPage == 3)
        #expect(pager.isSettled)
        #expect(makePager(startPage: 0).currentPage == 1)
        #expect(makePager(startPage: 500).currentPage == 100)
    }

    @Test func dragFollowsTheFinger() {
        var pager = makePager(startPage: 3)
        pager.beginDrag(x: 500, time: 0)
        #expect(pager.isDragging && !pager.isSettled)
        pager.drag(x: 400, time: 0.05)
        #expect(pager.offsetX == 2 * 820 + 100)
        pager.drag(x: 650, time: 0.1)
        #expect(pager.offsetX == 2 * 820 - 150)
        pager.drag(x: 500, time: 0.15)
        #expect(pager.offsetX == 2 * 820)
    }

    @Test func flickPastTheThresholdGoesOnePage() {
        var forward = makePager(startPage: 3)
        forward.swipe(by: -60, over: 0.03, at: 0)  // 2000 px/s, far below the half mark
        #expect(!forward.isDragging)
        forward.run(from: 0.03, seconds: 1)
        #expect(forward.isSettled && forward.currentPage == 4 && forward.offsetX == 3 * 820)

        var backward = makePager(startPage: 3)
        backward.swipe(by: 60, over: 0.03, at: 0)
        backward.run(from: 0.03, seconds: 1)
        #expect(backward.isSettled && backward.currentPage == 2 && backward.offsetX == 820)
    }

    @Test func aHugeFlickStillMovesOnlyOnePage() {
        var pager = makePager(startPage: 3)
        pager.swipe(by: -3000, over: 0.05, at: 0)
        pager.run(from: 0.05, seconds: 2)
        #expect(pager.isSettled && pager.currentPage == 4)
    }

    @Test func aHardFlickNeverSwingsPastItsTargetPage() {
        var pager = makePager(startPage: 3)
        pager.swipe(by: -200, over: 0.01, moves: 2, at: 0)  // 20,000 px/s
        var previous = pager.offsetX
        for frame in 1...120 {
            pager.advance(to: 0.01 + Double(frame) / 240)
            #expect(pager.offsetX >= previous && pager.offsetX <= 3 * 820)
            previous = pager.offsetX
        }
        #expect(pager.isSettled && pager.currentPage == 4)
    }

    @Test func flickJustUnderTheThresholdDoesNotFlip() {
        var pager = makePager(startPage: 3)
        pager.swipe(by: -28, over: 0.1, at: 0)  // 280 px/s
        pager.run(from: 0.1, seconds: 1)
        #expect(pager.isSettled && pager.currentPage == 3)
    }

    @Test func slowReleaseBeforeTheHalfMarkReturnsAfterItAdvances() {
        var before = makePager(startPage: 3)
        before.swipe(by: -409, over: 2, moves: 40, at: 0)  // ~200 px/s
        before.run(from: 2, seconds: 1)
        #expect(before.isSettled && before.currentPage == 3 && before.offsetX == 2 * 820)

        var after = makePager(startPage: 3)
        after.swipe(by: -411, over: 2, moves: 40, at: 0)
        after.run(from: 2, seconds: 1)
        #expect(after.isSettled && after.currentPage == 4 && after.offsetX == 3 * 820)

        // Held still past the window before lifting: no velocity at all, the half mark decides.
        var held = makePager(startPage: 3)
        held.swipe(by: 500, over: 0.05, at: 0, release: false)
        held.endDrag(time: 1)
        held.run(from: 1, seconds: 1)
        #expect(held.isSettled && held.currentPage == 2)
    }

    @Test func draggingSeveralPagesSlowlyStillMovesOnlyOnePage() {
        var pager = makePager(startPage: 10)
        pager.swipe(by: -2500, over: 10, moves: 200, at: 0)  // 250 px/s: not a flick
        #expect(pager.currentPage == 13)
        pager.run(from: 10, seconds: 2)
        #expect(pager.isSettled && pager.currentPage == 11)
    }

    @Test func flickingBackAgainstTheDragReturnsToThePageItLeft() {
        var pager = makePager(startPage: 5)
        pager.beginDrag(x: 1000, time: 0)
        pager.drag(x: 700, time: 0.5)  // 300 px ahead, slowly
        pager.drag(x: 760, time: 0.52)
        pager.drag(x: 820, time: 0.54)  // then flicked back at 3000 px/s
        pager.endDrag(time: 0.54)
        pager.run(from: 0.54, seconds: 1)
        #expect(pager.isSettled && pager.currentPage == 5)
    }

    @Test func rubberBandAtTheStartResistsThenSpringsBackExactly() {
        var pager = makePager()
        pager.swipe(by: 400, over: 1, moves: 10, at: 0, release: false)
        let expected = -(1 - 1 / (400 * 0.55 / 800 + 1)) * 800
        #expect(abs(pager.offsetX - expected) < 1e-9)
        #expect(pager.offsetX > -400)
        pager.endDrag(time: 1)
        pager.run(from: 1, seconds: 1)
        #expect(pager.isSettled && pager.offsetX == 0)
    }

    @Test func rubberBandAtTheEndResistsThenSpringsBackExactly() {
        var pager = makePager(pages: 10, startPage: 10)
        pager.swipe(by: -400, over: 0.1, at: 0)  // a flick outwards: still resisted, still returns
        let overshoot = pager.offsetX - pager.maxOffset
        #expect(overshoot > 0 && overshoot < 400 * 0.55)
        pager.run(from: 0.1, seconds: 1)
        #expect(pager.isSettled && pager.currentPage == 10 && pager.offsetX == 9 * 820)
    }

    @Test func rubberBandNeverShowsMoreThanHalfAPage() {
        var pager = makePager(pages: 3)
        pager.swipe(by: 100_000, over: 0.2, at: 0, release: false)
        #expect(pager.offsetX == -400)
        pager.drag(x: 1000 - 100_000, time: 0.4)
        #expect(pager.offsetX == pager.maxOffset + 400)
        pager.endDrag(time: 0.4)
        pager.run(from: 0.4, seconds: 1)
        #expect(pager.isSettled && pager.currentPage == 2)  // one page from where the drag began
    }

    @Test func grabbingAnOvershotEdgeDoesNotJump() {
        var pager = makePager()
        pager.swipe(by: 300, over: 0.5, at: 0)
        pager.advance(to: 0.55)
        let shown = pager.offsetX
        #expect(shown < 0)
        pager.beginDrag(x: 200, time: 0.55)
        #expect(pager.offsetX == shown)
        pager.drag(x: 200, time: 0.6)
        #expect(abs(pager.offsetX - shown) < 1e-9)
    }

    @Test func aNewDragDuringASettleStartsFromTheCurrentOffset() {
        var pager = makePager(startPage: 3)
        pager.swipe(by: -60, over: 0.03, at: 0)
        pager.advance(to: 0.08)
        let settling = pager.offsetX
        #expect(settling > 2 * 820 && settling < 3 * 820)
        pager.beginDrag(x: 300, time: 0.08)
        #expect(pager.offsetX == settling)
        pager.drag(x: 290, time: 0.1)
        #expect(abs(pager.offsetX - (settling + 10)) < 1e-9)
    }

    @Test func twentyFlicksFiftyMillisecondsApartAdvanceTwentyPages() {
        var pager = makePager()
        var time = 0.0
        for _ in 0..<20 {
            pager.swipe(by: -90, over: 0.03, moves: 3, at: time)
            time += 0.05
            pager.advance(to: time)
        }
        pager.run(from: time, seconds: 2)
        #expect(pager.isSettled && pager.currentPage == 21 && pager.offsetX == 20 * 820)
    }

    @Test func animateMovesSmoothlyAndEndsOnTheBoundary() {
        var pager = makePager()
        pager.animate(toPage: 2, time: 0)
        #expect(pager.targetPage == 2 && pager.currentPage == 1)
        var previous = pager.offsetX
        for frame in 1...60 {
            pager.advance(to: Double(frame) / 60)
            #expect(pager.offsetX >= previous && pager.offsetX <= 820)  // never overshoots
            previous = pager.offsetX
        }
        #expect(pager.isSettled && pager.offsetX == 820)

        // Quick key repeats step from the target, so each press counts.
        pager.animate(toPage: pager.targetPage + 1, time: 2)
        pager.animate(toPage: pager.targetPage + 1, time: 2.05)
        pager.run(from: 2.05, seconds: 1)
        #expect(pager.isSettled && pager.currentPage == 4)

        pager.animate(toPage: 1_000, time: 4)
        pager.run(from: 4, seconds: 2)
        #expect(pager.isSettled && pager.currentPage == 100 && pager.offsetX == pager.maxOffset)
    }

    @Test func jumpIsImmediateAndClamped() {
        var pager = makePager()
        pager.jump(toPage: 7)
        #expect(pager.isSettled && pager.offsetX == 6 * 820 && pager.currentPage == 7)
        pager.jump(toPage: 0)
        #expect(pager.offsetX == 0)
        pager.jump(toPage: 1_000)
        #expect(pager.isSettled && pager.currentPage == 100)

        pager.swipe(by: -200, over: 0.1, at: 0, release: false)
        pager.jump(toPage: 50)  // cancels the drag
        #expect(!pager.isDragging && pager.isSettled && pager.currentPage == 50)
    }

    @Test func resizeKeepsTheCurrentPage() {
        var pager = makePager(startPage: 4)
        pager.resize(pageWidth: 1000, gap: 10)
        #expect(pager.stride == 1010 && pager.offsetX == 3 * 1010 && pager.isSettled)

        pager.animate(toPage: 5, time: 0)
        pager.advance(to: 0.05)
        pager.resize(pageWidth: 600, gap: 0)
        #expect(pager.currentPage == 4 || pager.currentPage == 5)
        pager.run(from: 0.05, seconds: 1)
        #expect(pager.isSettled && pager.offsetX == 4 * 600)

        pager.resize(pageWidth: 0, gap: 10)  // ignored
        pager.resize(pageWidth: .nan, gap: 10)
        #expect(pager.pageWidth == 600 && pager.isSettled)
    }

    @Test func wheelScrollSettlesOnTheNearestPage() {
        var pager = makePager()
        pager.scroll(deltaX: 300, time: 0)
        pager.scroll(deltaX: 300, time: 0.05)
        #expect(pager.offsetX == 600 && !pager.isSettled)
        pager.advance(to: 0.19)  // still inside the quiet period
        #expect(pager.offsetX == 600)
        pager.run(from: 0.19, seconds: 1)
        #expect(pager.isSettled && pager.currentPage == 2 && pager.offsetX == 820)

        pager.scroll(deltaX: -200, time: 2)
        pager.run(from: 2, seconds: 1)
        #expect(pager.isSettled && pager.currentPage == 2)

        pager.scroll(deltaX: 1e9, time: 4)  // the wheel never pushes past an edge
        #expect(pager.offsetX == pager.maxOffset)
        pager.scroll(deltaX: -1e9, time: 4.01)
        #expect(pager.offsetX == 0)
    }

    @Test func settledOffsetIsExactlyABoundaryWithAnAwkwardStride() {
        var pager = PagerPhysics(pageCount: 50, pageWidth: 777.3, gap: 13.7, startPage: 7)
        var time = 0.0
        for distance in [-120.0, -350, 90, -30, 500, -610] {
            pager.swipe(by: distance, over: 0.07, at: time)
            time += 0.4
            pager.run(from: time - 0.4, seconds: 0.4)
        }
        pager.run(from: time, seconds: 2)
        #expect(pager.isSettled)
        #expect(pager.offsetX == Double(pager.currentPage - 1) * pager.stride)
    }

    @Test func projectedRestOffsetFollowsTheDecelerationFormula() {
        var pager = makePager(startPage: 10)
        pager.swipe(by: -100, over: 0.1, moves: 5, at: 0, release: false)  // content at 1000 px/s
        let expected = pager.offsetX + 1000 / (1000 * -log(0.998))
        #expect(abs(pager.projectedRestOffset - expected) < 1e-6)
        #expect(abs(PagerPhysics.freeDecelerationDistance(velocity: 1000) - 499.5) < 0.01)

        let late = PagerPhysics.freeDeceleration(velocity: 1000, elapsed: 0.5)
        #expect(abs(late.velocity - 1000 * pow(0.998, 500)) < 1e-9)
        #expect(abs(late.distance - (1000 - late.velocity) / (1000 * -log(0.998))) < 1e-9)

        pager.endDrag(time: 0.1)
        #expect(pager.projectedRestOffset == pager.boundary(of: pager.targetPage))
    }

    @Test func landingPageIsKnownBeforeTheFingerLifts() {
        var pager = makePager(startPage: 10)
        #expect(pager.landingPage == 10)
        pager.swipe(by: -100, over: 0.1, moves: 5, at: 0, release: false)  // a flick toward page 11
        #expect(pager.currentPage == 10)
        #expect(pager.landingPage == 11)
        pager.endDrag(time: 0.1)
        #expect(pager.landingPage == 11 && pager.targetPage == 11)

        var slow = makePager(startPage: 10)
        slow.swipe(by: -60, over: 1, moves: 10, at: 0, release: false)  // a slow drag returns
        #expect(slow.landingPage == 10)
    }

    @Test func singlePageDocumentStaysPut() {
        var pager = PagerPhysics(pageCount: 1, pageWidth: 800, gap: 20)
        #expect(pager.maxOffset == 0)
        pager.swipe(by: -500, over: 0.05, at: 0)
        #expect(pager.offsetX > 0 && pager.offsetX <= 400)
        pager.run(from: 0.05, seconds: 1)
        #expect(pager.isSettled && pager.offsetX == 0)
        pager.swipe(by: 500, over: 0.05, at: 2)
        pager.run(from: 2.05, seconds: 1)
        #expect(pager.isSettled && pager.offsetX == 0)
        pager.animate(toPage: 2, time: 4)
        pager.scroll(deltaX: 300, time: 4)
        pager.run(from: 4, seconds: 1)
        #expect(pager.isSettled && pager.currentPage == 1)
    }

    @Test func nonFiniteInputIsIgnored() {
        var pager = makePager(startPage: 3)
        pager.beginDrag(x: .nan, time: 0)
        #expect(!pager.isDragging)
        pager.beginDrag(x: 100, time: 0)
        pager.drag(x: .infinity, time: 0.01)
        pager.drag(x: 50, time: .nan)
        #expect(pager.offsetX == 2 * 820)
        pager.endDrag(time: .infinity)
        #expect(pager.isDragging)
        pager.endDrag(time: 0.02)
        pager.scroll(deltaX: .nan, time: 1)
        pager.scroll(deltaX: 10, time: -.infinity)
        pager.animate(toPage: 9, time: .nan)
        pager.advance(to: .infinity)
        pager.advance(to: 1)
        #expect(pager.isSettled && pager.offsetX == 2 * 820)
    }

    @Test func timeNeverRunsBackwards() {
        var pager = makePager(startPage: 3)
        pager.animate(toPage: 4, time: 10)
        pager.advance(to: 10.1)
        let offset = pager.offsetX
        pager.advance(to: 5)
        #expect(pager.offsetX == offset)
    }
}
