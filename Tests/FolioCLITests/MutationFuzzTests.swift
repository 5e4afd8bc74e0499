import FolioTestSupport
import Foundation
import Testing

/// A small fixed set of the mutation fuzzer's copies, and the seeds that once found a bug, run on
/// every test run. The long run is `Tests/fuzz.sh` (see docs/tests.md).
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
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

    /// The sample's copies that once broke the contract, kept so they never do again: a page's
    /// /MediaBox 1e308 wide (written out in 309 digits), which info's JSON could not say (the
    /// size times 10,000 is infinite).
    @Test(arguments: [(PDFMutation.hugeMediaBox, UInt64(1)), (.hugeMediaBox, 2)])
    func sampleSeedsThatFoundABug(_ mutation: PDFMutation, _ seed: UInt64) throws {
        try check([DamagedCopy(source: PackageRoot.samplePDF, mutation: mutation, seed: seed)])
    }

    /// The corpus's copies that once crashed folio: a one-page file whose page is made 1e308
    /// points wide (seed 1) or high (seed 31), on which render trapped turning the page's pixel
    /// size into an Int.
    @Test(
        .enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"),
        arguments: [
            ("main/pdfjs_issue15150.pdf", PDFMutation.hugeMediaBox, UInt64(1)),
            ("main/pdfjs_issue15150.pdf", .hugeMediaBox, 31),
        ])
    func corpusSeedsThatFoundABug(_ file: String, _ mutation: PDFMutation, _ seed: UInt64) throws {
        let entry = try #require(Corpus.shared?.entry(file))
        try check([DamagedCopy(source: entry.absolutePath, mutation: mutation, seed: seed)])
    }
}
