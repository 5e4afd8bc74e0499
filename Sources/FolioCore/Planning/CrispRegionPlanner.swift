/// Plans, every frame, the crisp pixels of zoomed pages: the `RenderPlanner`'s part for a page
/// shown past fit. Under `visibleRegion` it keeps the current page's `ZoomLayer`: at rest the view's
/// own region, and, when the policy renders ahead, a region ahead in the pan's direction and one on
/// the other axis, where a reader goes at the end of a line; while a pan or its coasting moves the
/// view, regions in the pan's direction from where the layer's coverage ends. Nothing crisp is planned while the zoom itself changes, and a
/// new zoom (or window size) starts a new layer. Under `wholePage` it asks for the whole page at rest.
///
/// It also names the regions worth keeping: the layer's, and for the other zoomed pages those
/// covering part of their view. Pure logic: the texture cache keeps what it names and nothing else.
public struct CrispRegionPlanner: Sendable {
    /// One frame's answer.
    public struct Plan: Sendable, Equatable {
        /// Crisp renders wanted, nearest the view first (held ones included: the caller leaves them out).
        public var jobs: [Job] = []
        /// Every crisp region still of use; the others may go.
        public var kept: Set<RenderKey> = []
    }

    /// A crisp render and why it is wanted.
    public struct Job: Sendable, Equatable {
        public var key: RenderKey
        public var kind: RenderJob.Kind
    }

    public let policy: RenderPolicy
    /// The regions of the current spread's pages on screen at its current zoom, a layer per page;
    /// none when it is not zoomed, or its zoom changes. The pages share one layer's budget.
    public private(set) var layers: [ZoomLayer] = []
    /// The first page's layer (the only one outside spreads).
    public var layer: ZoomLayer? { layers.first }
    public private(set) var heading = PanHeading()

    public init(policy: RenderPolicy) {
        self.policy = policy
    }

    /// Called after every tick of the model: follows the current page's pan.
    public mutating func observe(_ model: ReaderModel) {
        guard let view = model.currentZoomView else { return }
        heading.observe(page: model.currentPage, scale: view.scale, offset: view.offset, at: model.now)
    }

    /// `failed` are the renders that failed: never asked for again, so never on their way.
    public mutating func plan(
        for model: ReaderModel, inventory: some RenderInventory, failed: Set<RenderKey> = []
    ) -> Plan {
        var plan = Plan()
        for slot in model.slots where !slot.holds(page: model.currentPage) && slot.zoom.isZoomed {
            guard let visible = slot.zoom.visiblePixels else { continue }
            for placed in slot.pages {
                guard let own = placed.pixels(of: visible, at: slot.zoom.scale) else { continue }
                plan.kept.formUnion(
                    inventory.regionKeys(ofPage: placed.page).filter {
                        $0.scale == slot.zoom.scale && $0.region?.meets(own) == true
                    })
            }
        }
        guard !model.isZooming, let slot = model.slots.first(where: { $0.holds(page: model.currentPage) }),
            slot.zoom.isZoomed, let visible = slot.zoom.visiblePixels
        else {
            layers = []
            return plan
        }
        let scale = slot.zoom.scale
        // Each page of the spread on screen, with its part of the view in its own pixels; a page
        // is rendered at its own size only, as at fit.
        let shown = slot.pages.compactMap { placed in
            model.pageSizes.isKnown(placed.page) ? placed.pixels(of: visible, at: scale).map { (placed, $0) } : nil
        }
        switch policy.crispRender {
        case .visibleRegion(let margin):
            let screens = ZoomLayer.budgetScreens / Double(max(shown.count, 1))
            layers = shown.map { placed, own in
                let layer = planLayer(
                    layers.first { $0.page == placed.page }, page: placed.page, size: placed.size, scale: scale,
                    visible: own, screens: screens, margin: margin, model: model, inventory: inventory, failed: failed)
                for region in layer.regions.sorted(by: { ZoomLayer.isFurther($1, than: $0, from: own) }) {
                    let key = RenderKey(page: placed.page, scale: layer.scale, region: region)
                    plan.jobs.append(Job(key: key, kind: region.meets(own) ? .visibleCrisp : .panAhead))
                    plan.kept.insert(key)
                }
                return layer
            }
        case .wholePage(let maximumPixels, let maximumSide):
            layers = []
            for (placed, _) in shown {
                guard
                    let key = Self.wholePageKey(
                        ofPage: placed.page, size: placed.size, scale: scale, maximumPixels: maximumPixels,
                        maximumSide: maximumSide)
                else { continue }
                plan.kept.insert(key)
                if model.isSettled { plan.jobs.append(Job(key: key, kind: .visibleCrisp)) }
            }
        }
        return plan
    }

    /// Brings `page`'s layer to the current zoom (`size` points at `scale`, `visible` its pixels on
    /// screen), takes in the regions already held at it, and adds what the view lacks and what
    /// lies ahead.
    private func planLayer(
        _ existing: ZoomLayer?, page: Int, size: Size, scale: Double, visible: PixelRect, screens: Double,
        margin: Int, model: ReaderModel, inventory: some RenderInventory, failed: Set<RenderKey>
    ) -> ZoomLayer {
        // A new window size changes the budget even where the page keeps its scale (a window
        // narrowed beside a page fitted by its height), as does a spread's second page coming
        // into view; the regions held come back in below.
        let fresh = ZoomLayer(page: page, scale: scale, viewport: model.viewport, screens: screens)
        var layer = existing ?? fresh
        if layer.scale != scale || layer.viewport != model.viewport || layer.budgetPixels != fresh.budgetPixels {
            layer = fresh
        }
        for key in inventory.regionKeys(ofPage: page) where key.scale == scale {
            if let region = key.region { layer.add(region, view: visible) }
        }
        let bounds = PixelRect(covering: Rect(origin: .zero, size: size * scale))
        // Rendering, or arrived and still uploading; a region that failed is on nobody's way.
        let isOnItsWay = { (region: PixelRect) in
            let key = RenderKey(page: page, scale: scale, region: region)
            return !inventory.isReady(key) && !failed.contains(key)
        }
        // The view moves while it has moved in the last `PanHeading.restSeconds`, whatever the hand
        // does: a pause between the swipes of one pan is no rest (the pan goes on the same way, so
        // its region ahead is worth more than the view's own or the other axis), and a drag that
        // has not moved the view yet says nothing of its way (planning ahead in the last pan's would
        // let go of the regions the new one needs).
        guard heading.hasRested(at: model.now) else {
            // While the view moves, one region at a time from where the coverage ends in the pan's
            // direction: it covers what the view lacks and a window ahead, and keeps its key
            // from frame to frame, so a render under way is not asked for again elsewhere.
            guard policy.rendersAhead else { return layer }
            let direction = heading.primary
            if let ahead = layer.regionAhead(
                of: visible, toward: direction, window: model.viewport, margin: margin, bounds: bounds),
                layer.hasRoomInTransit(for: ahead, isOnItsWay: isOnItsWay)
            {
                layer.add(ahead, view: visible, heading: direction)
            }
            return layer
        }
        if !layer.covers(visible), let own = visible.outset(by: margin).intersection(bounds) {
            layer.add(own, view: visible, forView: true)
        }
        guard policy.rendersAhead else { return layer }
        // At rest, both ways a reader may go next: the pan's own, then the other axis.
        for direction in [heading.primary, heading.secondary] {
            if let ahead = layer.regionAhead(
                of: visible, toward: direction, window: model.viewport, margin: margin, bounds: bounds),
                layer.hasRoomInTransit(for: ahead, isOnItsWay: isOnItsWay)
            {
                layer.add(ahead, view: visible)
            }
        }
        return layer
    }

    /// The whole page (`size` points) at `viewScale`, or at the largest scale one raster of at
    /// most `maximumPixels` pixels and `maximumSide` a side allows.
    static func wholePageKey(
        ofPage page: Int, size: Size, scale viewScale: Double, maximumPixels: Int, maximumSide: Int
    ) -> RenderKey? {
        guard !size.isEmpty else { return nil }
        // 1% under the limits, so rounding the raster up to whole pixels stays inside them.
        let largest =
            min(
                (Double(maximumPixels) / (size.width * size.height)).squareRoot(),
                Double(maximumSide) / max(size.width, size.height)) * 0.99
        let scale = min(viewScale, largest)
        let wholePage = PixelRect(covering: Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale))
        return RenderKey(page: page, scale: scale, region: wholePage)
    }
}
