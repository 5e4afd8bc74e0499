import FolioInstrument
import FolioRender
import Foundation

/// The window's document opened, and its first page's render asked for, on a thread of its own
/// while the main thread starts SDL: connecting to the display and opening the document in a
/// render process each take 7 to 20 ms at launch, and neither needs the other. The main thread
/// waits for the opening once SDL is up.
final class EarlyOpening: @unchecked Sendable {
    /// The opening, or why it failed, and the view made for the window asked for (nil when the
    /// opening failed, the page asked for is not in the document, or SDL will not use X11).
    typealias Opened = (opening: Result<DocumentOpening, FolioError>, view: DocumentView?)

    // Unchecked: `opened` is guarded by `condition`, next to it. The opening thread sets it once and
    // keeps nothing of it, so the opening and the view, which are not `Sendable`, are then the
    // main thread's alone.
    private let condition = NSCondition()
    private var opened: Opened?

    /// Starts opening `request` for a window configured by `configuration`.
    init(_ request: DocumentRequest, configuration: ReaderConfiguration, wake: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            Thread.nameCurrent("folio-open")
            let opening = Result { () throws(FolioError) in
                try DocumentOpening.open(
                    request, settings: configuration.render, places: configuration.places, wake: wake)
            }
            LaunchTimeline.mark(.documentOpened)
            let view =
                Reader.pageOutOfRange(opening, asked: configuration) == nil
                ? ReaderSession.viewBeforeTheWindow(opening, configuration: configuration) : nil
            condition.lock()
            opened = (opening, view)
            condition.signal()
            condition.unlock()
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
