import CSDL2
import FolioCore
import FolioPresenter

/// Links in the window: the hand over one, and Ctrl+click handing a URI to `xdg-open`.
extension ReaderSession {
    /// A click with Ctrl held (never a plain click): on a URI link it opens the link, anywhere else
    /// on a page the source line under it (`searchesSource`); true when the click was taken so.
    func takesCtrlClick(at point: Point, in pager: PagerSession) -> Bool {
        guard SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 else { return false }
        guard case .uri(let uri) = pager.model.link(at: point)?.link.target else { return searchesSource(at: point) }
        URIOpener.open(uri)
        return true
    }

    /// The hand while the pointer rests on a link.
    func followPointer(of pager: PagerSession) {
        cursors.show(overLink: pager.model.hoveredLink != nil)
    }
}
