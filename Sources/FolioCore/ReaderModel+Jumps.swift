/// Jumps (links, outline entries, go to page, search matches) and the history that goes back over
/// them. A jump to a page outside the three slots lands once the pager has recycled a slot for it
/// (the next tick); the point it names is then brought into view, at the zoom the reader had.
extension ReaderModel {
    /// An area of a page to bring into view once a slot holds the page.
    struct PendingReveal: Sendable, Equatable {
        var page: Int
        var area: Rect
        var zoom: Double?
        /// A place the history restores: `area`'s origin goes exactly to the window's corner.
        var restoresPlace = false
    }

    /// Where the reader is now, as the history keeps it.
    public var currentSpot: JumpHistory.Spot {
        guard let view = currentZoomView, view.isZoomed, let visible = view.visibleRect else {
            return JumpHistory.Spot(page: currentPage, zoom: currentZoomView?.zoom ?? 1)
        }
        // The view's corner in the current page's own points, not its spread's.
        let placed = placement(of: currentPage)?.page
        let topLeft = Point(
            x: visible.minX - (placed.map { $0.origin.x - $0.crop.minX } ?? 0),
            y: visible.minY - (placed.map { $0.origin.y - $0.crop.minY } ?? 0))
        return JumpHistory.Spot(page: currentPage, zoom: view.zoom, topLeft: topLeft)
    }

    /// Goes to `destination`, remembering where the reader was. Its point shows at the zoom the
    /// current page has (a page at fit shows whole, the point with it).
    public mutating func jump(to destination: PageDestination) {
        guard (1...pageSizes.count).contains(destination.page) else { return }
        history.leaving(currentSpot)
        let zoom = currentZoomView?.zoom ?? 1
        let point = Point(x: destination.left ?? 0, y: destination.top ?? 0)
        let reveal =
            destination.left != nil || destination.top != nil || zoom > 1
            ? PendingReveal(page: destination.page, area: Rect(origin: point, size: .zero), zoom: zoom) : nil
        go(to: destination.page, reveal: reveal)
    }

    /// Shows `area` of `page` (page points), remembering where the reader was: zoomed in to at least
    /// `minimumZoom` when given, else at the current zoom.
    public mutating func jump(toArea area: Rect, onPage page: Int, minimumZoom: Double? = nil) {
        guard (1...pageSizes.count).contains(page) else { return }
        history.leaving(currentSpot)
        let zoom = max(currentZoomView?.zoom ?? 1, minimumZoom ?? 1)
        go(to: page, reveal: PendingReveal(page: page, area: area, zoom: zoom))
    }

    /// Back to where the last jump left (Alt+Left, Ctrl+O).
    mutating func goBack() {
        guard let spot = history.back(from: currentSpot) else { return }
        go(to: spot)
    }

    /// Forward again (Alt+Right, Ctrl+I).
    mutating func goForward() {
        guard let spot = history.forward(from: currentSpot) else { return }
        go(to: spot)
    }

    private mutating func go(to spot: JumpHistory.Spot) {
        let area = Rect(origin: spot.topLeft ?? .zero, size: .zero)
        go(to: spot.page, reveal: PendingReveal(page: spot.page, area: area, zoom: spot.zoom, restoresPlace: true))
    }

    private mutating func go(to page: Int, reveal: PendingReveal?) {
        jumpPager(toSpread: spreads.spread(holding: page))
        pendingReveal = reveal
        revealPendingArea()
    }

    /// Shows the pending area once a slot holds its page.
    mutating func revealPendingArea() {
        guard let reveal = pendingReveal, let (index, placed) = placement(of: reveal.page) else { return }
        pendingReveal = nil
        // The area is the page's; the zoom view's content is the spread holding it.
        let area = Rect(origin: placed.spreadPoint(reveal.area.origin), size: reveal.area.size)
        if reveal.zoom.map({ $0 <= 1 }) ?? !zooms[index].isZoomed {
            zooms[index].fitPage()
        } else if reveal.restoresPlace {
            zooms[index].show(topLeft: area.origin, zoom: reveal.zoom ?? 1)
        } else {
            zooms[index].reveal(area, zoom: reveal.zoom)
        }
    }
}
