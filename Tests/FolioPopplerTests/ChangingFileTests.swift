import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// A document rewritten, truncated or deleted while its pool renders: what poppler reads after a
/// rewrite is never shown or kept in the disk cache as the old version; a deleted file is still
/// read whole through the workers' open descriptors. (The window's side, reloading the new version
/// once it settles: `FileWatchTests` and `.ci/window-life-test`.)
@Suite struct ChangingFileTests {
    private let folder: URL
    private let path: String

    init() throws {
        folder = URL(fileURLWithPath: try TemporaryFolder.make("folio-changing"))
        path = folder.appendingPathComponent("book.pdf").path
        try FileManager.default.copyItem(atPath: PackageRoot.samplePDF, toPath: path)
    }

    private func fit(_ page: Int) -> RenderJob { RenderPoolRecorder.job(page) }

    /// Renders `page` and returns its outcome.
    private func render(_ page: Int, pool: RenderPool, recorder: RenderPoolRecorder) -> Result<PixelBuffer, FolioError>?
    {
        pool.submit(.planning([fit(page)], live: [1]))
        recorder.waitForResult(page: page)
        return recorder.results.withLock { $0.last { $0.job.page == page }?.outcome }
    }

    private func cachedEntries(_ cache: URL) -> [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".fpx") }
        }
    }

    @Test(arguments: ["rewritten", "truncated"])
    func rendersAfterTheFileChangesFailAndAreNotKept(_ change: String) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache")
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: PopplerOpener(path: path), threads: 1, cache: cache)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        // One worker renders and stores in turn: page 1 is stored once page 3's result has come.
        #expect(try render(1, pool: pool, recorder: recorder)?.get() != nil)
        #expect(try render(3, pool: pool, recorder: recorder)?.get() != nil)
        #expect(cachedEntries(cache).contains("p1-0.200000.fpx"))

        // In place, as `cp` over it or a program that truncates and writes does: same inode, new bytes.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        if change == "rewritten" {
            let other = try Data(contentsOf: URL(fileURLWithPath: PackageRoot.samplePDF)).reversed()
            try handle.write(contentsOf: Data(other))
        } else {
            try handle.truncate(atOffset: 4096)
        }
        try handle.close()

        for page in [2, 4] {
            let outcome = render(page, pool: pool, recorder: recorder)
            #expect(throws: FolioError.fileChanged(path: path)) { try outcome?.get() }
        }
        #expect(Set(cachedEntries(cache)) == ["p1-0.200000.fpx", "p3-0.200000.fpx"])
    }

    @Test func aDeletedFileIsStillReadWhole() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: PopplerOpener(path: path), threads: 1)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        #expect(try render(1, pool: pool, recorder: recorder)?.get() != nil)
        try FileManager.default.removeItem(atPath: path)
        #expect(try render(40, pool: pool, recorder: recorder)?.get() != nil)
    }
}
