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
        // The first page renders in its worker process, already opening the document, while SDL
        // starts; SDL starts before the reader has a thread of its own (glibc then takes a lock for
        // each character read from a file, and libX11 reads the locale's Compose table, half a
        // megabyte, a character at a time: 9 ms more CPU in SDL's start with a second thread). The
        // document is then opened on a thread, before the window, so the first frame shows the page.
        let file = FileBeforeOpening(request, places: configuration.places)
        if configuration.startsWithAPageAtFit, let first = file.pageAtFit(of: request) {
            configuration.source.renderFirstPageAhead(
                page: first.page, viewport: configuration.windowSize, margin: ReaderModel.marginPoints,
                layoutFromDocument: first.layoutFromDocument)
        }
        let started = Result { () throws(SDLError) in try SDLVideo.start() }
        let opening = EarlyOpening(request, file: file, configuration: configuration, wake: wake)
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
