import CSDL2
import FolioCore
import FolioPresenter

/// What the reader's model asks of the window besides drawing (`ReaderEffect`).
extension ReaderSession {
    /// What the model asked of the window: the clipboard, fullscreen, the pages recoloured.
    func perform(_ effects: [ReaderEffect], for pager: PagerSession) {
        for effect in effects {
            switch effect {
            case .copy(let text): SDL_SetClipboardText(text)
            case .setFullscreen(let fullscreen):
                setFullscreen(fullscreen)
                pager.needsRedraw = true
            case .setPresenter(let open): setPresenter(open, for: pager)
            case .setRecolored(let recolored):
                if let view = content.documentView { recolor(view, recolored ? configuration.recolor : nil) }
            case .forwardSearch: sayNoSyncTeX()
            case .say(let line): say([line])
            case .saveMarks(let changes, let asCopy):
                if let view = content.documentView { save(changes, asCopy: asCopy, of: view) }
            case .marksChanged(let changes): content.documentView?.journal?.record(changes)
            default: break
            }
        }
    }

    /// Makes the window fullscreen or not, unless it is so already.
    func setFullscreen(_ fullscreen: Bool) {
        guard fullscreen != isFullscreen else { return }
        isFullscreen = fullscreen
        SDL_SetWindowFullscreen(window.window, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
    }
}
