import Foundation
import FolioTestSupport
import Testing

/// A small fixed set of the mutation fuzzer's copies, and the seeds that once found a bug, run on
/// every test run. The long run is `Tests/fuzz.sh` (see the README).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
                "the folio binary is not built next to the tests"))
struct MutationFuzzTests {
    private func check(_ copies: [DamagedCopy], bench: Bool = true) throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("folio-fuzz-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        let run = try BadFileCheck(workDirectory: work).failures(of: copies, bench: bench, width: 6)
        #expect(run.failures.isEmpty, "\(run.failures.count) failing:\n\(run.failures.joined(separator: "\n"))")
    }

    /// Seeds 2 and 3 of every seeded mutation on the sample (seed 1 is `DamagedFileTests`'s).
    @Test func fixedSeedsOnTheSample() throws {
        let seeded = PDFMutation.allCases.filter(\.drawsFromSeed)
        try check(Array(FuzzPlan(files: [PackageRoot.samplePDF], mutations: seeded, seeds: 2...3)))
    }

    /// Copies that once crashed folio or broke the contract, kept so they never do again.
    @Test(arguments: [
        // A /MediaBox 1e308 wide (written out in 309 digits): info's JSON could not say the size
        // times 10,000 (infinite), and render trapped turning the page's pixel width into an Int.
        ("sample.pdf", PDFMutation.hugeMediaBox, UInt64(1)),
        ("sample.pdf", PDFMutation.hugeMediaBox, UInt64(2)),
    ])
    func seedsThatFoundABug(_ file: String, _ mutation: PDFMutation, _ seed: UInt64) throws {
        let source = file == "sample.pdf" ? PackageRoot.samplePDF : try #require(Corpus.shared?.entry(file)).absolutePath
        try check([DamagedCopy(source: source, mutation: mutation, seed: seed)])
    }
}
