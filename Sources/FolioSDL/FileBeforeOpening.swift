import FolioCore
import FolioRender
import Logging

/// What the window reads of a document's file before it opens it: the version it opens (read
/// first, so that a change while the file opens is seen, and reloaded), its content fingerprint,
/// and the place it was last left where the request leaves anything to that (`ReadingPlaces`).
/// Read on the main thread as the window starts, the first page it will show can be rendered ahead.
struct FileBeforeOpening {
    /// The file as it is now; nil for pages not from a file, or a file not there.
    let version: FileVersion?
    /// The file's content fingerprint (`DocumentFingerprint.ofContent`); nil for pages not from a file.
    let placeKey: String?
    /// Where the file was left; nil when it was not, or the request says all a place would.
    let remembered: ReadingPlace?

    init(_ request: DocumentRequest, places: ReadingPlaces?) {
        let path = request.source.filePath
        version = path.flatMap { FileVersion.of(path: $0) }
        placeKey = path.flatMap { DocumentFingerprint.ofContent(path: $0) }
        remembered =
            request.page == nil || request.layout == nil || request.rightToLeft == nil || request.trim == nil
            ? placeKey.flatMap { Self.rememberedPlace(at: $0, in: places) } : nil
    }

    /// A page asked for comes with its own zoom (or fit); the layout, direction and trim are
    /// remembered apart.
    private func rememberedSpot(for request: DocumentRequest) -> ReadingPlace? {
        request.page == nil ? remembered : nil
    }

    /// The page the window shows first (before it is checked against the document's pages).
    func firstPage(of request: DocumentRequest) -> Int {
        request.page ?? rememberedSpot(for: request)?.page ?? 1
    }

    /// The zoom the window shows it at (before it is checked against the zoom's bounds).
    func firstZoom(of request: DocumentRequest) -> Double {
        request.zoom ?? rememberedSpot(for: request)?.zoom ?? 1
    }

    /// The first page when the window shows it whole at fit, a page at a time or in the layout the
    /// document asks for (`layoutFromDocument`); nil when it shows it zoomed, trimmed or in spreads.
    func pageAtFit(of request: DocumentRequest) -> (page: Int, layoutFromDocument: Bool)? {
        let trimmed = request.trim ?? remembered?.trim ?? false
        guard firstZoom(of: request) <= 1, !trimmed else { return nil }
        switch request.layout ?? remembered?.layout {
        case nil: return (firstPage(of: request), true)
        case .single?: return (firstPage(of: request), false)
        default: return nil
        }
    }

    private static let log = Logger(label: "folio.places")

    /// A file that cannot be read is reported and passed over: the document opens at page 1.
    private static func rememberedPlace(at key: String, in places: ReadingPlaces?) -> ReadingPlace? {
        do {
            return try places?.place(of: key)
        } catch {
            log.warning("\(error)")
            return nil
        }
    }
}
