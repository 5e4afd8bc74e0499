import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// The render pool on real pages: poppler documents opened on the workers' own threads, parallel
/// workers only after a first render, a file that cannot be opened, and the disk cache. The
/// scheduler's timing cases run on synthetic pages (`RenderPoolTests`).
@Suite struct PopplerRenderPoolTests {
    private func makePool(
        path: String = PackageRoot.samplePDF, threads: Int = 1, cache: URL? = nil, recorder: RenderPoolRecorder
    ) -> RenderPool {
        recorder.makePool(opener: PopplerOpener(path: path), threads: threads, cache: cache)
    }

    private func fit(_ page: Int, scale: Double = 0.2) -> RenderJob {
        RenderPoolRecorder.job(page, scale: scale)
    }

    @Test func opensOnItsThreadAndRendersEveryJobOfThePlan() throws {
        let recorder = RenderPoolRecorder()
        let pool = makePool(recorder: recorder)
        defer { pool.stop() }
        #expect(try recorder.waitForOpen().pageCount >= 60)
        pool.submit(.planning([1, 2, 3].map { fit($0) }, live: [1]))
        recorder.waitForResult(page: 3)
        let results = recorder.results.withLock { $0 }
        #expect(results.map(\.job.page) == [1, 2, 3])
        #expect(results.allSatisfy { (try? $0.outcome.get()) != nil && $0.source == .rendered })
        #expect(recorder.offMainThread.withLock { $0 })
    }

    @Test func opensWithTheFirstPagesSizesAndMeasuresTheRestNearestFirst() throws {
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: PopplerOpener(path: PackageRoot.samplePDF), firstPage: 30)
        defer { pool.stop() }
        let opened = try recorder.waitForOpen()
        let truth = try Document(path: PackageRoot.samplePDF).info().pageSizes
        // Only the three pages shown first are loaded before the open is reported.
        #expect(opened.pageCount == truth.count && opened.sizes.unknownCount == truth.count - 3)
        #expect([29, 30, 31].allSatisfy { opened.sizes.isKnown($0) && opened.sizes[$0] == truth[$0 - 1] })
        for _ in 0..<200 where recorder.measured.withLock({ $0.count }) < truth.count - 3 {
            _ = recorder.signal.wait(timeout: .now() + 1)
        }
        let measured = recorder.measured.withLock { $0 }
        #expect(measured.count == truth.count - 3)
        #expect(measured.allSatisfy { truth[$0.key - 1] == $0.value })
    }

    /// Counts poppler opens, and can hold them back until released.
    struct CountingOpener: PageSourceOpener {
        let poppler = PopplerOpener(path: PackageRoot.samplePDF)
        let opensDone = Locked(0)
        let holdOpens: DispatchSemaphore?

        var name: String { poppler.name }
        func open() throws(FolioError) -> any PageSource {
            if let holdOpens { _ = holdOpens.wait(timeout: .now() + 30) }
            defer { opensDone.withLock { $0 += 1 } }
            return try poppler.open()
        }
        func cacheIdentity() -> String? { poppler.cacheIdentity() }
        var showsCachedPagesBeforeOpening: Bool { poppler.showsCachedPagesBeforeOpening }
    }

    @Test func aDocumentOpenedAgainShowsItsFirstPageFromTheDiskCacheBeforePopplerOpens() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("folio-reopen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = RenderPoolRecorder()
        let seen = first.makePool(opener: CountingOpener(holdOpens: nil), cache: cache)
        _ = try first.waitForOpen()
        seen.submit(.planning([fit(1)], live: [1]))
        first.waitForResult(page: 1)
        let identity = try #require(PopplerOpener(path: PackageRoot.samplePDF).cacheIdentity())
        let stored = try #require(DiskCache(identity: identity, directory: cache))
        for _ in 0..<300 where stored.loadPageSizes() == nil { usleep(10_000) }  // every size measured, then kept
        seen.stop()
        #expect(stored.loadPageSizes() == (try Document(path: PackageRoot.samplePDF).info().pageSizes))

        let hold = DispatchSemaphore(value: 0)
        let opener = CountingOpener(holdOpens: hold)
        let again = RenderPoolRecorder()
        let pool = again.makePool(opener: opener, cache: cache)
        defer {
            hold.signal()
            pool.stop()
        }
        let opened = try again.waitForOpen()
        #expect(opened.pageCount == 64 && opened.sizes.allKnown)
        pool.submit(.planning([fit(1)], live: [1]))
        again.waitForResult(page: 1)
        let result = try #require(again.results.withLock { $0.first })
        #expect(result.source == .diskCache && (try? result.outcome.get()) != nil)
        // The first frame's pixels came while poppler had not opened the file at all.
        #expect(opener.opensDone.withLock { $0 } == 0)
    }

    @Test(.enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"))
    func pageLabelsAreMeasuredWithTheSizes() throws {
        // Three roman pages of front matter, then arabic numbers from 1 (qpdf --json-key=pagelabels).
        let path = try #require(
            Corpus.shared?.entries.first { $0.relativePath == "main/pypdf_GeoTopo-komprimiert.pdf" }
        ).absolutePath
        let recorder = RenderPoolRecorder()
        let pool = makePool(path: path, recorder: recorder)
        defer { pool.stop() }
        let opened = try recorder.waitForOpen()
        #expect(opened.labels == [1: "i", 2: "ii"])
        recorder.wait(seconds: 5) { recorder.measured.withLock { $0.count } >= opened.pageCount - 3 }
        let labels = recorder.measuredLabels.withLock { $0 }
        #expect(labels[3] == "iii" && labels[4] == "1" && labels[117] == "114")
    }

    @Test func aPasswordNeverShowsCachedPagesEarly() {
        #expect(PopplerOpener(path: PackageRoot.samplePDF).showsCachedPagesBeforeOpening)
        #expect(!PopplerOpener(path: PackageRoot.samplePDF, password: "secret").showsCachedPagesBeforeOpening)
    }

    @Test func twoWorkersRenderInParallelOnlyAfterAFirstRenderAlone() throws {
        let recorder = RenderPoolRecorder()
        let pool = makePool(threads: 2, recorder: recorder)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        pool.submit(.planning((5...16).map { fit($0, scale: 1.5) }, live: [1]))
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
        let recorder = RenderPoolRecorder()
        let pool = makePool(path: "/nonexistent/folio.pdf", recorder: recorder)
        defer { pool.stop() }
        #expect(recorder.signal.wait(timeout: .now() + 30) == .success)
        let outcome = recorder.opened.withLock { $0 }
        #expect(throws: FolioError.fileNotFound(path: "/nonexistent/folio.pdf")) { try outcome?.get() }
    }

    @Test func aSecondPoolReadsWholePagesFromTheDiskCache() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-pool-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        var images: [RenderResult] = []
        for _ in 0..<2 {
            let recorder = RenderPoolRecorder()
            let pool = makePool(cache: cache, recorder: recorder)
            _ = try recorder.waitForOpen()
            pool.submit(.planning([fit(3, scale: 0.75)], live: [1]))
            recorder.waitForResult(page: 3)
            pool.stop()  // waits for the worker, which stores the page after delivering it
            images += recorder.results.withLock { $0 }
        }
        #expect(images.map(\.source) == [.rendered, .diskCache])
        #expect(try images[0].outcome.get() == images[1].outcome.get())
    }

    @Test func theOpenerNamesTheFileForTheDiskCacheAndNothingForAMissingOne() {
        #expect(
            PopplerOpener(path: PackageRoot.samplePDF).cacheIdentity()
                == DocumentFingerprint.of(path: PackageRoot.samplePDF))
        #expect(PopplerOpener(path: "/nonexistent/folio.pdf").cacheIdentity() == nil)
    }
}
