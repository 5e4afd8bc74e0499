import FolioTestSupport
import Foundation
import Testing

/// A script's `select` step and Ctrl+C through `folio bench`: the page's text is read on a worker,
/// and the report carries what the copy put on the clipboard.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct SelectionBenchTests {
    @Test func aSelectStepAndCtrlCCopyThePagesLines() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-select-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptPath = directory.appendingPathComponent("select.json").path,
            reportPath = directory.appendingPathComponent("report.json").path
        // Sample page 1 at fit in 1000 x 800: from above its page-map caption to its "All other pages" line.
        try #"""
        {"window": [1000, 800], "steps": [{"wait": {"seconds": 0.2}}, {"select": {"from": [100, 100], "to": [900, 430]}},
         {"key": "ctrl+c"}, {"wait": {"seconds": 0.3}}]}
        """#.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let outcome = try ExternalCommand.folio([
            "bench", PackageRoot.samplePDF, "--script", scriptPath, "--report", reportPath,
        ]).run(timeout: 120)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath))) as? [String: Any]
        )
        let selection = try #require(report["selection"] as? [String: Any], "the report says what was copied")
        let text = try #require(selection["text"] as? String)
        #expect(selection["copies"] as? Int == 1)
        #expect(selection["characters"] as? Int == text.unicodeScalars.count)
        #expect(text.hasPrefix("Title page (A4 portrait) with this page map"))
        #expect(text.hasSuffix("even pages US Letter (612 x 792 pt)."))
        #expect(text.contains("\nFolio sample\n"), "line breaks are kept")
        #expect(report["staleFrames"] as? Int == 0)
    }
}
