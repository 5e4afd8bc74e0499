import FolioCore
import FolioRender
import FolioTestSupport
import Foundation
import Testing

@testable import FolioSDL

/// The page a window will show first, known before its file opens: where the request or the
/// reading place puts it, and whether it is a whole page at fit that a worker can render ahead.
@Suite final class FileBeforeOpeningTests {
    /// Pages named by a file alone: the window reads the file before it opens it.
    struct FileOnly: PageSourceOpener {
        let path: String
        var name: String { path }
        var filePath: String? { path }
        func open() throws(FolioError) -> any PageSource { throw .notAPDF(path: path) }
    }

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-before-\(UUID().uuidString)")
    lazy var places = ReadingPlaces(file: root.appendingPathComponent("places.json"))

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func request(page: Int? = nil, zoom: Double? = nil, layout: PageLayout? = nil, trim: Bool? = nil)
        -> DocumentRequest
    {
        DocumentRequest(
            source: FileOnly(path: PackageRoot.samplePDF), page: page, zoom: zoom, layout: layout, rightToLeft: nil,
            trim: trim)
    }

    func remember(_ place: ReadingPlace) throws {
        let key = try #require(DocumentFingerprint.ofContent(path: PackageRoot.samplePDF))
        try places.remember(place, of: key)
    }

    func pageAtFit(_ request: DocumentRequest) -> (page: Int, layoutFromDocument: Bool)? {
        FileBeforeOpening(request, places: places).pageAtFit(of: request)
    }

    @Test func aFileNeverLeftShowsItsFirstPageInItsOwnLayout() {
        #expect(pageAtFit(request())! == (1, true))
        #expect(pageAtFit(request(page: 5))! == (5, true))
        #expect(pageAtFit(request(layout: .single))! == (1, false))
        #expect(pageAtFit(request(layout: .cover)) == nil, "spreads are not rendered ahead")
        #expect(pageAtFit(request(zoom: 2)) == nil, "a zoomed page is rendered in regions")
        #expect(pageAtFit(request(trim: true)) == nil, "a trimmed page waits for its content box")
    }

    @Test func aFileLeftAtFitShowsThePageItWasLeftAt() throws {
        try remember(ReadingPlace(page: 7, zoom: 1))
        #expect(pageAtFit(request())! == (7, true))
        #expect(pageAtFit(request(layout: .single))! == (7, false))
        #expect(pageAtFit(request(page: 3))! == (3, true), "a page asked for wins over the place")
    }

    @Test func aFileLeftZoomedIsNotRenderedAheadUnlessAPageIsAskedFor() throws {
        try remember(ReadingPlace(page: 7, zoom: 2.5))
        #expect(pageAtFit(request()) == nil)
        #expect(pageAtFit(request(page: 4))! == (4, true), "a page asked for comes at fit")
    }
}
