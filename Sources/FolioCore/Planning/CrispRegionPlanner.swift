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
    /// The current page's regions at its current zoom; nil when it is not zoomed, or its zoom changes.
    public private(set) var layer: ZoomLayer?
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
        for slot in model.slots where slot.page != model.currentPage && slot.zoom.isZoomed {
            guard let page = slot.page, let visible = slot.zoom.visiblePixels else { continue }
            plan.kept.formUnion(
                inventory.regionKeys(ofPage: page).filter {
                    $0.scale == slot.zoom.scale && $0.region?.meets(visible) == true
                })
        }
        guard !model.isZooming, let slot = model.slots.first(where: { $0.page == model.currentPage }),
            let page = slot.page, slot.zoom.isZoomed, let visible = slot.zoom.visiblePixels,
            model.pageSizes.isKnown(page)  // rendered at its own size only, as at fit
        else {
            layer = nil
            return plan
        }
        switch policy.crispRender {
        case .visibleRegion(let margin):
            planLayer(
                page: page, view: slot.zoom, visible: visible, margin: margin, model: model, inventory: inventory,
                failed: failed)
            guard let layer else { break }
            for region in layer.regions.sorted(by: { ZoomLayer.isFurther($1, than: $0, from: visible) }) {
                let key = RenderKey(page: page, scale: layer.scale, region: region)
                plan.jobs.append(Job(key: key, kind: region.meets(visible) ? .visibleCrisp : .panAhead))
                plan.kept.insert(key)
            }
        case .wholePage(let maximumPixels, let maximumSide):
            layer = nil
            guard
                let key = Self.wholePageKey(
                    of: slot.zoom, page: page, maximumPixels: maximumPixels, maximumSide: maximumSide)
            else { break }
            plan.kept.insert(key)
            if model.isSettled { plan.jobs.append(Job(key: key, kind: .visibleCrisp)) }
        }
        return plan
    }

    /// Brings the layer to the current zoom, takes in the regions already held at it, and adds
    /// what the view lacks and what lies ahead.
    private mutating func planLayer(
        page: Int, view: ZoomView, visible: PixelRect, margin: Int, model: ReaderModel, inventory: some RenderInventory,
        failed: Set<RenderKey>
    ) {
        // A new window size changes the budget even where the page keeps its scale (a window
        // narrowed beside a page fitted by its height); the regions held come back in below.
        if layer?.page != page || layer?.scale != view.scale || layer?.viewport != model.viewport {
            layer = ZoomLayer(page: page, scale: view.scale, viewport: model.viewport)
        }
        guard var layer else { return }
        defer { self.layer = layer }
        for key in inventory.regionKeys(ofPage: page) where key.scale == view.scale {
            if let region = key.region { layer.add(region, view: visible) }
        }
        let bounds = PixelRect(covering: Rect(origin: .zero, size: view.contentSize))
        // Rendering, or arrived and still uploading; a region that failed is on nobody's way.
        let isOnItsWay = { (region: PixelRect) in
            let key = RenderKey(page: page, scale: view.scale, region: region)
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
            guard policy.rendersAhead else { return }
            let direction = heading.primary
            if let ahead = layer.regionAhead(
                of: visible, toward: direction, window: model.viewport, margin: margin, bounds: bounds),
                layer.hasRoomInTransit(for: ahead, isOnItsWay: isOnItsWay)
            {
                layer.add(ahead, view: visible, heading: direction)
            }
            return
        }
        if !layer.covers(visible), let own = visible.outset(by: margin).intersection(bounds) {
            layer.add(own, view: visible, forView: true)
        }
        guard policy.rendersAhead else { return }
        // At rest, both ways a reader may go next: the pan's own, then the other axis.
        for direction in [heading.primary, heading.secondary] {
            if let ahead = layer.regionAhead(
                of: visible, toward: direction, window: model.viewport, margin: margin, bounds: bounds),
                layer.hasRoomInTransit(for: ahead, isOnItsWay: isOnItsWay)
            {
                layer.add(ahead, view: visible)
            }
        }
    }

    /// The whole page at the current zoom, or at the largest scale one raster of at most
    /// `maximumPixels` pixels and `maximumSide` a side allows.
    static func wholePageKey(of view: ZoomView, page: Int, maximumPixels: Int, maximumSide: Int) -> RenderKey? {
        let size = view.page
        guard !size.isEmpty else { return nil }
        // 1% under the limits, so rounding the raster up to whole pixels stays inside them.
        let largest =
            min(
                (Double(maximumPixels) / (size.width * size.height)).squareRoot(),
                Double(maximumSide) / max(size.width, size.height)) * 0.99
        let scale = min(view.scale, largest)
        let wholePage = PixelRect(covering: Rect(x: 0, y: 0, width: size.width * scale, height: size.height * scale))
        return RenderKey(page: page, scale: scale, region: wholePage)
    }
}
