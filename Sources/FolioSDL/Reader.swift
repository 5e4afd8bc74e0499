import CSDL2
import FolioCore
import FolioRender
import Foundation

/// The reader window: the three-slot pager under the mouse, touchpad and keyboard.
public enum Reader {
    /// Opens the pages, then the window, and runs until the user quits.
    /// Errors come before any window appears, so a bad file never leaves one behind.
    public static func run(_ configuration: ReaderConfiguration) throws {
        let wakeEvent = SDL_RegisterEvents(1)
        let document = try OpenedDocument.open(
            configuration.source, settings: configuration.render, firstPage: configuration.firstPage) {
            // Wake the main loop when a render lands; SDL_PushEvent is safe from any thread.
            var event = SDL_Event()
            event.type = wakeEvent
            SDL_PushEvent(&event)
        }
        // Forbid rendering on this thread once the workers have their sources (the rule holds from here on).
        document.forbidRenderingOnMainThread()
        defer { document.renderer.stop() }
        guard (1...document.pages.pageCount).contains(configuration.firstPage) else {
            throw FolioError.pageOutOfRange(
                path: configuration.source.name, page: configuration.firstPage, pageCount: document.pages.pageCount)
        }

        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLError("start SDL video") }
        defer { SDL_Quit() }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")

        // The window and its textures must be gone before SDL_Quit runs in the defer above.
        try withExtendedLifetime(try ReaderSession(configuration: configuration, document: document)) { session in
            try session.run()
        }
    }
}
