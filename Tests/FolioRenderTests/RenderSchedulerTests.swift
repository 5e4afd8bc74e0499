import FolioCore
import FolioTestSupport
import Testing

@testable import FolioRender

/// What a render worker does next (`RenderScheduler`), without threads: the order of renders,
/// page measuring and document tasks, the busy time, and what a stopped render becomes.
@Suite struct RenderSchedulerTests {
    static let a4 = Size(width: 595.28, height: 841.89)

    private func job(_ page: Int, _ kind: RenderJob.Kind, generation: UInt64 = 1) -> RenderJob {
        RenderJob(key: RenderKey(page: page, scale: 1), kind: kind, generation: generation)
    }

    private func task(_ name: String, _ priority: DocumentTask.Priority) -> DocumentTask {
        DocumentTask(group: name == "search" ? 2 : 1, priority: priority, pages: [name.count]) { _ in }
    }

    /// What `next` hands out until nothing is left, named: `render N`, `measure`, a task by its page count.
    private func drain(_ scheduler: inout RenderScheduler, renewalDue: Bool = false) -> [String] {
        var order: [String] = []
        while let work = scheduler.next(renewalDue: renewalDue, at: 0), order.count < 50 {
            switch work {
            case .render(let job): order.append("render \(job.page)")
            case .measure(let pages): order.append("measure \(pages.first ?? 0)")
            case .task(let task): order.append(task.priority == .onScreen ? "links" : "search")
            case .renew:
                order.append("renew")
                return order
            }
        }
        return order
    }

    @Test func theVisiblePageFirstThenNearSizesTasksNeighboursSearchesPrefetchAndFarSizes() {
        var scheduler = RenderScheduler()
        // Pages 1 and 2 known; 3-18 are near the focus (urgent), the rest far.
        scheduler.startMeasuring(PageSizes(count: 200, known: [1: Self.a4, 2: Self.a4]), focus: 1)
        scheduler.perform([task("search", .background), task("links", .onScreen)])
        scheduler.submit(.planning([job(9, .prefetch), job(2, .neighbour), job(1, .visibleFit)], live: [1]), at: 0)
        #expect(drain(&scheduler) == ["render 1", "measure 3", "links", "render 2", "search", "render 9"])
        // Far sizes come last, one batch at a time: the next once the first is measured.
        let near = Dictionary(uniqueKeysWithValues: (3...18).map { ($0, Self.a4) })
        let complete = scheduler.finishMeasuring(MeasuredPages(sizes: near))
        #expect(complete == nil)
        #expect(drain(&scheduler) == ["measure 19"])
    }

    @Test func aRenewalComesOnlyWhenNothingElseWaits() {
        var scheduler = RenderScheduler()
        scheduler.submit(.planning([job(4, .neighbour)], live: [1]), at: 0)
        #expect(drain(&scheduler, renewalDue: true) == ["render 4", "renew"])
        let next = scheduler.next(renewalDue: false, at: 0)
        #expect(next == nil)
    }

    @Test func busyTimeRunsFromThePlanToTheLastResult() {
        var scheduler = RenderScheduler()
        scheduler.submit(.planning([job(1, .visibleFit), job(8, .thumbnail)], live: [1]), at: 10)
        guard case .render(let first) = scheduler.next(renewalDue: false, at: 10.5),
            case .render(let thumbnail) = scheduler.next(renewalDue: false, at: 10.5)
        else {
            Issue.record("both jobs should start")
            return
        }
        #expect(scheduler.statistics(at: 11).busySeconds == 1)
        scheduler.finish(
            RenderResult(
                job: first, outcome: .failure(.renderStopped(path: "p", page: 1)), source: .rendered, renderSeconds: 1,
                startedAt: 10.5), at: 12)
        scheduler.finish(
            RenderResult(
                job: thumbnail, outcome: .failure(.renderStopped(path: "p", page: 1)), source: .rendered,
                renderSeconds: 1, startedAt: 10.5), at: 13)
        let idle = scheduler.next(renewalDue: false, at: 20)
        #expect(idle == nil)
        let statistics = scheduler.statistics(at: 30)
        #expect(statistics.busySeconds == 3 && statistics.thumbnailBusySeconds == 3)
    }

    @Test func onlyRendersTheLatestPlanStillWantsCountTowardsTheThroughput() {
        var scheduler = RenderScheduler()
        scheduler.submit(.planning([job(1, .visibleFit), job(2, .neighbour)], live: [1]), at: 0)
        guard case .render(let wanted) = scheduler.next(renewalDue: false, at: 0),
            case .render(let flickedPast) = scheduler.next(renewalDue: false, at: 0)
        else {
            Issue.record("both jobs should start")
            return
        }
        // Page 2 is flicked past while it renders: a new generation plans page 1 alone.
        scheduler.submit(.planning([job(1, .visibleFit, generation: 2)], live: [2]), at: 0.5)
        let white = PixelBuffer(whiteWidth: 4, height: 4, bytesPerRow: 16)
        for finished in [wanted, flickedPast] {
            scheduler.finish(
                RenderResult(
                    job: finished, outcome: .success(white), source: .rendered, renderSeconds: 1, startedAt: 0), at: 1)
        }
        let statistics = scheduler.statistics(at: 1)
        #expect(statistics.fitRenders == 1, "page 1, planned again by key, counts; page 2, wanted by nobody, not")
        #expect(statistics.busySeconds == 1, "the time page 2 took was busy all the same")
    }

    @Test func aStoppedRenderIsQueuedAgainOnlyWhereTheLatestPlanAsksForItsKey() {
        var scheduler = RenderScheduler()
        scheduler.submit(.planning([job(7, .neighbour, generation: 1)], live: [1]), at: 0)
        guard case .render(let running) = scheduler.next(renewalDue: false, at: 0) else {
            Issue.record("the job should start")
            return
        }
        // Planned again under the prefetch's generation while it ran: that job waits anew.
        scheduler.submit(.planning([job(7, .prefetch, generation: 3)], live: [3]), at: 0)
        #expect(scheduler.accepts(running))
        scheduler.finishStopped(running, at: 0)
        #expect(scheduler.queue.pending == [job(7, .prefetch, generation: 3)])
        // Left out of the plan and of a dead generation: neither accepted nor queued again.
        guard case .render(let again) = scheduler.next(renewalDue: false, at: 0) else { return }
        scheduler.submit(.planning([job(2, .neighbour, generation: 4)], live: [4]), at: 0)
        #expect(!scheduler.accepts(again))
        scheduler.finishStopped(again, at: 0)
        #expect(scheduler.queue.pending.map(\.page) == [2])
    }

    @Test func theFocusMovesTheMeasuringAndSaysWhenItChanged() {
        var scheduler = RenderScheduler()
        let beforeOpen = scheduler.focus(on: 5)
        #expect(!beforeOpen, "nothing to measure before the pages are known")
        scheduler.startMeasuring(PageSizes(count: 300, known: [1: Self.a4]), focus: 1)
        let moved = scheduler.focus(on: 150), movedAgain = scheduler.focus(on: 150)
        #expect(moved && !movedAgain)
        guard case .measure(let batch) = scheduler.next(renewalDue: false, at: 0) else {
            Issue.record("pages near the focus are measured first")
            return
        }
        #expect(batch.prefix(3) == [150, 149, 151])
        let sizes = Dictionary(uniqueKeysWithValues: batch.map { ($0, Self.a4) })
        let complete = scheduler.finishMeasuring(MeasuredPages(sizes: sizes))
        #expect(complete == nil, "not every page is measured yet")
    }
}
