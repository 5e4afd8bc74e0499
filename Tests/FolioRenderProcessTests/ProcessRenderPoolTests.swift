import FolioCore
import FolioRender
import FolioTestSupport
import Foundation
import Testing

@testable import FolioRenderProcess

/// A `RenderPool` over render worker processes: a page that crashes its worker, one that never
/// ends, and one nobody wants any more are each dealt with while the rest of the book renders.
@Suite struct ProcessRenderPoolTests {
    private func job(_ page: Int, generation: UInt64 = 1) -> RenderJob {
        RenderPoolRecorder.job(page, generation: generation)
    }

    private func outcome(_ recorder: RenderPoolRecorder, page: Int) -> Result<PixelBuffer, FolioError>? {
        recorder.results.withLock { $0.first { $0.job.page == page }?.outcome }
    }

    private func expectRendered(_ recorder: RenderPoolRecorder, pages: [Int]) {
        for page in pages {
            recorder.waitForResult(page: page)
            guard case .success(let image)? = outcome(recorder, page: page) else {
                Issue.record("page \(page): \(String(describing: outcome(recorder, page: page)))")
                continue
            }
            #expect(ImageDifference.contrast(image) > 5, "page \(page) is blank")
        }
    }

    /// Waits until `condition` holds, or `seconds` pass; true when it held.
    private func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = MonotonicClock.seconds + seconds
        while !condition() {
            guard MonotonicClock.seconds < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    @Test func aPageThatCrashesItsWorkerFailsAndTheOthersRender() throws {
        let opener = WorkerProcessTests.opener("segv@2")
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: opener, threads: 2)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit(.planning((1...5).map { job($0) }, live: [1]))
        expectRendered(recorder, pages: [1, 3, 4, 5])
        recorder.waitForResult(page: 2)
        #expect(outcome(recorder, page: 2).flatMap { try? $0.get() } == nil)
        if case .failure(let error)? = outcome(recorder, page: 2) {
            #expect(error == .rendererCrashed(path: PackageRoot.samplePDF, page: 2, how: "SIGSEGV"))
            #expect(error.reason.hasPrefix("this page crashed the renderer"))
        }
        #expect(pool.currentStatistics.processes?.crashed == 2)
    }

    @Test func aRenderThatNeverEndsIsKilledAtTheTimeLimit() throws {
        let opener = WorkerProcessTests.opener("hang@2")
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: opener, threads: 1, renderTimeLimit: 1)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        let start = MonotonicClock.seconds
        pool.submit(.planning([job(1), job(2), job(3)], live: [1]))
        recorder.waitForResult(page: 2)
        #expect(MonotonicClock.seconds - start < 10, "page 2's worker was not killed in time")
        #expect(
            outcome(recorder, page: 2).map { result in
                if case .failure(.renderTookTooLong(_, 2, 1)) = result { true } else { false }
            } == true, "\(String(describing: outcome(recorder, page: 2)))")
        expectRendered(recorder, pages: [1, 3])
        let statistics = pool.currentStatistics
        #expect(statistics.processes?.killedPastTimeLimit == 1, "\(String(describing: statistics.processes))")
        #expect(statistics.processes?.started == 2)
        #expect(pool.overdueRenders.isEmpty)
    }

    @Test func aRenderNobodyWantsIsKilledAndNotDelivered() throws {
        let opener = WorkerProcessTests.opener("hang@3")
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: opener, threads: 1, unwantedRenderLimit: 0.2)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit(.planning([job(1)], live: [1]))
        expectRendered(recorder, pages: [1])
        pool.submit(.planning([job(3)], live: [1]))
        #expect(wait(seconds: 10) { recorder.startedPages.contains(3) }, "page 3 never started")
        // The reader moved on: page 3's generation is gone and no plan asks for its key.
        let moved = MonotonicClock.seconds
        pool.submit(.planning([job(5, generation: 2)], live: [2]))
        #expect(
            wait(seconds: 10) { pool.currentStatistics.processes?.killedUnwanted == 1 },
            "the unwanted render was not killed")
        #expect(MonotonicClock.seconds - moved < 5)
        expectRendered(recorder, pages: [5])
        #expect(outcome(recorder, page: 3) == nil, "the stopped render was delivered")
        let processes = try #require(pool.currentStatistics.processes)
        #expect(
            processes.killedUnwanted == 1 && processes.killedPastTimeLimit == 0 && processes.crashed == 0,
            "\(processes)")
        #expect(processes.started == 2)
        // A later plan's other page renders too.
        pool.submit(.planning([job(6, generation: 2)], live: [2]))
        expectRendered(recorder, pages: [6])
        #expect(outcome(recorder, page: 3) == nil)
    }

    /// A render the reader would still take, its key planned again under a new generation (a page
    /// still ahead of a flick), is not killed as unwanted, however long it runs: it runs to its own
    /// end, here the time limit, and is delivered (an unwanted render's failure never is).
    @Test func aRenderStillPlannedUnderANewGenerationIsNotKilled() throws {
        let opener = WorkerProcessTests.opener("hang@3")
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: opener, threads: 1, renderTimeLimit: 1.5, unwantedRenderLimit: 0.2)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit(.planning([job(3)], live: [1]))
        #expect(recorder.wait(seconds: 10) { recorder.startedPages.contains(3) }, "page 3 never started")
        pool.submit(.planning([job(3, generation: 2), job(5, generation: 2)], live: [2]))
        #expect(recorder.wait(seconds: 20) { recorder.results.withLock { $0.contains { $0.job.page == 3 } } })
        let ended = recorder.results.withLock { $0.first { $0.job.page == 3 } }
        guard case .failure(.renderTookTooLong) = ended?.outcome else {
            Issue.record("page 3 should end past the time limit, not \(String(describing: ended?.outcome))")
            return
        }
        let processes = pool.currentStatistics.processes
        #expect(processes?.killedUnwanted == 0 && processes?.killedPastTimeLimit == 1)
    }
}
