import FolioCore
import FolioRender
import FolioTestSupport
import Testing

/// A render stopped before it was done goes back in the queue (`RenderQueue.putBack`): first among
/// its kind, never for a dead generation, never twice.
@Suite struct RenderQueuePutBackTests {
    private func job(_ page: Int, _ kind: RenderJob.Kind, generation: UInt64 = 1) -> RenderJob {
        RenderJob(key: RenderKey(page: page, scale: 1), kind: kind, generation: generation)
    }

    /// Starts `stopped` and finishes it unrendered, with `plan` waiting; then puts it back.
    private func queueWithStopped(_ stopped: RenderJob, plan: [RenderJob], live: Set<UInt64> = [1]) -> RenderQueue {
        var queue = RenderQueue()
        queue.replace(with: .planning([stopped], live: [stopped.generation]))
        _ = queue.takeNext()
        queue.replace(with: .planning(plan, live: live))
        queue.finish(stopped)
        return queue
    }

    @Test func aStoppedJobGoesFirstAmongItsKind() {
        let stopped = job(7, .neighbour)
        var queue = queueWithStopped(
            stopped, plan: [job(1, .visibleFit), job(2, .neighbour), job(3, .neighbour), job(4, .prefetch)])
        queue.putBack(stopped)
        #expect(queue.pending.map(\.page) == [1, 7, 2, 3, 4])
        #expect(queue.takeNext()?.page == 1)
        #expect(queue.takeNext()?.page == 7)
    }

    @Test func aStoppedJobOfTheLeastUrgentKindGoesBeforeItsKindOrLast() {
        let thumbnail = job(9, .thumbnail)
        var queue = queueWithStopped(thumbnail, plan: [job(1, .visibleFit), job(2, .prefetch)])
        queue.putBack(thumbnail)
        #expect(queue.pending.map(\.page) == [1, 2, 9])
        let visible = job(5, .visibleCrisp)
        var other = queueWithStopped(visible, plan: [job(1, .visibleFit)])
        other.putBack(visible)
        #expect(other.pending.map(\.page) == [5, 1])
        var empty = queueWithStopped(visible, plan: [])
        empty.putBack(visible)
        #expect(empty.pending.map(\.page) == [5])
    }

    @Test func aStoppedJobOfADeadGenerationIsNotPutBack() {
        let stopped = job(7, .neighbour, generation: 1)
        var queue = queueWithStopped(stopped, plan: [job(2, .neighbour, generation: 2)], live: [2])
        queue.putBack(stopped)
        #expect(queue.pending.map(\.page) == [2])
    }

    @Test func aJobIsNotPutBackTwiceNorWhilePlannedOrInFlight() {
        let stopped = job(7, .neighbour)
        var queue = queueWithStopped(stopped, plan: [job(2, .neighbour)])
        queue.putBack(stopped)
        queue.putBack(stopped)
        #expect(queue.pending.map(\.page) == [7, 2])

        // A plan made while it was in flight could not queue it: putting it back is what does.
        var replanned = queueWithStopped(stopped, plan: [job(7, .prefetch), job(2, .neighbour)])
        #expect(replanned.pending.map(\.page) == [2])
        replanned.putBack(stopped)
        #expect(replanned.pending.map(\.page) == [7, 2])

        // A plan made after it finished has it already: not queued again.
        var planned = queueWithStopped(stopped, plan: [])
        planned.replace(with: .planning([job(2, .neighbour), job(7, .prefetch)], live: [1]))
        planned.putBack(stopped)
        #expect(planned.pending.map(\.page) == [2, 7])
        #expect(planned.pending.map(\.kind) == [.neighbour, .prefetch])

        // Still in flight (not finished): refused.
        var inFlight = RenderQueue()
        inFlight.replace(with: .planning([stopped], live: [1]))
        _ = inFlight.takeNext()
        inFlight.putBack(stopped)
        #expect(inFlight.pending.isEmpty)
        #expect(inFlight.inFlight.contains(stopped.key))
    }

    @Test func aPutBackJobIsNotCountedAsDroppedAndStartsAgain() {
        let stopped = job(7, .neighbour)
        var queue = queueWithStopped(stopped, plan: [])
        let dropped = queue.droppedCount
        queue.putBack(stopped)
        #expect(queue.takeNext() == stopped)
        #expect(queue.droppedCount == dropped)
        #expect(!queue.isIdle)
        queue.finish(stopped)
        #expect(queue.isIdle)
    }
}
