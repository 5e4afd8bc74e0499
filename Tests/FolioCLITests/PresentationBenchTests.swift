import FolioTestSupport
import Foundation
import Testing

/// `folio bench --presentation` over a generated deck, through the render processes: every
/// transition the deck declares is drawn and reported (`slides.transitions`), going back plays one
/// reversed, a page's `/Dur` turns it by itself (`slides.advances`), the events lines name the two
/// pages composed, and nothing is stale or blank. Durations are the benchmark's to judge; here
/// only that they were measured.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct PresentationBenchTests {
    @Test func theDecksTransitionsAndDurationsAreDrawnAndMeasured() throws {
        let folder = try TemporaryFolder.make("folio-present")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deck = folder + "/deck.pdf", report = folder + "/report.json", events = folder + "/events.jsonl"
        try HandWrittenPDF.deck(pageEntries: [
            "", "/Trans << /S /Dissolve /D 0.3 >>", "/Trans << /S /Push /D 0.3 /Di 180 >>",
            "/Trans << /S /Fade /D 0.3 >> /Dur 0.8", "/Trans << /S /Spin >>",
        ]).write(to: URL(fileURLWithPath: deck))
        let script = folder + "/talk.json"
        try Data(
            """
            {"steps": [{"wait": {"seconds": 0.5}}, {"key": "Space"}, {"wait": {"seconds": 0.8}},
             {"key": "Left"}, {"wait": {"seconds": 0.8}}, {"key": "Space"}, {"wait": {"seconds": 0.8}},
             {"key": "Space"}, {"wait": {"seconds": 0.8}}, {"key": "Space"}, {"wait": {"seconds": 2.5}}]}
            """.utf8
        ).write(to: URL(fileURLWithPath: script))
        let outcome = try ExternalCommand(
            PackageRoot.folioExecutable,
            [
                "bench", deck, "--script", script, "--presentation", "--no-disk-cache", "--report", report,
                "--events", events,
            ]
        ).run(timeout: 120)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        #expect(outcome.standardError.contains("page 5: unknown transition style 'Spin'"))
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        #expect(parsed["staleFrames"] as? Int == 0 && parsed["blankFrames"] as? Int == 0)
        let slides = try #require(parsed["slides"] as? [String: Any])
        let transitions = try #require(slides["transitions"] as? [[String: Any]])
        // 2 by Dissolve, back to 1 by Dissolve reversed, 2 again, 3 by Push, 4 by Fade; 5 (Spin) at once.
        #expect(transitions.map { $0["page"] as? Int } == [2, 1, 2, 3, 4])
        #expect(transitions.map { $0["style"] as? String } == ["Dissolve", "Dissolve", "Dissolve", "Push", "Fade"])
        #expect(transitions.map { $0["reversed"] as? Bool } == [false, true, false, false, false])
        for transition in transitions {
            #expect(transition["declaredMs"] as? Double == 300)
            #expect((transition["frames"] as? Int ?? 0) > 1 && (transition["measuredMs"] as? Double ?? 0) > 0)
        }
        // Page 4 stays 0.8 s and turns to 5 by itself (Spin: at once), where the talk ends.
        let advances = try #require(slides["advances"] as? [[String: Any]])
        #expect(advances.map { $0["page"] as? Int } == [4])
        #expect(advances.first?["declaredMs"] as? Double == 800)
        let final = try #require(parsed["final"] as? [String: Any])
        #expect(final["page"] as? Int == 5)
        // The events lines during a transition name its two pages and how far it has come.
        var progresses: [Double] = []
        for line in try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n") {
            let frame = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard let transition = frame["transition"] as? [String: Any] else { continue }
            if transition["from"] as? Int == 3, transition["to"] as? Int == 4 {
                progresses.append(try #require(transition["progress"] as? Double))
            }
        }
        #expect(
            !progresses.isEmpty && progresses == progresses.sorted() && progresses.allSatisfy { (0...1).contains($0) })
    }
}
