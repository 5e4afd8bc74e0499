import FolioCore
import FolioPresenter
import FolioRender

/// Pages the window is asked to show, and where: a page, zoom and layout given here (the command
/// line's `--page`, `--zoom` and `--layout`, or where a reloaded document was) win over the place
/// the document was last left (`ReadingPlaces`); without either it opens at page 1, at fit, in the
/// layout and direction the document asks for (its `/PageLayout` and `/Direction`), else a page at
/// a time, left to right.
struct DocumentRequest {
    var source: any PageSourceOpener
    var page: Int?
    var zoom: Double?
    var layout: PageLayout?
    var rightToLeft: Bool?
    var trim: Bool?

    /// The same place, with pages from `source` (the file opened again with the password typed).
    func with(source: any PageSourceOpener) -> DocumentRequest {
        DocumentRequest(
            source: source, page: page, zoom: zoom, layout: layout, rightToLeft: rightToLeft, trim: trim)
    }
}

/// Pages opened for the window, where to show them first, and what the window keeps about their
/// file: its name in the reading places and the version opened, which the window watches.
struct DocumentOpening {
    let document: OpenedDocument
    let firstPage: Int
    let zoom: Double
    let layout: PageLayout
    let rightToLeft: Bool
    let trim: Bool
    /// The file's content fingerprint (`DocumentFingerprint.ofContent`); nil for pages not from a file.
    let placeKey: String?
    /// The file as it was opened; nil for pages not from a file, or a file not there.
    let version: FileVersion?

    /// Opens `request`'s pages, blocking until the first render worker has them (or failed to).
    /// A remembered page past the document's end (it has changed) becomes its last page.
    static func open(
        _ request: DocumentRequest, settings: RenderSettings, places: ReadingPlaces?,
        wake: @escaping @Sendable () -> Void
    ) throws(FolioError) -> DocumentOpening {
        try open(request, settings: settings, file: FileBeforeOpening(request, places: places), wake: wake)
    }

    /// Opens `request`'s pages, as above, with what was read of their `file` before.
    static func open(
        _ request: DocumentRequest, settings: RenderSettings, file: FileBeforeOpening,
        wake: @escaping @Sendable () -> Void
    ) throws(FolioError) -> DocumentOpening {
        let remembered = file.remembered
        let page = file.firstPage(of: request)
        let document: OpenedDocument
        do {
            document = try OpenedDocument.open(request.source, settings: settings, firstPage: page, wake: wake)
        } catch let error as FolioError {
            throw error
        } catch {
            throw .unreadable(path: request.source.name, reason: "\(error)")
        }
        document.forbidRenderingOnMainThread()
        return DocumentOpening(
            document: document, firstPage: min(max(page, 1), document.pages.pageCount),
            zoom: min(max(file.firstZoom(of: request), 1), ZoomView.maximumZoom),
            layout: request.layout ?? remembered?.layout ?? document.pages.preferences.layout ?? .single,
            rightToLeft: request.rightToLeft ?? remembered?.rightToLeft ?? document.pages.preferences.rightToLeft,
            trim: request.trim ?? remembered?.trim ?? false, placeKey: file.placeKey, version: file.version)
    }
}
