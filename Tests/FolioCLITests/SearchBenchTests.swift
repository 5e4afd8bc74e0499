import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// `folio bench` with a `search` step on the bundled sample: it lands on the page of the match it
/// asks for, counted in document order from the first page, and the report's `search` figures agree
/// with `pdftotext` (every page searched, as many matches), with no stale frame.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable)
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext"),
        "the folio binary is not built next to the tests, or pdftotext is not installed"))
struct SearchBenchTests {
    /// Occurrences of `word` (case-insensitive) on each page of the sample, from `pdftotext`.
    private func counts(of word: String, pages: Int) -> [Int] {
        Array(1...pages).concurrentMap(width: 4) { page in
            let text =
                (try? ExternalCommand(
                    "/usr/bin/pdftotext", ["-f", "\(page)", "-l", "\(page)", PackageRoot.samplePDF, "-"]
                ).run())?.standardOutput ?? ""
            return text.lowercased().components(separatedBy: word).count - 1
        }
    }

    @Test func aSearchStepLandsOnItsMatchAndReportsFiguresThatAgreeWithPdftotext() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let word = "folds", next = 5
        let script = folder.appendingPathComponent("search.json")
        try Data(
            #"{"window": [1000, 700], "steps": [{"search": {"text": "\#(word)", "next": \#(next)}}, {"wait": {"seconds": 2}}]}"#
                .utf8
        )
        .write(to: script)
        let report = folder.appendingPathComponent("report.json").path
        let outcome = try ExternalCommand(
            PackageRoot.folioExecutable,
            ["bench", PackageRoot.samplePDF, "--script", script.path, "--report", report, "--no-disk-cache"],
            environment: ["XDG_CACHE_HOME": folder.path]
        ).run(timeout: 180)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])

        let perPage = counts(of: word, pages: 64)
        // The page of the `next`-th match from page 1 in document order.
        var seen = 0
        let expectedPage =
            try #require(
                perPage.indices.first {
                    seen += perPage[$0]; return seen >= next
                }) + 1
        #expect((json["final"] as? [String: Any])?["page"] as? Int == expectedPage)
        let search = try #require(json["search"] as? [String: Any])
        #expect(search["text"] as? String == word)
        #expect(search["matches"] as? Int == perPage.reduce(0, +))
        #expect(search["pages"] as? Int == 64 && search["pagesSearched"] as? Int == 64)
        let first = try #require(search["firstMatchMs"] as? Double),
            all = try #require(search["allMatchesMs"] as? Double)
        let shown = try #require(search["firstMatchShownMs"] as? Double)
        #expect(first > 0 && first <= all && first <= shown)
        #expect((search["pagesPerSecond"] as? Double ?? 0) > 0)
        #expect(json["staleFrames"] as? Int == 0)
    }
}
