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
        // Opened before the window, so the first frame shows the pages, not an empty window; and
        // while SDL starts, so that the first page renders meanwhile.
        let opening = EarlyOpening(request, configuration: configuration, wake: wake)
        let started = Result { () throws(SDLError) in try SDLVideo.start() }
        if case .success = started { LaunchTimeline.mark(.sdlStarted) }
        defer { if case .success = started { SDL_Quit() } }
        let (opened, early) = opening.wait()
        LaunchTimeline.mark(.openingHanded)
        defer { if case .success(let opened) = opened { opened.document.renderService.stop() } }
        if let outOfRange = pageOutOfRange(opened, asked: configuration) { throw outOfRange }
        if case .failure(let failure) = started {
            // Without a window, a file that would not open is the error to report; why there is no
            // window is said too, or a display that refused the window would go unexplained.
            if case .failure(let error) = opened {
                log.warning("no window: \(failure)")
                throw error
            }
            throw failure
        }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")

        // The window and its textures must be gone before SDL_Quit runs in the defer above.
        return try withExtendedLifetime(
            try ReaderSession(configuration: configuration, first: request, opening: opened, early: early, wake: wake)
        ) { session in
            try session.run()
            return session.content.failure
        }
    }

    /// The error for a page asked for that the opened document lacks; nil when it has it, or when
    /// the opening failed.
    static func pageOutOfRange(_ opening: Result<DocumentOpening, FolioError>, asked configuration: ReaderConfiguration)
        -> FolioError?
    {
        guard case .success(let opening) = opening, let page = configuration.firstPage,
            !(1...opening.document.pages.pageCount).contains(page)
        else { return nil }
        return .pageOutOfRange(
            path: configuration.source.name, page: page, pageCount: opening.document.pages.pageCount)
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
