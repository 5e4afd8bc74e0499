import FolioInstrument
import Testing

/// Time to crisp, rests without crisp and prefetch hits, fed frame by frame as the session feeds them.
@Suite struct SessionMeasurementsTests {
    private func slot(_ page: Int, _ shows: SlotShows, visible: Bool = true) -> SlotFrameState {
        SlotFrameState(page: page, generation: UInt64(page), shows: shows, visible: visible)
    }

    @Test func timeToCrispRunsFromTheGestureEndToTheFirstFrameThatStaysCrispUntilRest() {
        var measured = SessionMeasurements()
        measured.gestureEnded(at: 10)
        let waited = SessionMeasurements.ShownImage(arrivedAt: 10.05, renderSeconds: 0.04)
        let older = SessionMeasurements.ShownImage(arrivedAt: 9, renderSeconds: 1)
        measured.framePresented([slot(3, .placeholder)], currentPage: 3, shown: [], atRest: false, at: 10.02)
        measured.framePresented([slot(3, .crisp)], currentPage: 3, shown: [waited, older], atRest: false, at: 10.06)
        #expect(measured.timesToCrisp.isEmpty)  // still moving: not taken yet
        measured.framePresented([slot(3, .crisp)], currentPage: 3, shown: [waited, older], atRest: true, at: 10.2)
        #expect(measured.timesToCrisp.count == 1)
        #expect(abs(measured.timesToCrisp[0] - 0.06) < 1e-9)
        // Only what arrived after the gesture counts as the render waited for.
        #expect(measured.crispRenderSeconds == [0.04])
        #expect(measured.firstCrispTime == 10.06)
        #expect(measured.restsWithoutCrisp == 0)
    }

    @Test func aRestInterruptedBeforeItWasCrispIsCounted() {
        var measured = SessionMeasurements()
        measured.gestureEnded(at: 1)
        measured.framePresented([slot(3, .placeholder)], currentPage: 3, shown: [], atRest: true, at: 1.1)
        measured.gestureStarted()
        #expect(measured.restsWithoutCrisp == 1)
        #expect(measured.timesToCrisp.isEmpty)
        // A rest still waiting when the run ends counts too.
        measured.gestureEnded(at: 2)
        measured.framePresented([slot(3, .placeholder)], currentPage: 3, shown: [], atRest: true, at: 2.1)
        #expect(measured.restsWithoutCrisp == 2)
    }

    @Test func pagesArrivingOnScreenCountAsHitsWhenCrisp() {
        var measured = SessionMeasurements()
        measured.framePresented([slot(3, .crisp)], currentPage: 3, shown: [], atRest: true, at: 0)
        #expect(measured.arrivals == 0)  // the first frame's pages did not arrive
        measured.framePresented([slot(3, .crisp), slot(4, .crisp)], currentPage: 3, shown: [], atRest: false, at: 1)
        measured.framePresented(
            [slot(4, .crisp), slot(5, .placeholder)], currentPage: 4, shown: [], atRest: false, at: 2)
        #expect(measured.arrivals == 2 && measured.arrivalsReady == 1)
        #expect(measured.prefetchHitRate == 0.5)
    }
}
