import FolioTestSupport
import Foundation
import Testing

/// `folio outline` on real books, on a file without an outline and on bad files; `folio bench`
/// with an outline step lands on the entry's page.
@Suite struct OutlineCommandTests {
    struct Line: Decodable {
        let title: String
        let page: Int?
        let depth: Int
    }

    private func outline(_ path: String) throws -> [Line] {
        let outcome = try ExternalCommand.folio(["outline", path]).run(timeout: 60)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return try JSONDecoder().decode([Line].self, from: Data(outcome.standardOutput.utf8))
    }

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/share/R/doc/manual/refman.pdf"),
            "R's refman.pdf (r-doc-pdf) is not installed"))
    func refmanHasItsWholeOutline() throws {
        let lines = try outline("/usr/share/R/doc/manual/refman.pdf")
        #expect(lines.count == 1426)
        #expect(lines.allSatisfy { ($0.page ?? 0) >= 1 && ($0.page ?? 0) <= 2415 })
        #expect(lines.contains { $0.title == "arrows" && $0.depth == 1 })
    }

    @Test(.enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"))
    func corpusBooksOutlinesOrNone() throws {
        let multipage = try outline(try #require(Corpus.shared?.entry("main/ocrmypdf_multipage.pdf")).absolutePath)
        #expect(multipage.map(\.title) == ["Chapter II", "Huge Page", "Wikipedia image", "Indented image"])
        #expect(multipage.map(\.page) == [1, 2, 3, 4])
        #expect(multipage.map(\.depth) == [0, 0, 0, 1])
        let none = try ExternalCommand.folio([
            "outline", try #require(Corpus.shared?.entry("main/ocrmypdf_hugemono.pdf")).absolutePath,
        ])
        .run(timeout: 60)
        #expect(none.status == 0)
        #expect(none.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test func aFileThatIsNoPDFIsAOneLineError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-not-a-pdf-\(UUID().uuidString).pdf"
        ).path
        try Data("this is not a PDF\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try ExternalCommand.folio(["outline", path]).run(timeout: 30)
        #expect(outcome.status == 1 && !outcome.signalled)
        let lines = outcome.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("\(path): not a PDF"), "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func benchOutlineStepLandsOnTheEntrysPage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-outline-bench-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Entry 11 is "Lower half of page 40"; Tab opens and closes the panel on the way.
        let script = """
            {"window": [800, 600], "fps": 60, "seed": 1, "steps": [
              {"key": "Tab"}, {"key": "Tab"}, {"outline": {"entry": 11}}, {"wait": {"seconds": 1}}]}
            """
        let scriptPath = directory + "/outline.json", reportPath = directory + "/report.json"
        try Data(script.utf8).write(to: URL(fileURLWithPath: scriptPath))
        let outcome = try ExternalCommand.folio([
            "bench", PackageRoot.samplePDF, "--script", scriptPath, "--report", reportPath,
        ])
        .run(timeout: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let report = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath))) as? [String: Any])
        let final = try #require(report["final"] as? [String: Any])
        #expect(final["page"] as? Int == 40)
        #expect(report["staleFrames"] as? Int == 0)
    }
}
