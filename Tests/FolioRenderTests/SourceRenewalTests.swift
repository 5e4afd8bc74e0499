import FolioCore
import Foundation
import FolioRender
import FolioTestSupport
import Testing

/// A render worker opens its source again every `pagesBeforeRenewal` distinct pages drawn, letting
/// go of the old one (poppler keeps what it loaded for every page drawn until then), but not once
/// the file has changed on disk.
@Suite struct SourceRenewalTests {
    /// Synthetic pages whose opens and releases are counted.
    final class CountedPages: PageSource {
        let pages: SyntheticPageSource
        let released: Locked<Int>
        init(_ pages: SyntheticPageSource, released: Locked<Int>) {
            self.pages = pages
            self.released = released
        }
        deinit { released.withLock { $0 += 1 } }
        var name: String { pages.name }
        var pageCount: Int { pages.pageCount }
        var knowsAllSizes: Bool { true }
        func pageSize(_ number: Int) throws(FolioError) -> Size { try pages.pageSize(number) }
        func render(page number: Int, scale: Double, region: PixelRect?) throws(FolioError) -> PixelBuffer {
            try pages.render(page: number, scale: scale, region: region)
        }
    }

    struct CountingOpener: PageSourceOpener {
        let pages = SyntheticPageSource(SyntheticDocument(pageCount: 64, renderMilliseconds: 0))
        let opens = Locked(0)
        let released = Locked(0)
        let filePath: String?
        var name: String { pages.name }
        func open() throws(FolioError) -> any PageSource {
            opens.withLock { $0 += 1 }
            return CountedPages(pages, released: released)
        }
    }

    /// Renders `pages` one after another on one worker renewing every 5 distinct pages; returns the
    /// pool's statistics and the sources released, both before the pool stops.
    private func render(
        _ pages: [Int], opener: CountingOpener, between: ((Int) -> Void)? = nil
    ) throws -> (statistics: RenderStatistics, released: Int) {
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: opener, pagesBeforeRenewal: 5)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        for (index, page) in pages.enumerated() {
            between?(index)
            pool.submit([RenderPoolRecorder.job(page, scale: 0.1 + Double(index) / 100)], liveGenerations: [1])
            recorder.waitForResult(page: page)
            while recorder.results.withLock({ $0.count }) < index + 1 { usleep(1_000) }
        }
        return (pool.currentStatistics, opener.released.withLock { $0 })
    }

    @Test func aWorkerOpensItsSourceAgainEveryFewDistinctPagesDrawn() throws {
        let opener = CountingOpener(filePath: nil)
        let (statistics, released) = try render(Array(1...12), opener: opener)
        #expect(statistics.sourcesReopened == 2)  // after pages 5 and 10
        #expect(opener.opens.withLock { $0 } == 3)
        // The two left behind are gone while the worker goes on (the first one too), the last at stop.
        #expect(released == 2)
        #expect(opener.released.withLock { $0 } == 3)
    }

    @Test func drawingTheSamePagesAgainRenewsNothing() throws {
        let opener = CountingOpener(filePath: nil)
        let (statistics, released) = try render([1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4], opener: opener)
        #expect(statistics.sourcesReopened == 0 && opener.opens.withLock { $0 } == 1 && released == 0)
    }

    @Test func aFileChangedOnDiskIsNotOpenedAgain() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-renewal-\(UUID().uuidString)").path
        try Data("one".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let opener = CountingOpener(filePath: path)
        let (statistics, _) = try render(Array(1...12), opener: opener) { index in
            // After the first renewal, the file is written anew (as an editor saves it).
            if index == 7 { try? Data("two, longer".utf8).write(to: URL(fileURLWithPath: path)) }
        }
        #expect(statistics.sourcesReopened == 1 && opener.opens.withLock { $0 } == 2)
    }
}
