import FolioCore
import Testing

/// `RenderPlan.accepts`, the one rule for whether a render is still of use: the session judges an
/// arriving result by it and the render pool a render under way.
@Suite struct RenderPlanAcceptsTests {
    typealias Reader = RenderPlannerTests.Reader

    @Test func everyPlannedJobIsAcceptedByItsPlanAtRestFlickingZoomedAndPanning() {
        var reader = Reader()
        var plans = [reader.planFrame()]
        reader.flick(dx: -500)
        plans.append(reader.planFrame())
        reader.settle()
        reader.key(.zoomIn)
        reader.key(.zoomIn)
        reader.settle()
        plans.append(reader.planFrame())
        reader.drag(by: Point(x: -300, y: -200), release: false)
        plans.append(reader.planFrame())
        #expect(plans.last?.jobs.contains { $0.region != nil } == true, "the zoomed page asks for crisp regions")
        for plan in plans {
            #expect(!plan.jobs.isEmpty)
            #expect(plan.jobs.allSatisfy(plan.accepts))
        }
    }

    @Test func aResultIsAcceptedForALiveGenerationOrAWantedKeyAndARegionOnlyWhileKept() {
        let page = RenderKey(page: 4, scale: 1)
        let region = RenderKey(page: 4, scale: 3, region: PixelRect(x: 0, y: 0, width: 256, height: 256))
        let plan = RenderPlan(jobs: [], wanted: [page], liveGenerations: [7], crispRegions: [])
        // A page ahead of a flick planned again under a new generation: its old render is still of use.
        #expect(plan.accepts(RenderJob(key: page, kind: .neighbour, generation: 3)))
        #expect(plan.accepts(RenderJob(key: RenderKey(page: 9, scale: 1), kind: .neighbour, generation: 7)))
        #expect(!plan.accepts(RenderJob(key: RenderKey(page: 9, scale: 1), kind: .neighbour, generation: 3)))
        // A region of a zoom no longer current, or one its layer let go, is of no use, live or not.
        #expect(!plan.accepts(RenderJob(key: region, kind: .visibleCrisp, generation: 7)))
        let kept = RenderPlan(jobs: [], wanted: [], liveGenerations: [7], crispRegions: [region])
        #expect(kept.accepts(RenderJob(key: region, kind: .visibleCrisp, generation: 7)))
        #expect(!kept.accepts(RenderJob(key: region, kind: .visibleCrisp, generation: 3)))
    }
}
