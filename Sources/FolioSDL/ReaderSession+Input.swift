import CSDL2
import FolioCore
import FolioPresenter

/// SDL's input events to the open document's pager, and the oldest input not yet shown.
extension ReaderSession {
    /// Input to an open document's pager (`SDLInputMapper` says what the event stands for). A
    /// click with Ctrl on a URI link opens it outside, anywhere else on a page it opens the
    /// editor at the source line (SyncTeX), instead of reaching the pager.
    func handle(_ event: SDL_Event, time: Double) {
        guard let pager = content.documentView?.pager else { return }
        let context = SDLInputMapper.Context(
            density: window.pixelDensity, cursor: cursor, modifiers: SDL_GetModState().rawValue,
            viewport: pager.viewport, drawableSize: window.drawableSize)
        if event.type == SDL_MOUSEMOTION.rawValue { idle.pointerMoved(at: time) }
        let mapped = input.map(event, in: context)
        if mapped.isInput { noteInput(event) }
        for action in mapped.actions {
            if case .click(let point) = action, takesCtrlClick(at: point, in: pager) { continue }
            pager.apply(action, at: time)
        }
        if mapped.redraws { pager.needsRedraw = true }
    }

    /// Keeps the oldest input's timestamp for the input-to-present latency of the frame that shows it.
    func noteInput(_ event: SDL_Event) {
        tracer?.input(event)
        if oldestInputTicks == nil { oldestInputTicks = event.common.timestamp }
    }

    /// The mouse position in device pixels while it is over the window: where zoom keys zoom.
    var cursor: Point? {
        guard SDL_GetMouseFocus() == window.window else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        return Point(x: Double(x) * window.pixelDensity, y: Double(y) * window.pixelDensity)
    }
}
