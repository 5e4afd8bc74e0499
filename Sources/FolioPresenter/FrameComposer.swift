import FolioCore
import FolioInstrument

/// Works out what the three slots and the page strip show in a frame, and reports what each
/// slot showed. A slot shows its page at fit, scaled to the current zoom, with every ready crisp
/// region of the current zoom that meets the view over it (under them, until they cover the view,
/// the regions of the nearest other zoom; the page at fit is left out once regions cover the view);
/// until any pixels of its page are ready, the page's shape in page colour. What it reports is
/// checked independently of how it chose: any image of another page is `stale`.
enum FrameComposer {
    /// `failed` are the pages that could not be drawn: their slots show `error`. Images arrived at
    /// `clockOrigin` plus the model's time.
    static func compose(
        _ model: ReaderModel, from textures: TextureCache, failed: Set<Int>, clockOrigin: Double = 0
    ) -> ComposedFrame {
        let screen = Rect(origin: .zero, size: model.viewport)
        var frame = ComposedFrame(screen: screen)
        frame.presenting = model.presentation.isOn
        frame.blank = model.presentation.blank
        let run = model.presentation.run.flatMap { run in
            model.slotIndex(holding: run.from) != nil && model.slotIndex(holding: run.to) != nil ? run : nil
        }
        if let run {
            frame.transition = .init(
                from: run.from, to: run.to, progress: run.progress(at: model.now),
                layers: run.layers(at: model.now, in: model.viewport))
        }
        for (index, slot) in model.slots.enumerated() {
            guard let page = slot.page, var placed = model.frame(ofSlot: index),
                var origin = model.pixelOrigin(ofSlot: index)
            else {
                frame.slots.append(
                    .init(state: SlotFrameState(page: nil, generation: slot.generation, shows: .none, visible: false)))
                continue
            }
            // In a transition the page left is drawn where the page arriving stands.
            if let run, slot.spread == run.from {
                let shift = (model.cellX(ofSpread: run.to) - model.cellX(ofSpread: run.from)).rounded()
                placed = Rect(x: placed.minX + shift, y: placed.minY, width: placed.width, height: placed.height)
                origin.x += shift
            }
            let visible = placed.intersection(screen) != nil
            // The page arriving: its crisp pixels that land during the transition fade in.
            let fading: ((CachedImage) -> Double)? =
                run.flatMap { run in
                    slot.spread != run.to
                        ? nil : { run.crispOpacity(arrivedAt: $0.arrivedAt - clockOrigin, at: model.now) }
                }
            let pages = slot.pages.map { spreadPage in
                let offset = spreadPage.pixelOffset(at: slot.zoom.scale)
                return composePage(
                    spreadPage, of: slot.zoom, origin: Point(x: origin.x + offset.x, y: origin.y + offset.y),
                    frame: spreadPage.shownFrame(inSpreadAt: placed, scale: slot.zoom.scale),
                    visible: visible, screen: screen, textures: textures, failed: failed, fading: fading)
            }
            let inSpreads = model.layout != .single
            let state = SlotFrameState(
                page: page, generation: slot.generation, shows: Self.shows(combining: pages.map(\.shows)),
                visible: visible, spread: inSpreads ? slot.spread : nil, pages: inSpreads ? slot.pages.map(\.page) : nil
            )
            frame.slots.append(.init(state: state, pages: pages.map(\.page), scale: slot.zoom.scale))
        }
        if model.isStripShown { frame.strip = strip(of: model, from: textures) }
        return frame
    }

    /// One page of a slot's spread: its images, placed at `origin` (whole window pixels) and drawn
    /// within `placed` (its shown part in the window: all of it, or its content when margins are
    /// trimmed), and what it shows. `fading` gives an image's opacity while it fades in over the
    /// placeholder.
    private static func composePage(
        _ spreadPage: SpreadPage, of view: ZoomView, origin: Point, frame placed: Rect, visible: Bool, screen: Rect,
        textures: TextureCache, failed: Set<Int>, fading: ((CachedImage) -> Double)? = nil
    ) -> (page: ComposedFrame.Page, shows: SlotShows) {
        let page = spreadPage.page
        // The view's pixels on this page, in the page's own pixels: what its regions are cut from.
        let pixels = view.visiblePixels.flatMap { spreadPage.pixels(of: $0, at: view.scale) }
        var regionLayers = RegionLayers()
        if view.isZoomed, let pixels {
            regionLayers = regions(of: textures.readyRegions(ofPage: page), meeting: pixels, at: view.scale)
        }
        // The page at fit goes under the regions, unless they cover the view: then it is only kept.
        let fit = textures.fitImage(ofPage: page, at: view.fitScale)
        let layers = (regionLayers.coverView ? [] : fit.map { [$0] } ?? []) + regionLayers.images
        let shows =
            failed.contains(page)
            ? .error
            : Self.shows(page: page, view: view, pixels: pixels, layers: layers, hasArea: !placed.isEmpty)
        var composed = ComposedFrame.Page(page: page, origin: origin, scale: view.scale)
        if spreadPage.crop.size != spreadPage.size { composed.clip = placed }
        if placed.isEmpty || failed.contains(page) {
            // A page poppler could not load or render: the chrome's error panel goes there.
        } else if layers.isEmpty {
            composed.placeholder = placed.intersection(screen)
        } else if visible {
            composed.layers = layers
            if let opacity = fading.flatMap({ layers.map($0).min() }), opacity < 1 {
                composed.opacity = opacity
                composed.placeholder = placed.intersection(screen)
            }
            if regionLayers.coverView, let fit { composed.covered = [fit] }
            if view.isZoomed {
                composed.underClip = regionLayers.uncovered.map {
                    Rect(
                        x: origin.x + Double($0.x), y: origin.y + Double($0.y), width: Double($0.width),
                        height: Double($0.height))
                }
            }
        }
        return (composed, shows)
    }

    /// What a slot shows from what its pages show: any stale pixels make it stale, a page that
    /// could not be drawn an error, a page not yet crisp a placeholder.
    private static func shows(combining pages: [SlotShows]) -> SlotShows {
        for worst in [SlotShows.stale, .error, .placeholder, .crisp] where pages.contains(worst) { return worst }
        return pages.first ?? .none
    }

    /// The page strip's band and the cells in view, each with its thumbnail once ready.
    private static func strip(of model: ReaderModel, from textures: TextureCache) -> ComposedFrame.Strip {
        let layout = model.stripLayout
        let position = model.stripPosition
        var strip = ComposedFrame.Strip(band: layout.band)
        guard let pages = layout.visiblePages(position: position) else { return strip }
        for page in pages {
            let placed = layout.thumbnailFrame(
                of: model.pageSizes[page], in: layout.cell(ofPage: page, position: position))
            let key = ThumbnailPlanner.key(ofPage: page, in: model)
            strip.cells.append(
                .init(
                    page: page, placed: placed, image: key.flatMap(textures.thumbnail), scale: key?.scale ?? 1,
                    isCurrent: page == model.currentPage))
        }
        return strip
    }

    private static func shows(
        page: Int, view: ZoomView, pixels: PixelRect?, layers: [CachedImage], hasArea: Bool
    ) -> SlotShows {
        if !hasArea { return .blank }
        if layers.isEmpty { return .placeholder }
        // The independent check: whatever was drawn must be this page's own.
        if layers.contains(where: { $0.page != page }) { return .stale }
        return isCrisp(page: page, view: view, pixels: pixels, layers: layers) ? .crisp : .placeholder
    }

    /// The crisp regions a zoomed slot draws, bottom first, and how much of the view they cover.
    struct RegionLayers {
        var images: [CachedImage] = []
        /// Nothing under them shows: the page at fit, magnified, need not be drawn. Drawing it
        /// anyway is a full-window magnification each frame, the costliest draw there is.
        var coverView = false
        /// The view's pixels that the regions at the view's own zoom leave uncovered: all that
        /// shows of the layers under them, which are magnified and so drawn there only.
        var uncovered: [PixelRect] = []
    }

    /// The regions to draw over the fit page, bottom first: those at `scale` meeting `visible`, and
    /// under them, unless they cover it, those of the nearest other scale meeting it.
    static func regions(of ready: [CachedImage], meeting visible: PixelRect, at scale: Double) -> RegionLayers {
        let meeting = ready.filter { $0.meets(visible, shownAt: scale) }
        let current = meeting.filter { $0.scale == scale }
        let uncovered = current.reduce([visible]) { left, image in left.flatMap { $0.subtracting(image.region) } }
        if uncovered.isEmpty { return RegionLayers(images: current, coverView: true) }
        let others = meeting.filter { $0.scale != scale }
        guard let nearest = others.min(by: { abs($0.scale - scale) < abs($1.scale - scale) })?.scale else {
            return RegionLayers(images: current, uncovered: uncovered)
        }
        let under = others.filter { $0.scale == nearest }
        return RegionLayers(
            images: under + current, coverView: covers(visible, shownAt: scale, with: under), uncovered: uncovered)
    }

    /// Whether `images`, all of one scale, cover the page's `pixels` counted at `scale`: the pixels are
    /// widened to whole pixels of the images' scale, so an edge in doubt counts as uncovered.
    private static func covers(_ pixels: PixelRect, shownAt scale: Double, with images: [CachedImage]) -> Bool {
        guard let imageScale = images.first?.scale, scale > 0 else { return false }
        let factor = imageScale / scale
        let atImageScale = PixelRect(
            covering: Rect(
                x: Double(pixels.x) * factor, y: Double(pixels.y) * factor, width: Double(pixels.width) * factor,
                height: Double(pixels.height) * factor))
        return atImageScale.isCovered(by: images.map(\.region))
    }

    /// Whether a slot shows its page at full sharpness: at fit, its fit pixels; zoomed, crisp
    /// regions at its zoom that together cover all it shows. Otherwise the page's own pixels are
    /// scaled until those arrive.
    private static func isCrisp(page: Int, view: ZoomView, pixels visible: PixelRect?, layers: [CachedImage]) -> Bool {
        guard view.isZoomed else { return layers.contains { $0.key == RenderKey(page: page, scale: view.fitScale) } }
        guard let visible else { return true }
        return visible.isCovered(
            by: layers.filter { $0.isReady && $0.key.region != nil && $0.scale == view.scale }.map(\.region))
    }
}
