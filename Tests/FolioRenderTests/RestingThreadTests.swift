import FolioCore
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// A render thread beyond the first that has had nothing to do for the pool's `idleThreadLimit`
/// ends, letting go of its source (a worker process and the document it holds), and starts again
/// when more work waits than the waiting threads can take; the thread left opens its source afresh
/// instead, once it has drawn since it opened it.
@Suite struct RestingThreadTests {
    typealias CountingOpener = SourceRenewalTests.CountingOpener

    /// A pool of two threads on `opener`, both started (the second after the first render).
    private func startedPool(
        _ opener: CountingOpener, recorder: RenderPoolRecorder, idleThreadLimit: Double?
    ) throws -> RenderPool {
        let pool = recorder.makePool(opener: opener, threads: 2, idleThreadLimit: idleThreadLimit)
        _ = try recorder.waitForOpen()
        pool.submit(.planning([RenderPoolRecorder.job(1)], live: [1]))
        recorder.waitForResult(page: 1)
        #expect(SourceRenewalTests.poll { opener.opens.withLock { $0 } == 2 })
        return pool
    }

    @Test func aThreadWithNothingToDoEndsButOneIsLeft() throws {
        let opener = CountingOpener(filePath: nil), recorder = RenderPoolRecorder()
        let pool = try startedPool(opener, recorder: recorder, idleThreadLimit: 0.05)
        #expect(SourceRenewalTests.poll { pool.currentStatistics.threadsRested == 1 })
        usleep(300_000)  // six times the limit: the last thread stays, holding one source
        #expect(opener.opens.withLock { $0 } - opener.released.withLock { $0 } == 1)
        #expect(pool.currentStatistics.threadsRested == 1)
        #expect(pool.isQuiet)
        // One job waits, which the thread left takes: no thread starts for it (the thread left
        // opens its source again when it has drawn, which is no thread starting).
        pool.submit(.planning([RenderPoolRecorder.job(2)], live: [1]))
        recorder.waitForResult(page: 2)
        pool.stop()
        #expect(opener.opens.withLock { $0 } - pool.currentStatistics.sourcesReopened == 2)
    }

    @Test func theThreadLeftOpensItsSourceAfreshOnceIdleAfterDrawing() throws {
        let opener = CountingOpener(filePath: nil), recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: opener, idleThreadLimit: 0.05)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        usleep(300_000)  // idle from its start, having drawn nothing: nothing to let go of
        #expect(opener.opens.withLock { $0 } == 1)
        pool.submit(.planning([RenderPoolRecorder.job(1)], live: [1]))
        recorder.waitForResult(page: 1)
        #expect(opener.waitForRenewals(1))
        usleep(300_000)  // opened afresh, it has drawn nothing since: no second renewal
        #expect(opener.opens.withLock { $0 } == 2 && pool.currentStatistics.sourcesReopened == 1)
        // It draws again, and lets go of that too once idle.
        pool.submit(.planning([RenderPoolRecorder.job(2)], live: [1]))
        recorder.waitForResult(page: 2)
        #expect(opener.waitForRenewals(2))
    }

    @Test func aRestingThreadStartsAgainWhenMoreWorkWaitsThanTheThreadsLeftCanTake() throws {
        let opener = CountingOpener(filePath: nil), recorder = RenderPoolRecorder()
        let pool = try startedPool(opener, recorder: recorder, idleThreadLimit: 0.05)
        #expect(SourceRenewalTests.poll { pool.currentStatistics.threadsRested == 1 })
        pool.submit(.planning((2...9).map { RenderPoolRecorder.job($0) }, live: [1]))
        #expect(recorder.wait(seconds: 10) { recorder.results.withLock { $0.count } == 9 })
        pool.stop()  // once every thread has ended: the one started again has opened its source
        // The thread left may also have opened its source afresh, idle after page 1: a renewal.
        #expect(opener.opens.withLock { $0 } - pool.currentStatistics.sourcesReopened == 3)
    }

    @Test func aThreadThatMayRestDoesNotRenewItsSourceFirst() throws {
        // Renewal due after one page: the first thread, which drew page 1, is due as it goes idle,
        // while the second opens its source at a gate. The first may rest, so it lets its source
        // go then rather than open it again first (which would wait at the gate).
        var opener = CountingOpener(filePath: nil)
        let gate = DispatchSemaphore(value: 0)
        opener.gate = gate
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: opener, threads: 2, pagesBeforeRenewal: 1, idleThreadLimit: 0.1)
        defer {  // any open still at the gate (a renewal that should not be) goes on, so the pool stops
            for _ in 0..<2 { gate.signal() }
            pool.stop()
        }
        _ = try recorder.waitForOpen()
        pool.submit(.planning([RenderPoolRecorder.job(1)], live: [1]))
        recorder.waitForResult(page: 1)
        #expect(SourceRenewalTests.poll { pool.currentStatistics.threadsRested == 1 })
        gate.signal()  // the second thread's open
        #expect(SourceRenewalTests.poll { opener.opens.withLock { $0 } == 2 })
        usleep(300_000)  // the thread left is not due: it renews nothing
        #expect(opener.opens.withLock { $0 } == 2 && opener.released.withLock { $0 } == 1)
        #expect(pool.currentStatistics.sourcesReopened == 0)
    }

    @Test func withoutALimitNoThreadRests() throws {
        let opener = CountingOpener(filePath: nil), recorder = RenderPoolRecorder()
        let pool = try startedPool(opener, recorder: recorder, idleThreadLimit: nil)
        usleep(300_000)
        #expect(opener.released.withLock { $0 } == 0 && pool.currentStatistics.threadsRested == 0)
        pool.stop()
    }
}
