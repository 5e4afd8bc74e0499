import CSDL2
import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender
import Glibc

/// Draws a session's frame, layer over layer: the slots (`Compositor`), night mode's inversion,
/// the marks not yet in the file, what navigation puts on the pages (selection, search matches, a forward search's boxes), the page strip, the outline
/// panel, the chrome and the search panel. What the slots and the strip show the session works
/// out (`PagerSession.composeFrame`); this type only draws it with SDL. Main thread only.
final class SessionPainter {
    /// A frame drawn: what the session composed, and whether a search match was on screen.
    struct Painted {
        let frame: ComposedFrame
        let matchShown: Bool
        var states: [SlotFrameState] { frame.states }
    }

    private let compositor = Compositor()
    private let chromeLayer = ChromeLayer()
    private let stripView = PageStripView()
    private let selectionLayer = SelectionLayer()
    private let outlineView = OutlineView()
    private let searchView = SearchView()
    private let fieldLayer = FieldLayer()

    /// Draws `session`'s frame, with `indicatorNote` beside the page indicator.
    func draw(_ session: PagerSession, indicatorNote: String? = nil, on renderer: OpaquePointer) throws(SDLError)
        -> Painted
    {
        let frame = session.composeFrame()
        let model = session.model
        compositor.draw(frame, on: renderer)
        if model.chrome.nightMode { chromeLayer.invertPages(of: model, on: renderer) }
        MarkLayer.draw(model, on: renderer)
        try fieldLayer.draw(model, on: renderer)
        try selectionLayer.draw(model, on: renderer)
        let matchShown = searchView.drawMatches(model, on: renderer)
        SyncTeXMarkLayer.draw(model, on: renderer)
        if let strip = frame.strip { stripView.draw(strip, screen: frame.screen, density: model.density, on: renderer) }
        try outlineView.draw(model, on: renderer)
        try chromeLayer.draw(
            model, notices: session.shownNotices.mapValues(\.lines), extraIndicatorText: indicatorNote, on: renderer)
        try searchView.drawPanel(model, on: renderer)
        return Painted(frame: frame, matchShown: matchShown)
    }
}

extension PagerSession {
    /// Takes finished renders and uploads them as textures of `pool`'s renderer (`collect(textures:)`).
    func collect(into pool: SDLTexturePool) throws(SDLError) {
        do throws(TextureError) {
            try collect(textures: SDLTextureSink(pool: pool))
        } catch {
            throw SDLError(failed: error.description)
        }
    }

    /// Takes renders until the current page can be drawn crisp or `deadline` (monotonic seconds)
    /// passes; whether it can. The window's first frame waits so for a render under way, rather
    /// than show the page's placeholder for the frame or two before its pixels come.
    func awaitCurrentPage(until deadline: Double, textures pool: SDLTexturePool) throws(SDLError) -> Bool {
        while true {
            try collect(into: pool)
            if currentPageIsCrisp { return true }
            guard MonotonicClock.seconds < deadline else { return false }
            usleep(1_000)
        }
    }

    /// The frame `painted` was presented at `seconds`; whether it was the first at rest.
    @discardableResult
    func framePresented(_ painted: SessionPainter.Painted, at seconds: Double) -> Bool {
        framePresented(painted.frame, matchShown: painted.matchShown, at: seconds)
    }
}
