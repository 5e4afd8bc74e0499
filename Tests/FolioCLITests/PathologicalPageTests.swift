import FolioTestSupport
import Foundation
import Testing

/// Pages that are hard on a renderer: a 35,000 x 35,000 pixel image, 145,000 and 132,000 path
/// operations, and the sample's map of 100,000 segments. Zoomed deep into, each is drawn without a
/// stale frame, within the memory cache's budget, and with no render past the time limit. (How fast
/// is measured with `folio bench`, not here: docs/figures.md.)
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct PathologicalPageTests {
    static let budgetMiB = 32

    /// Under `.ci/sanitizers`, the options that let poppler's own leak pass: poppler 22.12's cairo
    /// output device loses cairo patterns drawing hugemono's 1-bit image mask zoomed: 53 blocks made
    /// by `cairo_pattern_create_for_surface` under `Gfx::doImage`, with full stacks. With the fast
    /// unwinder the sanitizers use, those stacks end inside libcairo, and cairo recycles pattern
    /// blocks through a process-wide pool (one lost block's stack led to a text panel of Folio's,
    /// whose context is destroyed), so no suppression by stack singles poppler out. Leak checking
    /// is off for that run only; AddressSanitizer still checks every access.
    private static let popplerLeaksImageMasks: [String: String] = {
        guard let options = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] else { return [:] }
        return ["ASAN_OPTIONS": options + ":detect_leaks=0"]
    }()

    private func zoomDeep(_ path: String, page: Int = 1, environment: [String: String] = [:]) throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "folio-hard-\(UUID().uuidString).json"
        ).path
        defer { unlink(report) }
        let arguments = [
            "bench", path, "--page", "\(page)", "--script", "zoom-deep", "--no-disk-cache",
            "--cache-mb", "\(Self.budgetMiB)", "--report", report,
        ]
        let outcome = try ExternalCommand.folio(arguments, environment: environment).run(timeout: 120)
        try #require(outcome.status == 0, "\(path): \(outcome.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        let cache = try #require(json["cache"] as? [String: Any])
        let renders = try #require(json["renders"] as? [String: Any])
        #expect(json["staleFrames"] as? Int == 0, "\(path)")
        #expect((cache["peakBytes"] as? Int ?? .max) <= Self.budgetMiB << 20, "\(path): \(cache)")
        #expect(renders["overdue"] as? Int == 0, "\(path): \(renders)")
        #expect(json["timeToFirstPixelMs"] is Double, "\(path): the page never showed")
    }

    @Test func theSamplesVectorMap() throws {
        try zoomDeep(PackageRoot.samplePDF, page: 12)
    }

    @Test(
        .enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"),
        arguments: ["main/ocrmypdf_hugemono.pdf", "main/pdfjs_issue12810.pdf", "main/pdfjs_issue12295.pdf"])
    func corpusPage(_ file: String) throws {
        try zoomDeep(
            try #require(Corpus.shared?.entry(file)).absolutePath,
            environment: file.hasSuffix("hugemono.pdf") ? Self.popplerLeaksImageMasks : [:])
    }
}
