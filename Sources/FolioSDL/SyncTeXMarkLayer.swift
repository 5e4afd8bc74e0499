import CSDL2
import FolioCore

/// Draws a forward search's boxes (`SyncTeXMark`) over the page: translucent red, outlined, fading
/// out after a moment. Main thread only.
enum SyncTeXMarkLayer {
    static func draw(_ model: ReaderModel, on renderer: OpaquePointer) {
        guard let mark = model.syncTeXMarkShowing(at: model.now) else { return }
        let opacity = mark.opacity(at: model.now)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        defer { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        for rect in mark.target.boxes {
            guard let placed = model.windowRect(ofPageRect: rect, onPage: mark.target.page) else { continue }
            var box = SDL_Rect(placed)
            SDL_SetRenderDrawColor(renderer, 0xE0, 0x20, 0x20, UInt8(0x50 * opacity))
            SDL_RenderFillRect(renderer, &box)
            SDL_SetRenderDrawColor(renderer, 0xC0, 0x10, 0x10, UInt8(0xD0 * opacity))
            SDL_RenderDrawRect(renderer, &box)
        }
    }
}
