import CSDL2
import FolioCore
import FolioPresenter

/// Draws text selection over the composed pages: the selected lines in translucent blue (page
/// points to window pixels through the slot's frame and zoom), a thin outline of the dragged
/// rectangle while the page's text is still being read, and the mode's hint while `v` is on.
/// Main thread only.
final class SelectionLayer {
    private let hint = OverlayPanel(fontPoints: 13)
    private static let marginPoints = 16.0

    func draw(_ model: ReaderModel, on renderer: OpaquePointer) throws(SDLError) {
        let selection = model.selection
        if let drag = selection.drag, let frame = model.frame(ofPage: drag.page),
            let shownPart = model.shownFrame(ofPage: drag.page), let scale = model.scale(ofPage: drag.page)
        {
            // Cut to the page's shown part: a trimmed page's margins are not drawn.
            let toWindow = { (box: Rect) in
                Rect(
                    x: frame.minX + box.minX * scale, y: frame.minY + box.minY * scale,
                    width: box.width * scale, height: box.height * scale
                ).intersection(shownPart) ?? Rect(origin: shownPart.origin, size: .zero)
            }
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            if let selected = selection.selection(onPage: drag.page) {
                SDL_SetRenderDrawColor(renderer, 0x33, 0x88, 0xFF, 0x60)
                var rects = selected.rectangles.map { SDL_Rect(toWindow($0)) }
                SDL_RenderFillRects(renderer, &rects, Int32(rects.count))
            } else if selection.isDragging {
                // The text is on its way: the dragged rectangle stands in for the lines.
                let from = drag.from, to = drag.to
                let box = Rect(
                    x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
                SDL_SetRenderDrawColor(renderer, 0x33, 0x88, 0xFF, 0xA0)
                var rect = SDL_Rect(toWindow(box))
                SDL_RenderDrawRect(renderer, &rect)
            }
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        }
        if selection.isModeOn {
            let density = model.density
            try hint.show([SelectionState.hint], renderer: renderer, density: density)
            hint.draw(
                on: renderer, in: Rect(origin: .zero, size: model.viewport), placement: .topLeft,
                margin: Self.marginPoints * density)
        }
    }
}
