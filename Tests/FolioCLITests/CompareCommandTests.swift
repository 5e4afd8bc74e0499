import FolioTestSupport
import Foundation
import Testing

/// `folio compare`, `folio bench --repeat` and the `--fail-on` CI gates, through the built binary.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct CompareCommandTests {
    /// A short script with no rendering load at 30 fps (a 33 ms budget): only injected stalls stall.
    private static let idleScript =
        #"{"window": [480, 320], "fps": 30, "seed": 1, "steps": [{"wait": {"seconds": 1}}]}"#

    private func folder() throws -> String {
        let folder = try TemporaryFolder.make("folio-compare-test")
        try Self.idleScript.write(toFile: folder + "/idle.json", atomically: true, encoding: .utf8)
        return folder
    }

    /// `folio bench` of the sample with the idle script of `folder`, no disk cache, and `options`.
    private func benchIdle(in folder: String, _ options: [String], timeout: Double = 120) throws
        -> ExternalCommand.Outcome
    {
        try ExternalCommand.folio(
            ["bench", PackageRoot.samplePDF, "--script", folder + "/idle.json", "--no-disk-cache"] + options
        ).run(timeout: timeout)
    }

    /// A small synthetic report: what `folio bench --report` writes, cut down to a few figures.
    private func writeReport(_ path: String, stalls: Int, p50: Double) throws {
        try
            #"{"frames": 300, "stalls": \#(stalls), "staleFrames": 0, "mainThreadMs": {"p50": \#(p50), "p99": 14, "max": 20, "count": 300}, "peakRSSBytes": 90000000}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func aBrokenBoundExitsWithItsOwnStatusAndNamesTheBound() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/r.json"
        let outcome = try benchIdle(
            in: folder,
            ["--report", report, "--inject-stall", "5:80", "--fail-on", "stalls>0", "--fail-on", "staleFrames>0"])
        #expect(outcome.status == 3, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("folio: bound broken: stalls>0 (stalls = "))
        #expect(!outcome.standardError.contains("staleFrames>0"))
        // The report is written and the summary printed all the same.
        #expect(FileManager.default.fileExists(atPath: report))
        #expect(outcome.standardOutput.contains("stalls"))
    }

    @Test func boundsThatHoldExitZero() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try benchIdle(
            in: folder, ["--report", folder + "/r.json", "--fail-on", "staleFrames>0", "--fail-on", "frames<10"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("bound broken"))
    }

    @Test func badBoundsAreUsageErrors() throws {
        for bound in ["stalls>>0", "stalls", "peakRSSBytes>1.1x"] {
            let outcome = try ExternalCommand.folio([
                "bench", PackageRoot.samplePDF, "--script", "read", "--fail-on", bound,
            ]).run(timeout: 30)
            #expect(outcome.status != 0 && outcome.status != 3 && !outcome.signalled, "\(bound)")
            #expect(outcome.standardError.contains("--fail-on"), "\(bound): \(outcome.standardError)")
        }
        let outcome = try ExternalCommand.folio(["bench", PackageRoot.samplePDF, "--script", "read", "--repeat", "51"])
            .run(timeout: 30)
        #expect(outcome.status != 0 && outcome.standardError.contains("--repeat wants 1 to 50"))
    }

    @Test func compareMarksADoubledStallCountAndGatesOnRatios() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try writeReport(folder + "/old.json", stalls: 2, p50: 5.0)
        try writeReport(folder + "/new.json", stalls: 4, p50: 5.1)
        let outcome = try ExternalCommand.folio(["compare", folder + "/old.json", folder + "/new.json"]).run(
            timeout: 30)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(lines.first { $0.contains("| stalls ") }?.contains("2.00x worse") == true, "\(outcome.standardOutput)")
        #expect(lines.first { $0.contains("| mainThreadMs.p50 ") }?.contains("worse") == false)
        #expect(lines.first { $0.contains("| timeToCrispMs.p99 ") }?.contains(" - ") == true)

        let gated = try ExternalCommand.folio(
            [
                "compare", folder + "/old.json", folder + "/new.json", "--fail-on", "stalls>1.5x", "--fail-on",
                "peakRSSBytes>1.10x",
            ]
        ).run(timeout: 30)
        #expect(gated.status == 3)
        #expect(gated.standardError.contains("folio: bound broken: stalls>1.5x"))
        #expect(!gated.standardError.contains("peakRSSBytes"))
    }

    @Test func compareRefusesWhatIsNotABenchReportInOneLine() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try writeReport(folder + "/old.json", stalls: 2, p50: 5.0)
        let outcome = try ExternalCommand.folio(["compare", folder + "/old.json", folder + "/idle.json"]).run(
            timeout: 30)
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError
                == "folio: \(folder)/idle.json: not a folio bench report (no 'frames' and 'stalls' figures)\n")
    }

    @Test func repeatWritesOneReportWithTheSpreadOfEachRun() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/r.json"
        let outcome = try benchIdle(
            in: folder, ["--report", report, "--repeat", "2", "--inject-stall", "5:80", "--fail-on", "stalls>=1"],
            timeout: 240)
        #expect(outcome.status == 3, "\(outcome.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        let repeated = try #require(json["repeat"] as? [String: Any])
        #expect(repeated["runs"] as? Int == 2)
        let figures = try #require(repeated["figures"] as? [String: [String: Any]])
        #expect((figures["stalls"]?["values"] as? [Double])?.count == 2)
        #expect(figures["stalls"]?["min"] as? Double ?? 0 >= 1)
        #expect(figures["mainThreadMs.p99"]?["median"] != nil)
        // The rest of the report is the first run's, as a single run writes it.
        #expect((json["frames"] as? Int ?? 0) > 0 && (json["flaggedStalls"] as? [Int])?.contains(5) == true)
        #expect(outcome.standardError.contains("folio: bound broken: stalls>=1"))
    }
}
