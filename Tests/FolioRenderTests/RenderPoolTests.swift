import FolioCore
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// The render pool's scheduling on synthetic pages, whose render times are chosen: ranked jobs,
/// stale jobs dropped, plans replaced, a slow page holding one worker, failures delivered as
/// results. (Poppler's side of the pool: `PopplerRenderPoolTests`.)
@Suite struct RenderPoolTests {
    /// 64 pages of common sizes, page 7 failing; a render takes 2 ms plus 400 ms per million pixels,
    /// so a whole page at scale 1.5 (about a million pixels) keeps a worker busy for some 400 ms, and
    /// one at 0.2 for about 10 ms.
    static let pages = SyntheticDocument(
        pageCount: 64, pageSizes: .cycled(SyntheticDocument.commonSizes), renderMilliseconds: 2,
        millisecondsPerMegapixel: 400, failingPages: [7])

    private func makePool(threads: Int = 1, cache: URL? = nil, recorder: RenderPoolRecorder) -> RenderPool {
        recorder.makePool(opener: SyntheticPageSource(Self.pages), threads: threads, cache: cache)
    }

    private func fit(_ page: Int, _ kind: RenderJob.Kind = .visibleFit, scale: Double = 0.2, generation: UInt64 = 1)
        -> RenderJob
    {
        RenderPoolRecorder.job(page, kind, scale: scale, generation: generation)
    }

    @Test func theDefaultIsOneThreadPerCoreUpToFour() {
        #expect(
            [0, 1, 2, 3, 4, 8, 16, 64].map { RenderPool.defaultThreadCount(cores: $0) } == [1, 1, 2, 3, 4, 4, 4, 4])
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(RenderPool.defaultThreadCount == min(cores, RenderPool.defaultThreadLimit))
    }

    @Test func reportsThePagesOfItsSource() throws {
        let recorder = RenderPoolRecorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        let opened = try recorder.waitForOpen()
        #expect(opened.name == "synthetic:64:2" && opened.pageCount == 64)
        // A synthetic document's sizes cost nothing: all of them come with the open.
        #expect(opened.sizes == PageSizes((1...64).map { Self.pages.size(ofPage: $0) }))
    }

    @Test func aVisibleJobStartsBeforeAPrefetchJobQueuedEarlier() throws {
        let recorder = RenderPoolRecorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        // The slow page keeps the one worker busy while the next two plans arrive.
        pool.submit(.planning([fit(12, scale: 1.5)], live: [1]))
        recorder.wait { recorder.log.withLock { !$0.isEmpty } }
        pool.submit(.planning([fit(12, scale: 1.5), fit(20, .prefetch), fit(21, .thumbnail)], live: [1]))
        pool.submit(
            .planning([fit(20, .prefetch), fit(21, .thumbnail), fit(5, .neighbour), fit(4, .visibleFit)], live: [1]))
        recorder.waitForResult(page: 21)
        #expect(recorder.startedPages == [12, 4, 5, 20, 21])
    }

    @Test func staleJobsAreDroppedBeforeTheyStart() throws {
        let recorder = RenderPoolRecorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit(.planning([fit(12, scale: 1.5, generation: 1)], live: [1]))
        recorder.wait { recorder.log.withLock { !$0.isEmpty } }
        // Ten pages for slot generation 2, then that slot is recycled (generation 3) before they start.
        pool.submit(.planning((30..<40).map { fit($0, .neighbour, generation: 2) }, live: [1, 2]))
        pool.submit(
            .planning((30..<40).map { fit($0, .neighbour, generation: 2) } + [fit(1, generation: 3)], live: [1, 3]))
        recorder.waitForResult(page: 1)
        #expect(recorder.startedPages == [12, 1])
        #expect(pool.currentStatistics.dropped == 10)
    }

    @Test func aNewPlanReplacesJobsThatHaveNotStarted() throws {
        let recorder = RenderPoolRecorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit(.planning((0..<10).map { fit(12, scale: 1 + Double($0) / 10) }, live: [1]))
        pool.submit(.planning([fit(1, scale: 0.1)], live: [1]))
        recorder.waitForResult(page: 1)
        // At most the one render already in progress from the first plan ran.
        #expect(recorder.results.withLock { $0.filter { $0.job.page == 12 }.count } <= 1)
    }

    @Test func aSlowPageHoldsOneWorkerWhileTheOtherRendersTheRest() throws {
        let recorder = RenderPoolRecorder()
        let pool = makePool(threads: 2, recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        // The first render, alone, lets the second worker start.
        pool.submit(.planning([fit(1)], live: [1]))
        recorder.waitForResult(page: 1)
        pool.submit(.planning([fit(12, scale: 2)] + (2...6).map { fit($0) }, live: [1]))
        recorder.waitForResult(page: 12)
        let done = recorder.log.withLock { $0.filter { $0.event == "done" } }
        // Page 12 (2 million pixels, about 0.8 s) finishes last, on another thread than the rest.
        #expect(done.map(\.page).suffix(6).sorted() == [2, 3, 4, 5, 6, 12] && done.last?.page == 12)
        let slowThread = done.last?.thread
        #expect(done.dropFirst().dropLast().allSatisfy { $0.thread != slowThread })
    }

    @Test func renderFailuresComeBackAsResults() throws {
        let recorder = RenderPoolRecorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit(.planning([fit(999)], live: [1]))
        recorder.waitForResult(page: 999)
        let result = recorder.results.withLock { $0.first }
        #expect(throws: FolioError.self) { try result?.outcome.get() }
    }

    @Test func aFailingPageComesBackAsAFailureAndTheOthersStillRender() throws {
        let recorder = RenderPoolRecorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit(.planning([fit(6), fit(7), fit(8)], live: [1]))
        recorder.waitForResult(page: 8)
        let results = recorder.results.withLock { $0 }
        #expect(results.map(\.job.page) == [6, 7, 8])
        #expect(
            throws: FolioError.renderFailed(
                path: "synthetic:64:2", page: 7, detail: "the synthetic document fails it on purpose")
        ) {
            try results[1].outcome.get()
        }
        #expect((try? results[0].outcome.get()) != nil && (try? results[2].outcome.get()) != nil)
    }

    @Test func syntheticPagesAreNeverKeptOnDisk() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-pool-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let recorder = RenderPoolRecorder()
        let pool = makePool(cache: cache, recorder: recorder)
        _ = try recorder.waitForOpen()
        pool.submit(.planning([fit(3)], live: [1]))
        recorder.waitForResult(page: 3)
        pool.stop()
        #expect(!FileManager.default.fileExists(atPath: cache.path))
    }
}
