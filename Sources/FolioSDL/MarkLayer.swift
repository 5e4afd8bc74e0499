import CSDL2
import FolioCore

/// Draws the marks made in the reader over their pages until the renders of the saved file show
/// them: a highlight as a translucent fill of its colour over each line, an underline or squiggle
/// as a bar under it, a strike-out as a bar through it, a note as its icon, a square of its
/// colour. A mark of the file that the next save takes out is crossed in red. Main thread only.
enum MarkLayer {
    static func draw(_ model: ReaderModel, on renderer: OpaquePointer) {
        let pages = model.slotPages
        let marks = model.marks.shown.filter { pages.contains($0.page) }
        let removing = model.marks.removing.filter { pages.contains($0.page) }
        guard !marks.isEmpty || !removing.isEmpty else { return }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        defer { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        for mark in marks {
            let colour = mark.color
            SDL_SetRenderDrawColor(
                renderer, colour.red, colour.green, colour.blue, mark.kind == .highlight ? 0x70 : 0xE0)
            for quad in mark.quads {
                guard let line = model.windowRect(ofPageRect: quad.bounds, onPage: mark.page) else { continue }
                var box = SDL_Rect(bar(of: mark.kind, over: line))
                SDL_RenderFillRect(renderer, &box)
                if mark.kind == .note {
                    SDL_SetRenderDrawColor(renderer, 0x40, 0x40, 0x40, 0xE0)
                    SDL_RenderDrawRect(renderer, &box)
                    SDL_SetRenderDrawColor(renderer, colour.red, colour.green, colour.blue, 0xE0)
                }
            }
        }
        SDL_SetRenderDrawColor(renderer, 0xD0, 0x20, 0x20, 0xE0)
        for mark in removing {
            guard let area = model.windowRect(ofPageRect: mark.bounds, onPage: mark.page) else { continue }
            var box = SDL_Rect(area)
            SDL_RenderDrawRect(renderer, &box)
            SDL_RenderDrawLine(renderer, box.x, box.y, box.x + box.w, box.y + box.h)
            SDL_RenderDrawLine(renderer, box.x, box.y + box.h, box.x + box.w, box.y)
        }
    }

    /// What of `line` (window pixels) a mark of `kind` covers.
    static func bar(of kind: MarkKind, over line: Rect) -> Rect {
        let thickness = max(line.height / 12, 1.5)
        switch kind {
        case .strikeOut: return Rect(x: line.minX, y: line.midY - thickness / 2, width: line.width, height: thickness)
        case .underline, .squiggly:
            return Rect(x: line.minX, y: line.maxY - thickness, width: line.width, height: thickness)
        default: return line
        }
    }
}
