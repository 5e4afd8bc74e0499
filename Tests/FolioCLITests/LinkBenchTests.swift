import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// `folio bench` with `link` steps on the sample: a link jump lands on its page with the
/// destination's point in view, `alt+Left` / `alt+Right` go back and forward over it, and a URI
/// link is only reported, never opened.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct LinkBenchTests {
    @Test func linkStepsJumpAndHistoryReturns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("links.json").path
        try Data(
            """
            {"window": [1000, 800], "fps": 30, "seed": 1, "steps": [
                {"goto": {"page": 2}}, {"wait": {"seconds": 0.3}},
                {"link": {"index": 0}}, {"wait": {"seconds": 0.5}},
                {"key": "alt+Left"}, {"wait": {"seconds": 0.3}},
                {"link": {"index": 2}}, {"wait": {"seconds": 0.3}},
                {"key": "alt+Right"}, {"wait": {"seconds": 0.3}}
            ]}
            """.utf8
        ).write(to: URL(fileURLWithPath: script))
        let report = folder.appendingPathComponent("report.json").path
        let events = folder.appendingPathComponent("events.jsonl").path
        let outcome = try ExternalCommand(
            PackageRoot.folioExecutable,
            ["bench", PackageRoot.samplePDF, "--script", script, "--report", report, "--events", events],
            environment: ["XDG_CACHE_HOME": folder.path]
        ).run(timeout: 120)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        #expect(outcome.standardError.contains("link 2 of page 2 leads to https://www.example.org/folio (not opened)"))

        // Page 2, its first link to page 30, back to 2 (the URI link leaves it there), forward to 30.
        var pages: [Int] = []
        for line in try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n") {
            let frame = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let page = try #require(frame["current"] as? Int)
            if pages.last != page { pages.append(page) }
        }
        #expect(pages.drop { $0 == 1 }.elementsEqual([2, 30, 2, 30]))

        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        let final = try #require(parsed["final"] as? [String: Any])
        #expect(final["page"] as? Int == 30)
        // The named destination's point (41, 134) is in view.
        let visible = try #require(final["visibleRect"] as? [Double])
        #expect(
            visible[0] <= 41 && 41 <= visible[0] + visible[2] && visible[1] <= 134 && 134 <= visible[1] + visible[3])
        #expect(parsed["staleFrames"] as? Int == 0)
    }
}
