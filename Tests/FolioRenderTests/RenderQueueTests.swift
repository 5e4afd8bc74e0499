import FolioCore
import FolioRender
import FolioTestSupport
import Testing

/// The ranking rules of the pool's queue, without threads.
@Suite struct RenderQueueTests {
    private func job(_ page: Int, _ kind: RenderJob.Kind, generation: UInt64 = 1, region: PixelRect? = nil) -> RenderJob
    {
        RenderJob(key: RenderKey(page: page, scale: 1, region: region), kind: kind, generation: generation)
    }

    @Test func aVisibleJobStartsBeforeAPrefetchJobQueuedEarlier() {
        var queue = RenderQueue()
        queue.replace(with: .planning([job(9, .prefetch), job(8, .thumbnail)], live: [1]))
        // The next frame's plan lists the prefetch first; the visible page still goes first.
        queue.replace(
            with: .planning(
                [
                    job(9, .prefetch), job(8, .thumbnail), job(5, .visibleFit), job(6, .neighbour),
                    job(5, .visibleCrisp, region: PixelRect(x: 0, y: 0, width: 10, height: 10)),
                ],
                live: [1]))
        var order: [RenderJob.Kind] = []
        while let next = queue.takeNext() { order.append(next.kind) }
        #expect(order == [.visibleCrisp, .visibleFit, .neighbour, .prefetch, .thumbnail])
    }

    @Test func withinAKindThePlanOrderHolds() {
        var queue = RenderQueue()
        queue.replace(with: .planning([job(3, .neighbour), job(1, .neighbour), job(2, .neighbour)], live: [1]))
        #expect(queue.pending.map(\.page) == [3, 1, 2])
    }

    @Test func jobsLeftOutOfANewPlanAreDroppedBeforeTheyStart() {
        var queue = RenderQueue()
        queue.replace(with: .planning([job(1, .visibleFit), job(2, .neighbour), job(3, .prefetch)], live: [1]))
        queue.replace(with: .planning([job(2, .neighbour)], live: [1]))
        #expect(queue.droppedCount == 2)
        #expect(queue.takeNext()?.page == 2)
        #expect(queue.takeNext() == nil)
    }

    @Test func jobsOfAStaleGenerationAreDroppedBeforeTheyStart() {
        var queue = RenderQueue()
        queue.replace(
            with: .planning([job(1, .visibleFit, generation: 7), job(2, .neighbour, generation: 8)], live: [7, 8]))
        #expect(queue.takeNext()?.generation == 7)
        // The slot of generation 8 was recycled: the same plan with the new live set drops its job.
        queue.replace(with: .planning([job(2, .neighbour, generation: 8)], live: [7]))
        #expect(queue.takeNext() == nil)
        #expect(queue.droppedCount == 1)
    }

    @Test func jobsTheirPlanDoesNotAcceptAreDroppedBeforeTheyStart() {
        var queue = RenderQueue()
        let stale = job(2, .neighbour, generation: 8)
        let region = job(1, .visibleCrisp, region: PixelRect(x: 0, y: 0, width: 10, height: 10))
        // Generation 8's slot was recycled and nothing wants its page; the region's layer let it go.
        queue.replace(with: RenderPlan(jobs: [job(1, .visibleFit), stale, region], wanted: [], liveGenerations: [1]))
        #expect(queue.pending.map(\.key) == [job(1, .visibleFit).key])
        #expect(queue.takeNext()?.page == 1 && queue.takeNext() == nil)
    }

    @Test func aKeyInFlightOrPlannedTwiceIsQueuedOnce() {
        var queue = RenderQueue()
        queue.replace(with: .planning([job(1, .visibleFit)], live: [1, 2]))
        let running = queue.takeNext()
        #expect(running?.page == 1)
        // Same pixels, asked again by a newer plan under another generation, and twice in one plan.
        queue.replace(
            with: .planning([job(1, .visibleFit, generation: 2), job(4, .prefetch), job(4, .neighbour)], live: [1, 2]))
        #expect(queue.pending.map(\.page) == [4])
        #expect(queue.pending.first?.kind == .neighbour)
        queue.finish(running!)
        queue.replace(with: .planning([job(1, .visibleFit, generation: 2)], live: [2]))
        #expect(queue.pending.map(\.page) == [1])
        #expect(!queue.isIdle)
    }
}
