import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Testing

/// `Document.info()` agrees with poppler's pdfinfo on every file of the real corpus.
@Suite(
    .enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"),
    .enabled(if: PDFInfoReport.executable != nil, "pdfinfo (poppler-utils) is not installed"))
struct CorpusInfoTests {
    @Test(arguments: Corpus.shared?.entries(in: "main") ?? [])
    func pageCountSizesAndRotationsMatchPdfinfo(_ entry: Corpus.Entry) throws {
        let reference = try PDFInfoReport(path: entry.absolutePath, password: entry.password)
        let info = try Document(path: entry.absolutePath, password: entry.password).info()
        #expect(info.pageCount == reference.pages)
        #expect(info.rotations == reference.rotations)
        #expect(info.encrypted == reference.encrypted)
        for (index, size) in info.pageSizes.enumerated() where index < reference.sizes.count {
            let unrotated = reference.sizes[index]
            let turned = Size(width: unrotated.width, height: unrotated.height)
                .rotated(quarterTurns: reference.rotations[index] / 90)
            // pdfinfo prints sizes with six significant digits.
            let tolerance = max(0.01, max(turned.width, turned.height) * 1e-5)
            #expect(
                abs(size.width - turned.width) <= tolerance && abs(size.height - turned.height) <= tolerance,
                "page \(index + 1): folio \(size), pdfinfo \(turned)")
        }
    }
}
