import CSDL2
import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender
import Foundation
import Logging

private let log = Logger(label: "folio.window")

/// The reader window: the three-slot pager under the mouse, touchpad and keyboard.
public enum Reader {
    /// Opens the pages, then the window, and runs until the user quits. Returns the error the window
    /// showed when it was closed (a file that would not open, already reported on stderr), if any.
    ///
    /// A page asked for that the document lacks, and any failure without a window (no display), are
    /// thrown before a window appears. A file that fails to open in a window is shown there, and the
    /// window stays: another file can be dropped on it.
    @discardableResult
    public static func run(_ configuration: ReaderConfiguration) throws -> FolioError? {
        let wake = wakeHandler()
        let request = DocumentRequest(
            source: configuration.source, page: configuration.firstPage, zoom: configuration.zoom,
            layout: configuration.layout, rightToLeft: configuration.rightToLeft, trim: configuration.trim)
        // Opened before the window, so the first frame shows the pages, not an empty window.
        let opening = Result { () throws(FolioError) in
            try DocumentOpening.open(request, settings: configuration.render, places: configuration.places, wake: wake)
        }
        LaunchTimeline.mark(.documentOpened)
        defer { if case .success(let opening) = opening { opening.document.renderService.stop() } }
        if case .success(let opening) = opening, let page = configuration.firstPage,
            !(1...opening.document.pages.pageCount).contains(page)
        {
            throw FolioError.pageOutOfRange(
                path: configuration.source.name, page: page, pageCount: opening.document.pages.pageCount)
        }

        // The first page's render starts now, while SDL and the window are set up.
        let early = ReaderSession.viewBeforeTheWindow(opening, configuration: configuration)
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            // Without a window, a file that would not open is the error to report; why there is no
            // window is said too, or a display that refused the window would go unexplained.
            let failure = SDLError("start SDL video")
            if case .failure(let error) = opening {
                log.warning("no window: \(failure)")
                throw error
            }
            throw failure
        }
        defer { SDL_Quit() }
        LaunchTimeline.mark(.sdlStarted)
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")

        // The window and its textures must be gone before SDL_Quit runs in the defer above.
        return try withExtendedLifetime(
            try ReaderSession(configuration: configuration, first: request, opening: opening, early: early, wake: wake)
        ) { session in
            try session.run()
            return session.content.failure
        }
    }

    /// Wakes the main loop when a render lands; SDL_PushEvent is safe from any thread.
    private static func wakeHandler() -> @Sendable () -> Void {
        let wakeEvent = SDL_RegisterEvents(1)
        return {
            var event = SDL_Event()
            event.type = wakeEvent
            SDL_PushEvent(&event)
        }
    }
}
