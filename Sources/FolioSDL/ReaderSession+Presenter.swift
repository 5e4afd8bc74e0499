import CSDL2
import FolioCore
import FolioPresenter
import FolioRender
import Logging

private let log = Logger(label: "folio.presenter")

/// The presenter window beside the reader's: opened and closed as the model asks, drawn in the
/// same turn of the loop as the reader's frame, its keys driving the same model.
extension ReaderSession {
    /// Opens the presenter window for the open document, or closes it. One that cannot open (its
    /// render process would not start) is logged, and the model told it is closed.
    func setPresenter(_ open: Bool, for pager: PagerSession) {
        guard open != (presenter != nil) else { return }
        guard open, let view = content.documentView else {
            presenter = nil
            return
        }
        do {
            presenter = try PresenterWindow(
                source: view.document.source, settings: configuration.render, name: view.name, beside: window,
                renderer: configuration.renderer, wake: wake)
            // On a display of its own, the keys stay with the slides' window; on the only one (a
            // rehearsal), the presenter window stays in front, where it was asked for.
            if presenter?.hasItsOwnDisplay == true { SDL_RaiseWindow(window.window) }
        } catch {
            log.error("cannot open the presenter window: \(error)")
            pager.apply(.command(.togglePresenter, focus: nil), at: MonotonicClock.seconds)
        }
    }

    /// Brings the presenter window up to date with `pager`'s model.
    func drawPresenter(for pager: PagerSession, at time: Double) throws(SDLError) {
        try presenter?.frame(for: pager.model, at: time)
    }

    /// Handles an event of the presenter window: true when it was that window's. Its keys go on to
    /// the reader's model (the speaker may type in either window); its pointer means nothing.
    func handlePresenterEvent(_ event: SDL_Event, time: Double) -> Bool {
        guard let presenter, event.windowID == presenter.windowID else { return false }
        switch event.type {
        case SDL_WINDOWEVENT.rawValue:
            if event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue) {
                content.documentView?.pager.apply(.command(.togglePresenter, focus: nil), at: time)
            } else {
                presenter.invalidate()
            }
            return true
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue, SDL_TEXTINPUT.rawValue:
            return false
        default:
            return true
        }
    }
}

extension SDL_Event {
    /// The window an event happened in; nil for one of no window.
    var windowID: UInt32? {
        switch type {
        case SDL_WINDOWEVENT.rawValue: window.windowID
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: key.windowID
        case SDL_TEXTINPUT.rawValue: text.windowID
        case SDL_TEXTEDITING.rawValue: edit.windowID
        case SDL_MOUSEMOTION.rawValue: motion.windowID
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: button.windowID
        case SDL_MOUSEWHEEL.rawValue: wheel.windowID
        case SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue, SDL_DROPBEGIN.rawValue, SDL_DROPCOMPLETE.rawValue:
            drop.windowID
        default: nil
        }
    }
}
