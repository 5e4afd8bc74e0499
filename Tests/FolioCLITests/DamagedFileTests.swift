import FolioTestSupport
import Foundation
import Testing

/// Good files damaged the ways files get damaged (cut short at 10, 50 and 90 %, bytes overwritten,
/// the cross-reference table zeroed, a stream cut, objects swapped, absurd numbers after /Count,
/// /Length and /MediaBox): `folio info`, `render` and a short headless `bench` each answer
/// correctly or fail with one line naming the file, with a status below 128, within 10 s.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct DamagedFileTests {
    /// A few of the corpus's good files, small and of different makes: pdfTeX with a classic
    /// cross-reference table, a hand-made file with six page sizes, a cross-reference stream with
    /// object streams, a CropBox and /Rotate.
    static let corpusFiles = ["main/pdfjs_tracemonkey.pdf", "main/poppler_cropbox.pdf", "main/pdfjs_issue16278.pdf"]

    private func checkEveryMutation(of file: String, bench: Bool) throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("folio-damaged-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: work) }
        let check = try BadFileCheck(workDirectory: work)
        let copies = PDFMutation.allCases.map { DamagedCopy(source: file, mutation: $0, seed: 1) }
        let run = try check.failures(of: copies, bench: bench, width: 6)
        #expect(run.failures.isEmpty, "\(run.failures.count) failing:\n\(run.failures.joined(separator: "\n"))")
        #expect(run.checked > 0)
    }

    @Test func everyMutationOfTheSample() throws {
        try checkEveryMutation(of: PackageRoot.samplePDF, bench: true)
    }

    @Test(
        .enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"),
        arguments: corpusFiles)
    func everyMutationOfACorpusFile(_ name: String) throws {
        let entry = try #require(Corpus.shared?.entry(name))
        // info and render only: the sample's copies run the bench, which adds a second each.
        try checkEveryMutation(of: entry.absolutePath, bench: false)
    }

    /// With its cross-reference tables zeroed the sample is repaired: poppler finds its objects by
    /// scanning, and info gives the same pages as for the good file.
    @Test func theSampleWithItsXrefZeroedIsRepaired() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("folio-damaged-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: PackageRoot.samplePDF)))
        let copy = DamagedCopy(source: PackageRoot.samplePDF, mutation: .zeroXref, seed: 1)
        let path = try #require(try copy.write(from: original, into: work))

        let good = try ExternalCommand.folio(["info", PackageRoot.samplePDF]).run(timeout: 10)
        let repaired = try ExternalCommand.folio(["info", path]).run(timeout: 10)
        #expect(repaired.status == 0, "\(repaired.standardError)")
        let answer = { (output: String) -> PageFacts? in
            guard let json = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
                let sizes = json["pageSizes"] as? [[Double]], let rotations = json["rotations"] as? [Int]
            else { return nil }
            return PageFacts(sizes: sizes, rotations: rotations)
        }
        let goodFacts = try #require(answer(good.standardOutput))
        #expect(goodFacts.sizes.count == 64)
        #expect(answer(repaired.standardOutput) == goodFacts)
    }

    private struct PageFacts: Equatable {
        let sizes: [[Double]]
        let rotations: [Int]
    }
}
