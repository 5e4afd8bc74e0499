import FolioInstrument
import FolioRender
import Foundation

/// The window's document opened, and its first page's render asked for, on a thread of its own
/// that then loads the fonts of the window's panels (`TextImage.loadFonts`). The thread starts once
/// SDL is up: SDL starts before the reader has a second thread (`Reader.run`), while the first
/// worker opens the document and renders the first page ahead. The main thread waits for the
/// opening before it makes the window.
final class EarlyOpening: @unchecked Sendable {
    /// The opening, or why it failed, and the view made for the window asked for (nil when the
    /// opening failed, the page asked for is not in the document, or SDL will not use X11).
    typealias Opened = (opening: Result<DocumentOpening, FolioError>, view: DocumentView?)

    // Unchecked: `opened` is guarded by `condition`, next to it. The opening thread sets it once and
    // keeps nothing of it, so the opening and the view, which are not `Sendable`, are then the
    // main thread's alone.
    private let condition = NSCondition()
    private var opened: Opened?

    /// Starts opening `request` for a window configured by `configuration`, with what was read of its
    /// `file` before.
    init(
        _ request: DocumentRequest, file: FileBeforeOpening, configuration: ReaderConfiguration,
        wake: @escaping @Sendable () -> Void
    ) {
        let thread = Thread { [self] in
            Thread.nameCurrent("folio-open")
            let opening = Result { () throws(FolioError) in
                try DocumentOpening.open(request, settings: configuration.render, file: file, wake: wake)
            }
            LaunchTimeline.mark(.documentOpened)
            let view =
                Reader.pageOutOfRange(opening, asked: configuration) == nil
                ? ReaderSession.viewBeforeTheWindow(opening, configuration: configuration) : nil
            condition.lock()
            opened = (opening, view)
            condition.signal()
            condition.unlock()
            // The window's first frame shows the page alone; the page indicator follows in the next
            // frame, whose text would otherwise load the fonts on the main thread.
            TextImage.loadFonts()
        }
        thread.start()
    }

    /// Waits for the opening, and hands it over: only once.
    func wait() -> Opened {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let handed = opened {
                opened = nil
                return handed
            }
            condition.wait()
        }
    }
}
