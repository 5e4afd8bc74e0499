import CSDL2
import FolioCore
import FolioInstrument

/// Draws the three slots into a frame and reports what each one showed. A slot shows its page at
/// fit, scaled to the current zoom, with the page's crisp region over it when one is ready; until
/// any pixels of its page are ready, the page's shape in page colour. What it reports is checked
/// independently of how it chose: any drawn image of another page is `stale`.
struct Compositor {
    private static let backgroundGrey: UInt8 = 0x40

    /// What one frame drew: each slot's state, in slot order, and the images drawn on screen.
    struct Frame {
        var states: [SlotFrameState] = []
        var images: [CachedImage] = []
    }

    func draw(_ model: ReaderModel, from textures: TextureCache, on renderer: OpaquePointer) -> Frame {
        SDL_SetRenderDrawColor(renderer, Self.backgroundGrey, Self.backgroundGrey, Self.backgroundGrey, 0xFF)
        SDL_RenderClear(renderer)
        let screen = Rect(origin: .zero, size: model.viewport)
        var frame = Frame()
        for (index, slot) in model.slots.enumerated() {
            guard let page = slot.page, let placed = model.frame(ofSlot: index), let origin = model.pixelOrigin(ofSlot: index)
            else {
                frame.states.append(SlotFrameState(page: nil, generation: slot.generation, shows: .none, visible: false))
                continue
            }
            let view = slot.zoom
            let visible = placed.intersection(screen) != nil
            var layers: [CachedImage] = []
            if let fit = textures.fitImage(ofPage: page, at: view.fitScale) { layers.append(fit) }
            if view.isZoomed, let pixels = view.visiblePixels,
               let detail = textures.detailImage(ofPage: page, covering: pixels, at: view.scale) {
                layers.append(detail)
            }
            if placed.isEmpty {
                // A page poppler could not load has no area to show.
            } else if layers.isEmpty, let onScreen = placed.intersection(screen) {
                var placeholder = SDL_Rect(onScreen)
                SDL_SetRenderDrawColor(renderer, 0xFF, 0xFF, 0xFF, 0xFF)
                SDL_RenderFillRect(renderer, &placeholder)
            } else if visible {
                for layer in layers { layer.draw(on: renderer, pageOrigin: origin, scale: view.scale, screen: screen) }
                frame.images += layers
            }
            let shows = Self.shows(page: page, view: view, layers: layers, hasArea: !placed.isEmpty)
            frame.states.append(SlotFrameState(page: page, generation: slot.generation, shows: shows, visible: visible))
        }
        return frame
    }

    private static func shows(page: Int, view: ZoomView, layers: [CachedImage], hasArea: Bool) -> SlotShows {
        if !hasArea { return .blank }
        if layers.isEmpty { return .placeholder }
        // The independent check: whatever was drawn must be this slot's own page.
        if layers.contains(where: { $0.page != page }) { return .stale }
        return isCrisp(page: page, view: view, layers: layers) ? .crisp : .placeholder
    }

    /// Whether a slot shows its page at full sharpness: at fit, its fit pixels; zoomed, a crisp
    /// region covering all it shows. Otherwise the page's own pixels are scaled until those arrive.
    private static func isCrisp(page: Int, view: ZoomView, layers: [CachedImage]) -> Bool {
        guard view.isZoomed else { return layers.contains { $0.key == RenderKey(page: page, scale: view.fitScale) } }
        guard let visible = view.visiblePixels else { return true }
        return layers.contains { $0.covers(visible, at: view.scale) }
    }
}
