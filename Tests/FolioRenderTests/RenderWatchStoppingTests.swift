import FolioCore
import FolioRender
import FolioTestSupport
import Testing

/// The watch's rules for renders that can be stopped (a worker process): unwanted ones past the
/// limit, and a render being stopped that no longer counts nor sets an alarm. No threads.
@Suite struct RenderWatchStoppingTests {
    private func job(_ page: Int) -> RenderJob { RenderPoolRecorder.job(page) }

    @Test func onlyAStoppableRenderIsUnwantedAndOnlyAfterTheLimit() {
        var watch = RenderWatch(timeLimit: 10)
        watch.started(job(1), thread: 0, at: 100, stoppable: true)
        watch.started(job(2), thread: 1, at: 100, stoppable: false)
        watch.started(job(3), thread: 2, at: 100.5, stoppable: true)
        let nobody: (RenderJob) -> Bool = { _ in false }
        #expect(watch.unwanted(after: 0.25, at: 100.2, isWanted: nobody).isEmpty)
        #expect(watch.unwanted(after: 0.25, at: 100.25, isWanted: nobody) == [0])
        #expect(watch.unwanted(after: 0.25, at: 101, isWanted: nobody) == [0, 2])
        // Wanted renders are left alone, however long they run.
        #expect(watch.unwanted(after: 0.25, at: 105, isWanted: { $0.page == 1 }) == [2])
        #expect(watch.unwanted(after: 0.25, at: 105, isWanted: { _ in true }).isEmpty)
        // Asking does not change anything: the same answer again.
        #expect(watch.unwanted(after: 0.25, at: 101, isWanted: nobody) == [0, 2])
        watch.stopping(thread: 0)
        #expect(watch.unwanted(after: 0.25, at: 101, isWanted: nobody) == [2], "a render being stopped is stopped once")
        watch.finished(thread: 2, at: 101)
        #expect(watch.unwanted(after: 0.25, at: 101, isWanted: nobody).isEmpty)
    }

    @Test func aRenderBeingStoppedIsNoLongerOverdue() {
        var watch = RenderWatch(timeLimit: 10)
        watch.started(job(1), thread: 0, at: 100, stoppable: true)
        watch.started(job(2), thread: 1, at: 101, stoppable: false)
        #expect(watch.noticeOverdue(at: 111) == [0, 1])
        #expect(watch.overdueThreads == 2 && watch.overdue.map(\.job.page) == [1, 2])
        watch.stopping(thread: 0)
        #expect(watch.overdueThreads == 1)
        #expect(watch.overdue == [RenderWatch.Overdue(job: job(2), startedAt: 101)])
        #expect(watch.overdueCount == 2, "it was overdue all the same")
        #expect(watch.rendersUnderWay == 2, "until its worker says it is done")
        // Its worker ends: it still counts as the longest overdue render.
        #expect(watch.finished(thread: 0, at: 112) == true)
        #expect(watch.longestOverdue?.page == 1 && watch.longestOverdue?.seconds == 12)
    }

    @Test func aRenderBeingStoppedBeforeItIsOverdueIsNeverOverdue() {
        var watch = RenderWatch(timeLimit: 10)
        watch.started(job(1), thread: 0, at: 100, stoppable: true)
        watch.stopping(thread: 0)
        #expect(watch.noticeOverdue(at: 200).isEmpty)
        #expect(watch.overdueCount == 0 && watch.overdueThreads == 0 && watch.overdue.isEmpty)
        #expect(watch.finished(thread: 0, at: 200) == false)
        #expect(watch.longestOverdue == nil)
    }

    @Test func stoppingANonexistentRenderChangesNothing() {
        var watch = RenderWatch(timeLimit: 10)
        watch.stopping(thread: 4)
        watch.started(job(1), thread: 0, at: 100)
        #expect(watch.nextDeadline() == 110)
        #expect(watch.rendersUnderWay == 1)
    }

    @Test func theNextDeadlineCountsUnwantedRendersThatCanBeStopped() {
        var watch = RenderWatch(timeLimit: 10)
        watch.started(job(1), thread: 0, at: 100, stoppable: true)
        watch.started(job(2), thread: 1, at: 101, stoppable: false)
        let nobody: (RenderJob) -> Bool = { _ in false }
        // Without an unwanted limit, or with everything wanted: only the time limit.
        #expect(watch.nextDeadline() == 110)
        #expect(watch.nextDeadline(unwantedAfter: 0.5, isWanted: { _ in true }) == 110)
        // Unwanted: the stoppable render's alarm comes at its start plus the unwanted limit; the
        // thread's render, unwanted too, cannot be stopped and sets only its time limit.
        #expect(watch.nextDeadline(unwantedAfter: 0.5, isWanted: nobody) == 100.5)
        #expect(watch.nextDeadline(unwantedAfter: 0.5, isWanted: { $0.page == 1 }) == 110)
        // An unwanted limit longer than the time limit: the time limit comes first.
        #expect(watch.nextDeadline(unwantedAfter: 20, isWanted: nobody) == 110)
        // A render being stopped sets no alarm at all.
        watch.stopping(thread: 0)
        #expect(watch.nextDeadline(unwantedAfter: 0.5, isWanted: nobody) == 111)
        // An overdue render sets no time-limit alarm, but a stoppable one may still be unwanted.
        watch.started(job(3), thread: 2, at: 102, stoppable: true)
        _ = watch.noticeOverdue(at: 112)
        #expect(watch.nextDeadline(unwantedAfter: 0.5, isWanted: { $0.page != 3 }) == 102.5)
        #expect(watch.nextDeadline(unwantedAfter: 0.5, isWanted: { _ in true }) == nil)
    }
}
