import FolioTestSupport
import Foundation
import Testing

/// `folio bench` reports the memory of the reader and its render processes together: the sum of
/// their PSS, sampled through the run.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct ProcessTreeMemoryBenchTests {
    @Test func theReportHoldsThePeakOfTheProcessTree() throws {
        let folder = try TemporaryFolder.make("folio-pss")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let reportPath = folder + "/report.json"
        let outcome = try ExternalCommand.folio(
            ["bench", PackageRoot.samplePDF, "--script", "read", "--no-disk-cache", "--report", reportPath]
        ).run(timeout: 180)
        try #require(outcome.status == 0, "folio bench failed: \(outcome.standardError)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reportPath))) as? [String: Any]
        )
        let tree = try #require(report["processTreeMemory"] as? [String: Any], "no processTreeMemory")
        let peakRSS = try #require(report["peakRSSBytes"] as? Int)
        let peak = try #require(tree["peakPSSBytes"] as? Int), final = try #require(tree["finalPSSBytes"] as? Int)
        // PSS counts shared pages in part, so one process's is at most its RSS; children could add to
        // it, and the peak is sampled where peakRSSBytes is the kernel's high-water mark: a wide bound.
        #expect(peak > 1_000_000 && peak <= 4 * peakRSS, "peak PSS \(peak), peak RSS \(peakRSS)")
        #expect(final > 0 && final <= peak)
        #expect((tree["peakProcesses"] as? Int ?? 0) >= 1 && (tree["finalProcesses"] as? Int ?? 0) >= 1)
        // The read script lasts over 30 s and the sampler reads twice a second.
        #expect((tree["readings"] as? Int ?? 0) >= 10)
        #expect((tree["meanReadingUs"] as? Double ?? 0) > 0)
    }
}
