import CSDL2
import FolioCore
import FolioInstrument

/// Draws the three slots into a frame and reports what each one showed. A slot shows its page at
/// fit, scaled to the current zoom, with every ready crisp region of the current zoom that meets the
/// view over it (under them, until they cover the view, the regions of the nearest other zoom);
/// until any pixels of its page are ready, the page's shape in page colour. What it reports is
/// checked independently of how it chose: any drawn image of another page is `stale`.
struct Compositor {
    private static let backgroundGrey: UInt8 = 0x40

    /// What one frame drew: each slot's state, in slot order, and the images drawn on screen.
    struct Frame {
        var states: [SlotFrameState] = []
        var images: [CachedImage] = []
    }

    /// `failed` are the pages that could not be drawn: their slots show `error`.
    func draw(_ model: ReaderModel, from textures: TextureCache, failed: Set<Int>, on renderer: OpaquePointer) -> Frame {
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
            if view.isZoomed, let pixels = view.visiblePixels {
                layers += Self.regions(of: textures.readyRegions(ofPage: page), meeting: pixels, at: view.scale)
            }
            if placed.isEmpty || failed.contains(page) {
                // A page poppler could not load or render: the chrome's error panel goes there.
            } else if layers.isEmpty, let onScreen = placed.intersection(screen) {
                var placeholder = SDL_Rect(onScreen)
                SDL_SetRenderDrawColor(renderer, 0xFF, 0xFF, 0xFF, 0xFF)
                SDL_RenderFillRect(renderer, &placeholder)
            } else if visible {
                for layer in layers { layer.draw(on: renderer, pageOrigin: origin, scale: view.scale, screen: screen) }
                frame.images += layers
            }
            let shows = failed.contains(page) ? .error : Self.shows(page: page, view: view, layers: layers, hasArea: !placed.isEmpty)
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

    /// The regions to draw over the fit page, bottom first: those at `scale` meeting `visible`, and
    /// under them, unless they cover it, those of the nearest other scale meeting it.
    static func regions(of ready: [CachedImage], meeting visible: PixelRect, at scale: Double) -> [CachedImage] {
        let meeting = ready.filter { $0.meets(visible, shownAt: scale) }
        let current = meeting.filter { $0.scale == scale }
        if visible.isCovered(by: current.map(\.region)) { return current }
        let others = meeting.filter { $0.scale != scale }
        guard let nearest = others.min(by: { abs($0.scale - scale) < abs($1.scale - scale) })?.scale else { return current }
        return others.filter { $0.scale == nearest } + current
    }

    /// Whether a slot shows its page at full sharpness: at fit, its fit pixels; zoomed, crisp
    /// regions at its zoom that together cover all it shows. Otherwise the page's own pixels are
    /// scaled until those arrive.
    private static func isCrisp(page: Int, view: ZoomView, layers: [CachedImage]) -> Bool {
        guard view.isZoomed else { return layers.contains { $0.key == RenderKey(page: page, scale: view.fitScale) } }
        guard let visible = view.visiblePixels else { return true }
        return visible.isCovered(by: layers.filter { $0.isReady && $0.key.region != nil && $0.scale == view.scale }.map(\.region))
    }
}
