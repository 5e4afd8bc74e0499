import FolioTestSupport
import Foundation
import Testing

/// `folio bench` with `synctex` steps on the document `SyncTeXCommandTests` compiles: the run ends
/// on the page `folio synctex` names, and the report's `synctex` figures count the records read, each
/// lookup, the one that found nothing, and the search's page shown crisp, with no stale frame.
@Suite struct SyncTeXBenchTests {
    @Test(.enabled(if: ExternalCommand.which("pdflatex") != nil, "pdflatex is not installed (texlive-latex-base)"))
    func aSynctexStepTurnsToItsPageAndIsMeasured() throws {
        let document = try #require(try SyncTeXCommandTests.document.get())
        let line = document.lineCount * 2 / 3
        let lookup = try ExternalCommand.folio(["synctex", document.pdf, "--forward", "\(line):0:doc.tex"]).run(
            timeout: 30)
        let page = try JSONDecoder().decode(SyncTeXCommandTests.Forward.self, from: Data(lookup.standardOutput.utf8))
            .page
        #expect(page > 1)
        let script = document.folder + "/synctex.json", report = document.folder + "/report.json"
        try Data(
            #"""
            {"window": [900, 700], "steps": [{"synctex": {"line": 5, "input": "other.tex"}}, {"wait": {"seconds": 0.5}},
              {"synctex": {"line": \#(line), "input": "doc.tex"}}, {"wait": {"seconds": 1}}]}
            """#.utf8
        ).write(to: URL(fileURLWithPath: script))
        let outcome = try ExternalCommand.folio([
            "bench", document.pdf, "--script", script, "--report", report, "--no-disk-cache",
        ]).run(timeout: 120)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        #expect(outcome.standardError.contains("SyncTeX knows nothing at other.tex:5"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        #expect((json["final"] as? [String: Any])?["page"] as? Int == page)
        #expect(json["staleFrames"] as? Int == 0)
        let synctex = try #require(json["synctex"] as? [String: Any])
        #expect(synctex["lookups"] as? Int == 2 && synctex["failed"] as? Int == 1)
        #expect((synctex["recordsReadMs"] as? Double ?? 0) > 0)
        let shown = try #require(synctex["shownMs"] as? [String: Any])
        #expect(shown["count"] as? Int == 1 && (shown["max"] as? Double ?? 0) > 0)
    }
}
