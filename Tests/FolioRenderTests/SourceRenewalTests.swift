import FolioCore
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// A render worker opens its source again every `pagesBeforeRenewal` distinct pages drawn, once it
/// has nothing else to do, letting go of the old one (poppler keeps what it loaded for every page
/// drawn until then), but not once the file has changed on disk.
@Suite struct SourceRenewalTests {
    /// Synthetic pages whose opens and releases are counted.
    final class CountedPages: SyntheticPagesWrapper {
        let pages: SyntheticPageSource
        let released: Locked<Int>
        let changed: DispatchSemaphore
        init(_ pages: SyntheticPageSource, released: Locked<Int>, changed: DispatchSemaphore) {
            self.pages = pages
            self.released = released
            self.changed = changed
        }
        deinit {
            released.withLock { $0 += 1 }
            changed.signal()
        }
    }

    struct CountingOpener: PageSourceOpener {
        let pages = SyntheticPageSource(SyntheticDocument(pageCount: 64, renderMilliseconds: 0))
        let opens = Locked(0)
        let released = Locked(0)
        /// Signalled at each open and each release.
        let changed = DispatchSemaphore(value: 0)
        let filePath: String?
        /// When given, every open after the first waits for it.
        var gate: DispatchSemaphore? = nil
        var name: String { pages.name }
        func open() throws(FolioError) -> any PageSource {
            if opens.withLock({ $0 }) > 0 { gate?.wait() }
            opens.withLock { $0 += 1 }
            changed.signal()
            return CountedPages(pages, released: released, changed: changed)
        }

        /// Waits (10 s at most) until the source was opened again `count` times and the old ones
        /// let go; returns whether it was.
        @discardableResult
        func waitForRenewals(_ count: Int) -> Bool {
            let renewed = { opens.withLock { $0 } == count + 1 && released.withLock { $0 } == count }
            while !renewed() {
                guard changed.wait(timeout: .now() + 10) == .success else { return renewed() }
            }
            return true
        }
    }

    /// Renders `pages` one after another on `pool`, each once the one before has come back.
    private func render(_ pages: [Int], on pool: RenderPool, recorder: RenderPoolRecorder) {
        for page in pages {
            let before = recorder.results.withLock { $0.count }
            pool.submit(.planning([RenderPoolRecorder.job(page, scale: 0.1 + Double(before) / 100)], live: [1]))
            recorder.wait { recorder.results.withLock { $0.count } > before }
        }
    }

    private func makePool(_ opener: CountingOpener, recorder: RenderPoolRecorder) throws -> RenderPool {
        let pool = recorder.makePool(opener: opener, pagesBeforeRenewal: 5)
        _ = try recorder.waitForOpen()
        return pool
    }

    @Test func aWorkerOpensItsSourceAgainEveryFewDistinctPagesDrawnOnceItHasNothingToDo() throws {
        let opener = CountingOpener(filePath: nil), recorder = RenderPoolRecorder()
        let pool = try makePool(opener, recorder: recorder)
        render(Array(1...5), on: pool, recorder: recorder)
        // The first source is let go while the worker goes on with the new one.
        #expect(opener.waitForRenewals(1))
        render(Array(6...10), on: pool, recorder: recorder)
        #expect(opener.waitForRenewals(2))
        pool.stop()
        #expect(pool.currentStatistics.sourcesReopened == 2 && opener.released.withLock { $0 } == 3)
    }

    /// The soak reads its end figures once the pool is quiet (`RenderService.isQuiet`): a renewal
    /// holds the new source beside the old one until it is open.
    @Test func thePoolIsNotQuietWhileAWorkerOpensItsSourceAgain() throws {
        let gate = DispatchSemaphore(value: 0)
        let opener = CountingOpener(filePath: nil, gate: gate), recorder = RenderPoolRecorder()
        let pool = try makePool(opener, recorder: recorder)
        #expect(Self.poll { pool.isQuiet })
        render(Array(1...5), on: pool, recorder: recorder)
        usleep(100_000)  // the worker, out of work, begins the renewal that is due and waits at the gate
        #expect(!pool.isQuiet)
        gate.signal()
        #expect(opener.waitForRenewals(1))
        #expect(Self.poll { pool.isQuiet })
        pool.stop()
    }

    /// Whether `condition` holds within 10 s, checked every 5 ms.
    static func poll(_ condition: () -> Bool) -> Bool {
        let deadline = MonotonicClock.seconds + 10
        while !condition() {
            guard MonotonicClock.seconds < deadline else { return false }
            usleep(5_000)
        }
        return true
    }

    @Test func pagesASearchReadCountTowardsTheRenewalOnceTheSearchIsOver() throws {
        let opener = CountingOpener(filePath: nil), recorder = RenderPoolRecorder()
        let pool = try makePool(opener, recorder: recorder)
        let searched = Locked(0)
        // Renewing in the middle of a search made it 5 % slower on a 2,415-page book for 5 % less
        // peak memory: the worker reads on, and renews once, when the search leaves it idle.
        pool.perform(
            (1...23).map { page in
                DocumentTask(group: 1, priority: .background, pages: [page]) { _ in
                    searched.withLock { $0 += 1 }
                    recorder.signal.signal()
                }
            })
        #expect(recorder.wait(seconds: 10) { searched.withLock { $0 } == 23 })
        #expect(opener.waitForRenewals(1))
        pool.stop()
        #expect(pool.currentStatistics.sourcesReopened == 1)
    }

    @Test func drawingTheSamePagesAgainRenewsNothing() throws {
        let opener = CountingOpener(filePath: nil), recorder = RenderPoolRecorder()
        let pool = try makePool(opener, recorder: recorder)
        render([1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4], on: pool, recorder: recorder)
        pool.stop()
        #expect(pool.currentStatistics.sourcesReopened == 0 && opener.opens.withLock { $0 } == 1)
    }

    @Test func aFileChangedOnDiskIsNotOpenedAgain() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-renewal-\(UUID().uuidString)")
            .path
        try Data("one".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let opener = CountingOpener(filePath: path), recorder = RenderPoolRecorder()
        let pool = try makePool(opener, recorder: recorder)
        render(Array(1...5), on: pool, recorder: recorder)
        #expect(opener.waitForRenewals(1))
        // Written anew, as an editor saves it: the reader reloads it; the pool does not.
        try Data("two, longer".utf8).write(to: URL(fileURLWithPath: path))
        render(Array(6...10), on: pool, recorder: recorder)
        usleep(200_000)  // the worker, out of work, tries the renewal that is due, and declines it
        pool.stop()
        #expect(pool.currentStatistics.sourcesReopened == 1 && opener.opens.withLock { $0 } == 2)
    }
}
