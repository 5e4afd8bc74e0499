import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Testing

/// Folio's renders match poppler's own pdftocairo, pixel for pixel within a mean difference of 2.
@Suite(
    .enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"),
    .enabled(if: ReferenceRender.executable != nil, "pdftocairo (poppler-utils) is not installed"))
struct CorpusRenderTests {
    struct Case: Sendable, CustomStringConvertible {
        let file: String
        let page: Int
        let scale: Double
        var region: PixelRect? = nil
        /// Several corpus files are blank on purpose (they test page geometry only).
        var hasContent = false
        var description: String { "\(file) p\(page) x\(scale)" + (region.map { " region \($0)" } ?? "") }
    }

    static let cases: [Case] =
        (1...6).map { Case(file: "main/poppler_cropbox.pdf", page: $0, scale: 1.5) }
        + (1...4).map { Case(file: "main/pypdf_habibi-rotated.pdf", page: $0, scale: 1, hasContent: true) }
        + (1...4).map { Case(file: "main/poppler_orientation.pdf", page: $0, scale: 1, hasContent: true) }
        + [
            Case(file: "main/pdfjs_issue16278.pdf", page: 1, scale: 2),
            Case(file: "main/pdfjs_issue6413.pdf", page: 1, scale: 0.5, hasContent: true),
            Case(
                file: "main/pdfjs_tracemonkey.pdf", page: 1, scale: 8,
                region: PixelRect(x: 1000, y: 1200, width: 1280, height: 800), hasContent: true),
            Case(
                file: "main/pypdf_habibi-rotated.pdf", page: 2, scale: 8,
                region: PixelRect(x: 3500, y: 5900, width: 1000, height: 500), hasContent: true),
        ]

    @Test(arguments: cases)
    func matchesPdftocairo(_ test: Case) throws {
        let entry = try #require(Corpus.shared?.entry(test.file))
        let document = try Document(path: entry.absolutePath, password: entry.password)
        let image = try document.page(test.page).render(scale: test.scale, region: test.region)
        let reference = try ReferenceRender.render(
            path: entry.absolutePath, page: test.page, scale: test.scale, region: test.region, password: entry.password)
        #expect(image.width == reference.width && image.height == reference.height)
        let difference = try #require(ImageDifference.meanAbsolute(image, reference))
        #expect(difference < 2, "mean absolute difference \(difference)")
        if test.hasContent {
            // Two blank images would agree too: where the page has content, it must show.
            #expect(ImageDifference.contrast(reference) > 1)
        }
    }
}
