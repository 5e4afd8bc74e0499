import FolioCore
import Foundation
import FolioPoppler
import FolioRender
import FolioTestSupport
import Synchronization
import Testing

/// The render pool on real pages: its own documents on its own threads, ranked jobs, stale jobs
/// dropped, parallel workers only after a first render, and the disk cache.
@Suite struct RenderPoolTests {
    /// What the pool's callbacks saw, from whichever worker thread called them.
    final class Recorder: Sendable {
        let opened = Locked<Result<DocumentInfo, FolioError>?>(nil)
        let results = Locked<[RenderResult]>([])
        /// "start <page>" and "done <page>", each with the thread's name, in order.
        let log = Locked<[(event: String, page: Int, thread: String)]>([])
        let offMainThread = Locked<Bool>(true)
        let signal = DispatchSemaphore(value: 0)

        func waitForOpen() throws -> DocumentInfo {
            #expect(signal.wait(timeout: .now() + 30) == .success)
            return try #require(try opened.withLock { $0 }?.get())
        }

        /// Waits until a result for `page` arrived, or 60 s.
        func waitForResult(page: Int) {
            while results.withLock({ !$0.contains { $0.job.page == page } }) {
                guard signal.wait(timeout: .now() + 60) == .success else { return }
            }
        }
    }

    /// The calling thread's name as the kernel knows it (what `RenderPool` names its workers).
    private static func threadName() -> String {
        let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
        return name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func makePool(path: String = PackageRoot.samplePDF, workers: Int = 1, cache: URL? = nil, recorder: Recorder) -> RenderPool {
        RenderPool(
            opener: PopplerOpener(path: path), workers: workers, diskCacheDirectory: cache,
            onOpen: { outcome in
                recorder.opened.withLock { $0 = outcome }
                recorder.signal.signal()
            },
            onResult: { result in
                let main = Thread.isMainThread
                recorder.offMainThread.withLock { $0 = $0 && !main }
                recorder.log.withLock { $0.append(("done", result.job.page, Self.threadName())) }
                recorder.results.withLock { $0.append(result) }
                recorder.signal.signal()
            },
            onStart: { job in
                recorder.log.withLock { $0.append(("start", job.page, Self.threadName())) }
            })
    }

    private func fit(_ page: Int, _ kind: RenderJob.Kind = .visibleFit, scale: Double = 0.2, generation: UInt64 = 1) -> RenderJob {
        RenderJob(key: RenderKey(page: page, scale: scale), kind: kind, generation: generation)
    }

    @Test func opensOnItsThreadAndRendersEveryJobOfThePlan() throws {
        let recorder = Recorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        #expect(try recorder.waitForOpen().pageCount >= 60)
        pool.submit([1, 2, 3].map { fit($0) }, liveGenerations: [1])
        recorder.waitForResult(page: 3)
        let results = recorder.results.withLock { $0 }
        #expect(results.map(\.job.page) == [1, 2, 3])
        #expect(results.allSatisfy { (try? $0.outcome.get()) != nil && $0.source == .rendered })
        #expect(recorder.offMainThread.withLock { $0 })
    }

    @Test func aVisibleJobStartsBeforeAPrefetchJobQueuedEarlier() throws {
        let recorder = Recorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        // The heavy map page keeps the one worker busy while the next two plans arrive.
        pool.submit([fit(12, scale: 1.5)], liveGenerations: [1])
        while recorder.log.withLock({ $0.isEmpty }) { usleep(1_000) }
        pool.submit([fit(12, scale: 1.5), fit(20, .prefetch), fit(21, .thumbnail)], liveGenerations: [1])
        pool.submit([fit(20, .prefetch), fit(21, .thumbnail), fit(5, .neighbour), fit(4, .visibleFit)], liveGenerations: [1])
        recorder.waitForResult(page: 21)
        let started = recorder.log.withLock { $0.filter { $0.event == "start" }.map(\.page) }
        #expect(started == [12, 4, 5, 20, 21])
    }

    @Test func staleJobsAreDroppedBeforeTheyStart() throws {
        let recorder = Recorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit([fit(12, scale: 1.5, generation: 1)], liveGenerations: [1])
        while recorder.log.withLock({ $0.isEmpty }) { usleep(1_000) }
        // Ten pages for slot generation 2, then that slot is recycled (generation 3) before they start.
        pool.submit((30..<40).map { fit($0, .neighbour, generation: 2) }, liveGenerations: [1, 2])
        pool.submit((30..<40).map { fit($0, .neighbour, generation: 2) } + [fit(1, generation: 3)], liveGenerations: [1, 3])
        recorder.waitForResult(page: 1)
        #expect(recorder.log.withLock { $0.filter { $0.event == "start" }.map(\.page) } == [12, 1])
        #expect(pool.currentStatistics.dropped == 10)
    }

    @Test func aNewPlanReplacesJobsThatHaveNotStarted() throws {
        let recorder = Recorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit((0..<10).map { fit(12, scale: 1 + Double($0) / 10) }, liveGenerations: [1])
        pool.submit([fit(1, scale: 0.1)], liveGenerations: [1])
        recorder.waitForResult(page: 1)
        // At most the one render already in progress from the first plan ran.
        #expect(recorder.results.withLock { $0.filter { $0.job.page == 12 }.count } <= 1)
    }

    @Test func twoWorkersRenderInParallelOnlyAfterAFirstRenderAlone() throws {
        let recorder = Recorder()
        let pool = makePool(workers: 2, recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit((5...16).map { fit($0, scale: 1.5) }, liveGenerations: [1])
        recorder.waitForResult(page: 16)
        let log = recorder.log.withLock { $0 }
        let threads = Set(log.map(\.thread))
        #expect(threads == ["folio-render-0", "folio-render-1"])
        // Nothing starts on the second thread before the first render is done.
        let firstDone = try #require(log.firstIndex { $0.event == "done" })
        let secondStarts = try #require(log.firstIndex { $0.thread == "folio-render-1" })
        #expect(firstDone < secondStarts)
        while recorder.results.withLock({ $0.count < 12 }) { _ = recorder.signal.wait(timeout: .now() + 60) }
        #expect(recorder.results.withLock { Set($0.map(\.job.page)) } == Set(5...16))
        pool.stop()  // the counts are updated just after each result is delivered
        #expect(pool.currentStatistics.fitRenders == 12)
    }

    @Test func reportsADocumentThatCannotBeOpened() {
        let recorder = Recorder()
        let pool = makePool(path: "/nonexistent/folio.pdf", recorder: recorder)
        defer { pool.stop() }
        #expect(recorder.signal.wait(timeout: .now() + 30) == .success)
        let outcome = recorder.opened.withLock { $0 }
        #expect(throws: FolioError.fileNotFound(path: "/nonexistent/folio.pdf")) { try outcome?.get() }
    }

    @Test func renderFailuresComeBackAsResults() throws {
        let recorder = Recorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit([fit(999)], liveGenerations: [1])
        recorder.waitForResult(page: 999)
        let result = recorder.results.withLock { $0.first }
        #expect(throws: FolioError.self) { try result?.outcome.get() }
    }

    @Test func aSecondPoolReadsWholePagesFromTheDiskCache() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("folio-pool-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        var images: [RenderResult] = []
        for _ in 0..<2 {
            let recorder = Recorder()
            let pool = makePool(cache: cache, recorder: recorder)
            _ = try recorder.waitForOpen()
            pool.submit([fit(3, scale: 0.75)], liveGenerations: [1])
            recorder.waitForResult(page: 3)
            pool.stop()  // waits for the worker, which stores the page after delivering it
            images += recorder.results.withLock { $0 }
        }
        #expect(images.map(\.source) == [.rendered, .diskCache])
        #expect(try images[0].outcome.get() == images[1].outcome.get())
    }
}
