import FolioCore
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// A render past the time limit: reported, replaced by another worker, and never holding up the
/// rest of the book nor the pool's stop. (`RenderWatch` alone, then the pool on synthetic pages.)
@Suite struct RenderTimeLimitTests {
    private func job(_ page: Int) -> RenderJob { RenderPoolRecorder.job(page) }

    @Test func theWatchNoticesARenderOnceItPassesTheLimit() {
        var watch = RenderWatch(timeLimit: 10)
        watch.started(job(3), thread: 0, at: 100)
        watch.started(job(4), thread: 1, at: 104)
        #expect(watch.nextDeadline() == 110)
        #expect(watch.noticeOverdue(at: 109.9).count == 0 && watch.overdueThreads == 0)
        #expect(watch.noticeOverdue(at: 110).count == 1)
        #expect(watch.noticeOverdue(at: 111).count == 0)  // noticed once
        #expect(watch.overdue == [RenderWatch.Overdue(job: job(3), startedAt: 100)])
        #expect(watch.overdueThreads == 1 && watch.overdueCount == 1)
        #expect(watch.nextDeadline() == 114)  // the overdue one sets no alarm any more
        #expect(watch.finished(thread: 1, at: 112) == false)
        #expect(watch.finished(thread: 0, at: 125) == true)
        #expect(watch.longestOverdue?.page == 3 && watch.longestOverdue?.seconds == 25)
        #expect(watch.overdue.isEmpty && watch.nextDeadline() == nil && watch.overdueCount == 1)
    }

    /// 64 pages of 20 ms, page 3 taking 4 s; one worker, a 0.3 s limit.
    @Test func aSlowPageDoesNotHoldUpTheRestOfTheBook() throws {
        let document = SyntheticDocument(pageCount: 64, renderMilliseconds: 20, slowPages: [3: 4000])
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: SyntheticPageSource(document), threads: 1, renderTimeLimit: 0.3)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit(.planning((3...12).map(job), live: [1]))
        recorder.waitForResult(page: 12)
        // Pages 4 to 12 came from the worker started in place of the one still on page 3.
        let done = recorder.results.withLock { $0.map { $0.job.page } }
        #expect(done == Array(4...12))
        #expect(pool.overdueRenders.map(\.job.page) == [3])
        #expect(pool.currentStatistics.overdueRenders == 1)

        recorder.waitForResult(page: 3)
        #expect(pool.overdueRenders.isEmpty)
        let longest = pool.currentStatistics.longestOverdueRender
        #expect(longest?.page == 3 && (longest?.seconds ?? 0) >= 4)
        // Back to one thread: the next pages are rendered one after another, by one thread.
        pool.submit(.planning((20...23).map(job), live: [1]))
        recorder.waitForResult(page: 23)
        let threads = recorder.log.withLock { $0.filter { $0.event == "start" && $0.page >= 20 }.map(\.thread) }
        #expect(Set(threads).count == 1, "\(threads)")
    }

    /// poppler cannot be interrupted: stopping leaves the overdue render to end on its own and
    /// delivers nothing from it.
    @Test func stoppingDoesNotWaitForAnOverdueRender() throws {
        let document = SyntheticDocument(pageCount: 8, renderMilliseconds: 5, slowPages: [1: 5000])
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: SyntheticPageSource(document), threads: 1, renderTimeLimit: 0.2)
        _ = try recorder.waitForOpen()
        pool.submit(.planning([job(1), job(2)], live: [1]))
        recorder.waitForResult(page: 2)
        let start = MonotonicClock.seconds
        pool.stop()
        #expect(MonotonicClock.seconds - start < 2, "stop waited for the 5 s render")
        Thread.sleep(forTimeInterval: 0.1)
        #expect(recorder.results.withLock { $0.map { $0.job.page } } == [2])
    }
}
