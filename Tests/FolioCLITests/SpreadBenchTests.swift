import FolioTestSupport
import Foundation
import Testing

/// `folio bench` over spreads, through the render processes: a `flick-fast` in the `cover` layout
/// shows no stale or blank frame and every events line holds three slots of whole spreads; a
/// document's own `/PageLayout` is honoured when `--layout` says nothing, from the disk cache too;
/// so is its `/ViewerPreferences /Direction`; a bad `--layout` is a one-line usage error.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct SpreadBenchTests {
    static func report(_ path: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    @Test func aFlickFastInTheCoverLayoutShowsWholeSpreadsAndNothingStale() throws {
        let folder = try TemporaryFolder.make("folio-spreads")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/report.json", events = folder + "/events.jsonl"
        let outcome = try ExternalCommand(
            PackageRoot.folioExecutable,
            [
                "bench", PackageRoot.samplePDF, "--script", "flick-fast", "--layout", "cover", "--no-disk-cache",
                "--report", report, "--events", events,
            ]
        ).run(timeout: 180)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        let parsed = try Self.report(report)
        #expect(parsed["staleFrames"] as? Int == 0)
        #expect(parsed["blankFrames"] as? Int == 0)
        let final = try #require(parsed["final"] as? [String: Any])
        #expect(final["layout"] as? String == "cover")
        // The sample's pages 5 and 7 are landscape: each stands alone, so the cover layout pairs
        // 2-3, then 4, 5, 6 and 7 alone, then 8-9, 10-11, ... Page sizes are measured in the
        // background, nearest the focus first (`PageSizes`): until pages 5 and 7 are, they stand in
        // as portrait and the layout counts 33 spreads. A loaded machine draws a frame or two
        // before that; from the first frame with every size known, the layout never changes again.
        var spreadsSeen: [Int: [Int]] = [:]
        var frames = 0, framesBeforeSettling = 0
        for line in try String(contentsOfFile: events, encoding: .utf8).split(separator: "\n") {
            let frame = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let slots = try #require(frame["slots"] as? [[String: Any]])
            #expect(slots.count == 3)
            let count = try #require(frame["spreads"] as? Int)
            let settled = frames > framesBeforeSettling || count == 35
            if settled { #expect(count == 35, "frame \(frames): the layout changed after every size was known") }
            let current = try #require(frame["currentSpread"] as? Int)
            var held: Set<Int> = []
            for slot in slots {
                guard let spread = slot["spread"] as? Int else { continue }
                let pages = try #require(slot["pages"] as? [Int])
                #expect((1...2).contains(pages.count) && slot["page"] as? Int == pages.first)
                if settled {
                    if let seen = spreadsSeen[spread] { #expect(seen == pages, "spread \(spread)") }
                    spreadsSeen[spread] = pages
                }
                held.insert(spread)
            }
            #expect(held == Set((current - 1...current + 1).filter { (1...count).contains($0) }))
            if !settled { framesBeforeSettling += 1 }
            frames += 1
        }
        #expect(framesBeforeSettling < 30, "the layout took \(framesBeforeSettling) frames to settle")
        #expect(frames > 100)
        #expect(spreadsSeen[1] == [1] && spreadsSeen[2] == [2, 3] && spreadsSeen[3] == [4])
        #expect(spreadsSeen[4] == [5] && spreadsSeen[7] == [8, 9] && spreadsSeen[35] == [64])
    }

    @Test func theDocumentsOwnPageLayoutIsHonouredWhenTheCommandLineSaysNothing() throws {
        let folder = try TemporaryFolder.make("folio-page-layout")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pdf = folder + "/two-page-right.pdf"
        try HandWrittenPDF.blank(pages: 5, catalogEntries: "/PageLayout /TwoPageRight").write(
            to: URL(fileURLWithPath: pdf))
        // Twice with the same cache: the second open lays the pages out from the disk cache.
        for (run, layout) in [(1, nil), (2, nil), (3, "spread")] as [(Int, String?)] {
            let report = folder + "/report-\(run).json"
            let outcome = try ExternalCommand(
                PackageRoot.folioExecutable,
                ["bench", pdf, "--script", "open", "--page", "3", "--report", report]
                    + (layout.map { ["--layout", $0] } ?? []),
                environment: ["XDG_CACHE_HOME": folder + "/cache"]
            ).run(timeout: 60)
            try #require(outcome.status == 0, "run \(run): \(outcome.standardError)")
            let final = try #require(try Self.report(report)["final"] as? [String: Any])
            #expect(final["layout"] as? String == (layout ?? "cover"), "run \(run)")
            #expect(final["pages"] as? [Int] == (layout == nil ? [2, 3] : [3, 4]), "run \(run)")
        }
    }

    @Test func theDocumentsReadingDirectionIsHonouredWhenTheCommandLineSaysNothing() throws {
        let folder = try TemporaryFolder.make("folio-direction")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pdf = folder + "/right-to-left.pdf"
        try HandWrittenPDF.blank(
            pages: 5, catalogEntries: "/PageLayout /TwoPageRight /ViewerPreferences << /Direction /R2L >>"
        )
        .write(to: URL(fileURLWithPath: pdf))
        // Through the render processes, from the disk cache, in threads; then as the command line says.
        let runs: [(options: [String], rightToLeft: Bool)] = [
            ([], true), ([], true), (["--workers-in-process", "--no-disk-cache"], true),
            (["--no-right-to-left"], false),
        ]
        for (run, expected) in runs.enumerated() {
            let report = folder + "/report-\(run).json"
            let outcome = try ExternalCommand(
                PackageRoot.folioExecutable,
                ["bench", pdf, "--script", "open", "--page", "3", "--report", report] + expected.options,
                environment: ["XDG_CACHE_HOME": folder + "/cache"]
            ).run(timeout: 60)
            try #require(outcome.status == 0, "run \(run): \(outcome.standardError)")
            let final = try #require(try Self.report(report)["final"] as? [String: Any])
            #expect(final["rightToLeft"] as? Bool == expected.rightToLeft, "run \(run)")
            #expect(final["layout"] as? String == "cover" && final["pages"] as? [Int] == [2, 3], "run \(run)")
        }
    }

    @Test(arguments: [["--layout", "sideways"], ["--layout"]])
    func aBadLayoutIsAOneLineUsageError(_ arguments: [String]) throws {
        let outcome = try ExternalCommand.folio(["bench", PackageRoot.samplePDF, "--script", "open"] + arguments)
            .run(timeout: 30)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("--layout"))
        #expect(outcome.standardError.split(separator: "\n").first?.contains("--layout") == true)
    }
}
