import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// Searching pages through poppler: on the bundled sample, page by page, exactly the matches
/// `pdftotext` finds (case-insensitive for a lower-case query, case-sensitive for one with a capital),
/// rectangles measured from the page's top-left and inside the page; and, on the workers, a search's
/// tasks still waiting are dropped when its group is cancelled.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext"), "pdftotext is not installed"))
struct PageSearchTests {
    /// Occurrences of `word` in the text `pdftotext` extracts from each page, in page order.
    static func pdftotextCounts(of word: String, caseSensitive: Bool, pages: Int) throws -> [Int] {
        let texts = Array(1...pages).concurrentMap(width: 4) { page in
            (try? ExternalCommand("/usr/bin/pdftotext", ["-f", "\(page)", "-l", "\(page)", PackageRoot.samplePDF, "-"])
                .run())?
                .standardOutput
        }
        try #require(texts.allSatisfy { $0 != nil }, "pdftotext ran on every page")
        return texts.compactMap { $0 }.map { text in
            let haystack = caseSensitive ? text : text.lowercased(), needle = caseSensitive ? word : word.lowercased()
            return haystack.components(separatedBy: needle).count - 1
        }
    }

    @Test(arguments: ["folds", "Folds", "page", "Page"])
    func findsExactlyWhatPdftotextFindsPageByPage(word: String) throws {
        let document = try Document(path: PackageRoot.samplePDF)
        let query = SearchQuery(smartCase: word)
        let pages = try document.info().pageCount
        let found = try (1...pages).map { try document.find(query, onPage: $0).count }
        let expected = try Self.pdftotextCounts(of: word, caseSensitive: query.caseSensitive, pages: pages)
        #expect(found == expected)
        #expect(found.reduce(0, +) > 0)
    }

    @Test func matchesAreMeasuredFromTheTopLeftInsideThePage() throws {
        let document = try Document(path: PackageRoot.samplePDF)
        // Every page of the sample says "TOP" at its top edge.
        for number in [1, 2, 5, 7, 9, 20] {
            let size = try document.pageSize(number)
            let tops = try document.find(SearchQuery(smartCase: "TOP"), onPage: number)
            let top = try #require(tops.first, "page \(number) has TOP")
            #expect(top.minY < size.height / 5, "page \(number): TOP at \(top.minY) of \(size.height)")
            for rect in try document.find(SearchQuery(smartCase: "e"), onPage: number) {
                #expect(
                    rect.minX >= -0.5 && rect.minY >= -0.5 && rect.maxX <= size.width + 0.5
                        && rect.maxY <= size.height + 0.5)
                #expect(rect.width > 0 && rect.height > 0)
            }
        }
    }

    @Test func aCancelledSearchGroupLeavesItsWaitingPagesUnsearched() throws {
        let recorder = RenderPoolRecorder()
        let pool = recorder.makePool(opener: PopplerOpener(path: PackageRoot.samplePDF), threads: 1)
        defer { pool.stop() }
        _ = try recorder.waitForOpen()
        let searched = Locked<[UInt64: [Int]]>([:])
        let release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        // Hold the one worker so that both searches queue behind it.
        pool.perform([
            DocumentTask(group: 1, priority: .onScreen, pages: []) { _ in _ = release.wait(timeout: .now() + 30) }
        ])
        func search(_ group: UInt64, _ word: String) -> [DocumentTask] {
            (1...64).map { page in
                DocumentTask(group: group, priority: .background, pages: [page]) { source in
                    _ = try? source.find(SearchQuery(smartCase: word), onPage: page)
                    searched.withLock { $0[group, default: []].append(page) }
                    if page == 64 { done.signal() }
                }
            }
        }
        pool.perform(search(100, "page"))
        pool.cancelTasks(inGroup: 100)
        pool.perform(search(101, "folds"))
        release.signal()
        #expect(done.wait(timeout: .now() + 30) == .success, "the new search ends within 30 s")
        let result = searched.withLock { $0 }
        #expect(result[100] == nil, "the old search searched no page")
        #expect(result[101] == Array(1...64), "the new one searched every page, in order")
    }
}
