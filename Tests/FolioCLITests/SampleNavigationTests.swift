import FolioTestSupport
import Foundation
import Testing

/// The sample's navigation fixture, written by `folio-gen-sample` (`SampleNavigation`): its outline
/// as `folio outline` prints it, and the generator reproducing `Assets/sample.pdf` byte for byte.
@Suite struct SampleNavigationTests {
    struct Line: Decodable, Equatable {
        let title: String
        let page: Int?
        let depth: Int
        let top: Double?
        let left: Double?
    }

    @Test func outlineIsTheOneTheGeneratorWrote() throws {
        let outcome = try ExternalCommand.folio(["outline", PackageRoot.samplePDF]).run(timeout: 30)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = try JSONDecoder().decode([Line].self, from: Data(outcome.standardOutput.utf8))
        let expected: [(String, Int, Int)] = [
            ("Title page", 1, 0),
            ("Page shapes", 5, 0), ("A4 landscape", 5, 1), ("Rotated 90 degrees", 7, 1), ("Cropped Letter", 9, 1),
            ("Heavy pages", 12, 0), ("Vector map", 12, 1), ("Large image", 15, 1), ("Poster", 20, 1),
            ("Running text", 21, 0), ("Part two", 30, 1), ("Lower half of page 40", 40, 2), ("Last pages", 60, 1),
            ("The end", 64, 0),
        ]
        #expect(lines.map(\.title) == expected.map(\.0))
        #expect(lines.map(\.page) == expected.map(\.1))
        #expect(lines.map(\.depth) == expected.map(\.2))
        // The named destination is the label on page 30 (Letter, 792 pt high), cairo's y 658 from the foot.
        let partTwo = try #require(lines.first { $0.title == "Part two" })
        #expect(partTwo.top == 792 - 658 && partTwo.left == 41)
        // An explicit point: cairo's pos=[72 500] from the top-left of page 40.
        let lowerHalf = try #require(lines.first { $0.title == "Lower half of page 40" })
        #expect(lowerHalf.top == 500 && lowerHalf.left == 72)
    }

    @Test func generatorReproducesTheBundledSampleByteForByte() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-sample-\(UUID().uuidString).pdf"
        ).path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let generator = PackageRoot.productsDirectory + "/folio-gen-sample"
        let outcome = try ExternalCommand(generator, [output]).run(timeout: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let written = try Data(contentsOf: URL(fileURLWithPath: output))
        let bundled = try Data(contentsOf: URL(fileURLWithPath: PackageRoot.samplePDF))
        #expect(
            written == bundled,
            "Assets/sample.pdf is not what folio-gen-sample writes: run `swift run folio-gen-sample`")
    }
}
