import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// poppler's calls to lcms arrive at `folio`'s own functions (CColorTransforms), which have lcms
/// optimise a transform once it has converted many pixels: the pages stay what pdftocairo draws.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct ColorTransformTests {
    static let interposed = ["cmsCreateTransform", "cmsDoTransform", "cmsDeleteTransform", "cmsCloseProfile"]

    @Test func popplersCallsToLcmsBindToFolio() throws {
        let folder = try TemporaryFolder.make("folio-lcms")
        let outcome = try ExternalCommand.folio(
            ["render", PackageRoot.samplePDF, "--page", "1", "--out", folder + "/page.png"],
            environment: ["LD_DEBUG": "bindings"]
        ).run(timeout: 120)
        #expect(outcome.status == 0, "folio render failed: \(outcome.standardError.suffix(500))")
        let bindings = outcome.standardError.split(separator: "\n").filter { $0.contains("/libpoppler.so") }
        for symbol in Self.interposed {
            #expect(
                bindings.contains { $0.contains("/folio [0]: normal symbol `\(symbol)'") },
                "poppler's calls to \(symbol) do not reach folio's")
        }
    }

    /// A cover photograph (a 1366x2048 JPEG) and a scanned page, both in ICC colour spaces and
    /// converted mostly by the optimised twin: within a level of pdftocairo's pixels on average.
    @Test(
        .enabled(if: ReferenceRender.executable != nil, "pdftocairo (poppler-utils) is not installed"),
        .enabled(
            if: Corpus.shared?.entry("main/pdfjs_freeculture.pdf") != nil,
            "the corpus (../shared/corpus) is absent: ICC images are not checked"),
        arguments: ["main/pdfjs_freeculture.pdf", "main/ocrmypdf_multipage.pdf"])
    func iccImagesMatchPdftocairo(file: String) throws {
        let entry = try #require(Corpus.shared?.entry(file))
        let out = try TemporaryFolder.make("folio-lcms") + "/page.png"
        let outcome = try ExternalCommand.folio(["render", entry.absolutePath, "--page", "1", "--out", out])
            .run(timeout: 120)
        try #require(outcome.status == 0, "folio render failed: \(outcome.standardError)")
        let reference = try ReferenceRender.render(path: entry.absolutePath, page: 1, scale: 1)
        let difference = try #require(ImageDifference.meanAbsolute(try PNGFile.read(out), reference))
        #expect(difference < 1, "\(file) differs from pdftocairo by \(difference) per channel")
    }
}
