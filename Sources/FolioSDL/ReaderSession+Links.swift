import CSDL2
import FolioCore
import FolioPresenter

/// Links in the window: the hand over one, and Ctrl+click handing a URI to `xdg-open`.
extension ReaderSession {
    /// A click with Ctrl held on a URI link opens it (never a plain click); true when it did.
    func opensLinkExternally(at point: Point, in pager: PagerSession) -> Bool {
        guard SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0,
            case .uri(let uri) = pager.model.link(at: point)?.link.target
        else { return false }
        URIOpener.open(uri)
        return true
    }

    /// The hand while the pointer rests on a link.
    func followPointer(of pager: PagerSession) {
        cursors.show(overLink: pager.model.hoveredLink != nil)
    }
}
