import FolioCore
import FolioPresenter
import FolioRender
import Foundation

/// A document open in the window: its pages, the `PagerSession` showing them, and what the window
/// keeps about its file: its name in the reading places and the watch that reloads it when it
/// changes. `close()` stops its render workers; its textures go with it.
final class DocumentView {
    let document: OpenedDocument
    let pager: PagerSession
    /// Draws the pager's frames in the window.
    let painter = SessionPainter()
    let placeKey: String?
    /// What the window calls it: the file's name.
    let name: String
    /// The watch on the file; nil for pages not from a file.
    var watch: FileWatch<FileVersion>?
    /// When the watch looks at the file next (monotonic seconds).
    var nextLook = 0.0
    /// When the window took the opened pages (monotonic seconds): the window report's time to first pixel counts from here.
    let shownAt = MonotonicClock.seconds
    /// Where the marks not yet saved are written down as they change; nil for pages not from a file.
    var journal: MarkJournalWriter?
    /// Saves of marks that ended on their thread, for the main thread to hand to the model
    /// (`ReaderSession.collectSavedMarks`).
    let savesEnded = Locked<[ReaderSession.MarkSaveEnd]>([])
    /// The file is no longer there: the pages shown stay, and the window says it is gone.
    var isFileGone = false {
        didSet { if isFileGone != oldValue { pager.needsRedraw = true } }  // the indicator says so
    }

    init(_ opening: DocumentOpening, settings: RenderSettings, viewport: Size, density: Double) {
        document = opening.document
        pager = PagerSession(
            document: opening.document, settings: settings, viewport: viewport, density: density,
            firstPage: opening.firstPage, zoom: opening.zoom, layout: opening.layout, rightToLeft: opening.rightToLeft,
            trim: opening.trim)
        placeKey = opening.placeKey
        name = URL(fileURLWithPath: opening.document.source.name).lastPathComponent
        if opening.document.source.filePath != nil { watch = FileWatch(shown: opening.version) }
    }

    /// The page shown and its zoom: where the document was left.
    var place: ReadingPlace {
        ReadingPlace(
            page: pager.currentPage, zoom: pager.model.currentZoomView?.zoom ?? 1, layout: pager.model.readingLayout,
            rightToLeft: pager.model.isRightToLeft, trim: pager.model.trim.isOn)
    }

    /// Stops the render workers (no result arrives once this returns) and finishes the journal's writes.
    func close() {
        document.renderService.stop()
        journal?.finishWrites()
    }
}
