import FolioCore
import FolioRender
import Foundation
import Synchronization
import Testing

/// The on-disk page image cache: round trips, damaged entries, fingerprints, the byte limit, threads.
@Suite final class DiskCacheTests {
    /// Each test's own directory: the fake document and the cache both live in it.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-diskcache-\(UUID().uuidString)")
    var cacheDirectory: URL { root.appendingPathComponent("cache") }
    var documentPath: String { root.appendingPathComponent("document.pdf").path }

    init() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("%PDF-1.7 not really a PDF: the cache only fingerprints it".utf8).write(
            to: URL(fileURLWithPath: documentPath))
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    private func makeCache(byteLimit: Int = DiskCache.defaultByteLimit) throws -> DiskCache {
        try #require(DiskCache(identity: try fingerprint(), directory: cacheDirectory, byteLimit: byteLimit))
    }

    private func fingerprint() throws -> String {
        try #require(DocumentFingerprint.of(path: documentPath))
    }

    /// A 16x16 image whose bytes depend on `seed`, so images of different keys differ.
    private func image(_ seed: Int, width: Int = 16, height: Int = 16) -> PixelBuffer {
        let bytesPerRow = width * 4
        let bytes = (0..<bytesPerRow * height).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed &* 7) }
        return PixelBuffer(width: width, height: height, bytesPerRow: bytesPerRow, bytes: bytes)
    }

    /// Every file under the cache directory, whatever its name.
    private func files() -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: cacheDirectory, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        }
    }

    private func entry(page: Int) throws -> URL {
        try #require(files().first { $0.lastPathComponent.hasPrefix("p\(page)-") && $0.pathExtension == "fpx" })
    }

    private func setModified(_ url: URL, secondsAgo: Double) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: url.path)
    }

    private func fileSize(_ url: URL) -> Int {
        (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0
    }

    @Test func storeThenLoadReturnsTheSameImageAndOtherKeysMiss() throws {
        let cache = try makeCache()
        let stored = image(1, width: 13, height: 7)
        cache.store(stored, page: 3, scale: 0.25)
        #expect(cache.load(page: 3, scale: 0.25) == stored)
        #expect(cache.load(page: 3, scale: 0.2500000001) == stored)  // the same scale to a millionth
        #expect(cache.load(page: 4, scale: 0.25) == nil)
        #expect(cache.load(page: 3, scale: 0.5) == nil)
        #expect(try entry(page: 3).deletingLastPathComponent().lastPathComponent == cache.identity)
    }

    @Test func pageLabelsRoundTripAndADamagedFileIsNone() throws {
        let cache = try makeCache()
        #expect(cache.loadPageLabels() == nil)
        cache.storePageLabels([1: "i", 2: "ii", 4: "1", 30: "A-3"])
        #expect(cache.loadPageLabels() == [1: "i", 2: "ii", 4: "1", 30: "A-3"])
        let file = try #require(
            try FileManager.default.subpathsOfDirectory(atPath: cacheDirectory.path).first { $0.hasSuffix("labels") })
        try Data("{\"1\": 12".utf8).write(to: cacheDirectory.appendingPathComponent(file))
        #expect(cache.loadPageLabels() == nil)
    }

    @Test func survivesATruncatedEntry() throws {
        let cache = try makeCache()
        cache.store(image(1), page: 1, scale: 1)
        let url = try entry(page: 1)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(fileSize(url) / 2))
        try handle.close()

        #expect(cache.load(page: 1, scale: 1) == nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        cache.store(image(1), page: 1, scale: 1)
        #expect(cache.load(page: 1, scale: 1) == image(1))
    }

    @Test func aCorruptedPayloadFailsItsChecksum() throws {
        let cache = try makeCache()
        cache.store(image(2), page: 2, scale: 1)
        let url = try entry(page: 2)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count - 100] ^= 0x01
        try bytes.write(to: url)

        #expect(cache.load(page: 2, scale: 1) == nil)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func theFingerprintFollowsTheDocumentsContentAndTime() throws {
        let first = try makeCache()
        first.store(image(1), page: 1, scale: 1)
        // Reopened unchanged, as on the next run: the same fingerprint finds the same entries.
        let reopened = try makeCache()
        #expect(reopened.identity == first.identity)
        #expect(reopened.load(page: 1, scale: 1) == image(1))

        // Only the time changes.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: documentPath)
        let touched = try makeCache()
        #expect(touched.identity != first.identity)
        #expect(touched.load(page: 1, scale: 1) == nil)

        // Only the content changes: same size, same time, one byte different.
        let time = try #require(FileManager.default.attributesOfItem(atPath: documentPath)[.modificationDate] as? Date)
        var content = try Data(contentsOf: URL(fileURLWithPath: documentPath))
        content[0] ^= 0xFF
        try content.write(to: URL(fileURLWithPath: documentPath))
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: documentPath)
        let edited = try makeCache()
        #expect(edited.identity != touched.identity)
        #expect(edited.load(page: 1, scale: 1) == nil)
    }

    @Test func theByteLimitDropsTheLeastRecentlyUsedEntries() throws {
        let entrySize = 36 + 16 * 16 * 4
        let cache = try makeCache(byteLimit: entrySize * 7 / 2)  // room for three entries, not four
        // Explicit times, oldest first, since stores in a row may share one coarse clock tick.
        for page in 1...3 {
            cache.store(image(page), page: page, scale: 1)
            try setModified(entry(page: page), secondsAgo: Double(1000 - page))
        }
        #expect(cache.load(page: 1, scale: 1) == image(1))  // now the most recently used
        for page in 4...6 {
            cache.store(image(page), page: page, scale: 1)
            try setModified(entry(page: page), secondsAgo: Double(1000 - page))
        }

        let remaining = files()
        #expect(remaining.reduce(0) { $0 + fileSize($1) } <= entrySize * 7 / 2)
        for page in [1, 5, 6] { #expect(cache.load(page: page, scale: 1) == image(page)) }
        for page in [2, 3, 4] { #expect(cache.load(page: page, scale: 1) == nil) }
    }

    @Test func concurrentStoresAndLoadsNeverSeeAPartialImageNorLeaveTemporaryFiles() throws {
        let entrySize = 36 + 32 * 32 * 4
        // Small enough that pruning deletes entries while other threads load them.
        let cache = try makeCache(byteLimit: entrySize * 5)
        let images = (0..<8).map { image($0, width: 32, height: 32) }
        let bad = Locked(0), hits = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<200 {
                // Pages 0 to 3 are shared by every thread; 4 to 7 belong to one each.
                let key = round % 2 == 0 ? round / 2 % 4 : 4 + thread
                cache.store(images[key], page: key + 1, scale: 0.5)
                let reader = (key + round) % 8
                if let loaded = cache.load(page: reader + 1, scale: 0.5) {
                    hits.withLock { $0 += 1 }
                    if loaded != images[reader] { bad.withLock { $0 += 1 } }
                }
            }
        }
        #expect(bad.withLock { $0 } == 0)
        #expect(hits.withLock { $0 } > 0)
        #expect(!files().contains { $0.lastPathComponent.hasPrefix(".tmp-") })
        #expect(files().reduce(0) { $0 + fileSize($1) } <= entrySize * 5)
    }

    @Test func defaultDirectoryFollowsTheXDGRules() {
        let home = "/home/reader"
        #expect(
            DiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": home]).path
                == "/var/cache/me/folio")
        #expect(DiskCache.defaultDirectory(environment: ["HOME": home]).path == "/home/reader/.cache/folio")
        #expect(
            DiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "", "HOME": home]).path
                == "/home/reader/.cache/folio")
        #expect(
            DiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative/cache", "HOME": home]).path
                == "/home/reader/.cache/folio")
    }

    @Test func cachingIsOffForAMissingDocumentOrAnUnusableDirectory() throws {
        // A missing document has no fingerprint, so the pool makes no cache for it.
        #expect(DocumentFingerprint.of(path: root.appendingPathComponent("missing.pdf").path) == nil)
        // A directory cannot be made inside a regular file: said once, however often it is tried.
        let said = Locked<[String]>([])
        let warning = DiskCacheWarning { message in said.withLock { $0.append(message) } }
        let unusable = URL(fileURLWithPath: documentPath).appendingPathComponent("cache")
        for _ in 0..<3 { #expect(DiskCache(identity: try fingerprint(), directory: unusable, warning: warning) == nil) }
        #expect(
            said.withLock { $0 } == [
                "warning: the disk cache in \(unusable.path) is skipped (Not a directory); pages are rendered without it"
            ])
        // An identity that is not one folder's name.
        for identity in ["", "..", "../elsewhere", "a/b"] {
            #expect(DiskCache(identity: identity, directory: cacheDirectory) == nil)
        }
    }

    @Test func contentBoxesAndTheDocumentsPreferencesComeBackInAnotherCache() throws {
        let cache = try makeCache()
        cache.storeContentBox(Rect(x: 40, y: 38.5, width: 500, height: 700), ofPage: 3)
        cache.storeContentBox(nil, ofPage: 4)
        cache.storePreferences(DocumentPreferences(layout: .cover, rightToLeft: true))
        let again = try makeCache()  // another process opening the same document
        let box: Rect? = Rect(x: 40, y: 38.5, width: 500, height: 700)
        let none: Rect? = nil
        let expected: [Int: Rect?] = [3: box, 4: none]
        #expect(again.loadContentBoxes() == expected)
        #expect(again.loadPreferences() == DocumentPreferences(layout: .cover, rightToLeft: true))
        again.storePreferences(.none)
        #expect(try makeCache().loadPreferences() == .none)
        again.storePreferences(DocumentPreferences(layout: nil, rightToLeft: true))
        #expect(try makeCache().loadPreferences() == DocumentPreferences(layout: nil, rightToLeft: true))
    }
}
