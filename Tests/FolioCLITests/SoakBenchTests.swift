import FolioTestSupport
import Foundation
import Testing

/// `folio bench --script soak --steps N --seed S`: a short soak on the sample with the default
/// cache reports the resource figures and its verdict, shows no stale frame, passes the memory,
/// file and thread criteria (the texture cache filling is no leak), and exits with status 1
/// exactly when the verdict fails, naming the criteria in one line; a test-only leak of 1 MiB a
/// step fails it, naming the growth; `--steps` and `--seed` with a script they do not go with are
/// one-line errors.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct SoakBenchTests {
    @Test func aShortSoakReportsItsFiguresAndVerdict() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("folio-soak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let reportPath = directory.appendingPathComponent("r.json").path
        let eventsPath = directory.appendingPathComponent("events.jsonl").path
        let outcome = try ExternalCommand.folio([
            "bench", PackageRoot.samplePDF, "--script", "soak", "--steps", "60", "--seed", "4", "--no-disk-cache",
            "--report", reportPath, "--events", eventsPath,
        ]).run(timeout: 180)
        try #require([0, 1].contains(outcome.status), "folio bench failed: \(outcome.standardError)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath))) as? [String: Any]
        )

        #expect(report["staleFrames"] as? Int == 0)
        #expect(report["rssGrowth"] is Double)
        for key in ["rssBytes", "openFiles", "threads"] {
            let figure = try #require(report[key] as? [String: Int], "\(key)")
            #expect((figure["start"] ?? 0) > 0 && (figure["end"] ?? 0) > 0, "\(key)")
        }
        let rss = try #require(report["rssBytes"] as? [String: Int])
        let growth = try #require(report["rssGrowth"] as? Double)
        #expect(abs(growth - Double(rss["end"]! - rss["start"]!) / Double(rss["start"]!)) < 1e-9)
        // Warm-up is the first tenth of the script's time: 60 actions take about 23 s.
        let warmUp = try #require(report["warmUpSeconds"] as? Double)
        #expect(warmUp > 1 && warmUp < 10)

        let soak = try #require(report["soak"] as? [String: Any])
        #expect(soak["steps"] as? Int == 60 && soak["seed"] as? Int == 4)
        let passes = try #require(soak["passes"] as? Bool)
        let failures = try #require(soak["failures"] as? [String])
        #expect(passes == failures.isEmpty)
        // Nothing leaks: only stalls may fail it, on a machine loaded enough to deschedule the main
        // thread more than once in a thousand frames (the line gives the count either way).
        #expect(
            failures.allSatisfy {
                $0.contains(" stalls in ") || !Self.memoryMeansAnything && $0.hasPrefix("uncached memory grew")
            },
            "\(failures)")
        #expect(soak["uncachedOf"] as? String == "processTreePSS")
        let cached = try #require(soak["cachedBytes"] as? [String: Int])
        #expect((cached["start"] ?? 0) > 0 && (cached["end"] ?? 0) > 0)
        let stalls = try #require(soak["stalls"] as? Int)
        #expect(
            stalls == report["stalls"] as? Int && soak["stallLimit"] as? Int == (report["frames"] as? Int ?? 0) / 1000)
        #expect(
            outcome.standardOutput.contains(
                "soak \(passes ? "passes" : "fails") over 60 steps (seed 4): 0 stale frames"))
        if passes {
            #expect(outcome.status == 0)
        } else {
            #expect(outcome.status == 1)
            let lastLine = outcome.standardError.split(separator: "\n").last.map(String.init)
            #expect(lastLine == "folio: \(PackageRoot.samplePDF): soak fails: \(failures.joined(separator: "; "))")
        }

        let events = try String(contentsOfFile: eventsPath, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(events.count == report["frames"] as? Int)
        // The window was resized and came back: strides of several widths, the last the script's.
        let strides = events.compactMap { $0["stride"] as? Double }
        #expect(Set(strides).count > 1 && strides.last == 1280 + 24)
        BenchCommandTests.checkSlotRule(events, pages: 64)
    }

    /// Under AddressSanitizer (`.ci/sanitizers` sets `ASAN_OPTIONS`) memory grows whatever the
    /// reader does: freed blocks wait in its quarantine, and shadow memory covers what is used.
    static let memoryMeansAnything = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil

    @Test func aTestLeakFailsTheSoakNamingItsGrowth() throws {
        // 80 steps (about 30 s) each keeping 1 MiB: at least 64 MiB after warm-up (read by a fifth of
        // the script), where the reader and two workers are allowed 36 MiB (`UncachedMemory`).
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("folio-soak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let reportPath = directory.appendingPathComponent("r.json").path
        let outcome = try ExternalCommand.folio(
            [
                "bench", PackageRoot.samplePDF, "--script", "soak", "--steps", "80", "--no-disk-cache", "--report",
                reportPath,
            ],
            environment: ["FOLIO_SOAK_TEST_LEAK_MB_PER_STEP": "1"]
        ).run(timeout: 240)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath))) as? [String: Any]
        )
        let soak = try #require(report["soak"] as? [String: Any])
        #expect(soak["passes"] as? Bool == false)
        let grown = try #require(soak["uncachedGrowthBytes"] as? Int)
        // The leak and what a run takes on without one (up to 20 MiB on the sample in 60 steps).
        #expect(grown >= 60 << 20 && (grown <= 110 << 20 || !Self.memoryMeansAnything), "\(grown)")
        let failures = try #require(soak["failures"] as? [String])
        let clause = try #require(failures.first { $0.hasPrefix("uncached memory grew +") }, "\(failures)")
        // Named in MiB and per cent against the limit.
        #expect(clause.contains(" MiB (+") && clause.contains(" %) after warm-up (limit +"), "\(clause)")
        let lastLine = outcome.standardError.split(separator: "\n").last.map(String.init)
        #expect(lastLine?.hasPrefix("folio: \(PackageRoot.samplePDF): soak fails: ") == true)
        #expect(lastLine?.contains(clause) == true)
    }

    @Test(arguments: [
        (
            ["--script", "read", "--steps", "10"],
            "folio: --steps goes with --script soak (the one script counted in actions)\n"
        ),
        (["--script", "soak", "--steps", "0"], "folio: --steps wants 1 to 100000 actions, not 0\n"),
        (
            ["--script", "flick-fast", "--seed", "3"],
            "folio: --seed goes with --script jump or soak (the scripts drawn at random)\n"
        ),
    ])
    func stepsAndSeedWithTheWrongScriptAreAOneLineError(_ arguments: [String], _ message: String) throws {
        let outcome = try ExternalCommand.folio(["bench", PackageRoot.samplePDF] + arguments).run(timeout: 30)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == message)
    }
}
