import CSDL2
import FolioCore
import FolioInstrument
import FolioPresenter

/// What the window says besides the pages: the message of a window without a document, the HUD's
/// figures and the title.
extension ReaderSession {
    /// Clears the window and draws the content's message in the middle, if it has one.
    func drawMessage() throws(SDLError) {
        needsRedraw = false
        let lines = content.messageLines
        guard !lines.isEmpty else { return }
        SDL_SetRenderDrawColor(window.renderer, 0x40, 0x40, 0x40, 0xFF)
        SDL_RenderClear(window.renderer)
        try messagePanel.show(lines, renderer: window.renderer, density: window.pixelDensity)
        messagePanel.draw(
            on: window.renderer, in: Rect(origin: .zero, size: window.drawableSize), placement: .centre, margin: 0)
    }

    /// What F2 shows: frame rate and frame times over the last second, stalls so far, the cache and
    /// the render queue, where the reader is, and how often a zoomed page has shown crisp.
    func hudLines() -> [String] {
        let second = recorder.lastSecond
        var lines = [
            "\(second.frames) fps   p99 frame \(second.p99IntervalMs.map { DecimalText.fixed($0, 1) } ?? "-") ms   p99 work \(DecimalText.fixed(second.p99WorkMs, 1)) ms",
            "stalls \(recorder.flaggedStalls.count) of \(recorder.frames) frames (budget \(DecimalText.fixed(recorder.budgetMs, 1)) ms)",
        ]
        guard let view = content.documentView else { return lines }
        let pager = view.pager
        let zoom = pager.model.currentZoomView?.zoom ?? 1
        let mebibytes = { (bytes: Int) in Int((Double(bytes) / Double(1 << 20)).rounded()) }
        let cache =
            "cache \(mebibytes(pager.cacheBytes))" + (pager.cacheBudgetBytes.map { " / \(mebibytes($0))" } ?? "")
            + " MiB"
        lines += [
            "\(cache)   queue \(pager.queueDepth)",
            "page \(pager.currentPage) / \(view.document.pages.pageCount)   zoom \(Int((zoom * 100).rounded()))%"
                + (pager.measurements.crispAtZoom.share.map { "   crisp at zoom \(Int(($0 * 100).rounded()))%" } ?? ""),
        ]
        return lines
    }

    /// `NAME - page N / TOTAL` or `NAME - pages N-M / TOTAL` for a spread (the indicator's text:
    /// `page xii (12 / 352)` where the page has a label), the zoom in percent of fit page while the page is zoomed, and `(file gone)` once the
    /// file is; for a message, the file's name and what happened.
    func updateTitle() {
        var title = content.messageTitle
        if let view = content.documentView {
            let pager = view.pager
            // A star for marks not yet in the file, as editors mark unsaved changes.
            title = "\(pager.model.marks.hasUnsavedChanges ? "*" : "")\(view.name) - \(pager.model.pageTitle)"
            if let zoom = pager.model.currentZoomView, zoom.isZoomed {
                title += " - \(Int((zoom.zoom * 100).rounded()))%"
            }
            if view.isFileGone { title += " (file gone)" }
        }
        guard title != shownTitle else { return }
        shownTitle = title
        window.title = title
    }
}
