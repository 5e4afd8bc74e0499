import CSDL2
import FolioCore
import FolioRender
import Foundation

/// The reader window: shows one page fitted and centred, turns pages from the keyboard, and
/// keeps the main thread free of poppler by rendering on a `RenderWorker`.
public enum Reader {
    /// Opens the document, then the window, and runs until the user quits.
    /// Errors come before any window appears, so a bad file never leaves one behind.
    public static func run(_ configuration: ReaderConfiguration) throws {
        let results = Mailbox<RenderResult>()
        let opened = Mailbox<Result<DocumentInfo, FolioError>>()
        let openSignal = DispatchSemaphore(value: 0)
        let wakeEvent = SDL_RegisterEvents(1)
        let worker = RenderWorker(
            path: configuration.path, password: configuration.password,
            onOpen: { outcome in
                opened.post(outcome)
                openSignal.signal()
            },
            onResult: { result in
                results.post(result)
                var event = SDL_Event()
                event.type = wakeEvent
                SDL_PushEvent(&event)
            })
        defer { worker.stop() }

        openSignal.wait()
        let info = try opened.takeAll()[0].get()
        guard (1...info.pageCount).contains(configuration.firstPage) else {
            throw FolioError.pageOutOfRange(path: configuration.path, page: configuration.firstPage, pageCount: info.pageCount)
        }

        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLError("start SDL video") }
        defer { SDL_Quit() }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")

        let session = try ReaderSession(
            configuration: configuration, info: info, worker: worker, results: results, wakeEvent: wakeEvent)
        try session.run()
    }
}
