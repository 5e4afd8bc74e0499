/// Slots and pages in the window: where each slot draws its spread, where a page lies in it, and
/// window points as page points. A slot shows a spread, drawn and zoomed as one picture; these
/// find each page in it.
extension ReaderModel {
    /// The rectangle (device pixels) of the spread in slot `index` in the window, with the pager's
    /// offset and the spread's zoom applied; nil for an empty slot.
    public func frame(ofSlot index: Int) -> Rect? {
        guard let spread = pager.slots[index].page else { return nil }
        let inner = zooms[index].frame
        return Rect(origin: Point(x: cellX(ofSpread: spread) + inner.minX, y: inner.minY), size: inner.size)
    }

    /// Whether any of slot `index`'s spread is in the window.
    public func isOnScreen(slot index: Int) -> Bool {
        frame(ofSlot: index)?.intersection(Rect(origin: .zero, size: viewport)) != nil
    }

    /// Where slot `index`'s rendered regions go: `frame(ofSlot:)`'s origin on whole pixels, or nil.
    public func pixelOrigin(ofSlot index: Int) -> Point? {
        guard let spread = pager.slots[index].page else { return nil }
        let inner = zooms[index].pixelOrigin
        return Point(x: (cellX(ofSpread: spread) + inner.x).rounded(), y: inner.y)
    }

    /// The left edge of `spread`'s viewport-sized cell in the window.
    public func cellX(ofSpread spread: Int) -> Double {
        Double(spreads.position(ofSpread: spread) - 1) * physics.stride - physics.offsetX
    }

    /// The left edge of the cell of the spread holding `page`.
    public func cellX(ofPage page: Int) -> Double { cellX(ofSpread: spreads.spread(holding: page)) }

    /// `page`'s rectangle in the window (device pixels), as the slot showing it places it (all of
    /// it, the parts trimmed away too: what page points are measured from); nil when no slot shows it.
    public func frame(ofPage page: Int) -> Rect? {
        guard let (index, placed) = placement(of: page), let spread = frame(ofSlot: index) else { return nil }
        return placed.pageFrame(inSpreadAt: spread, scale: zooms[index].scale)
    }

    /// The part of `page` drawn in the window (device pixels): `frame(ofPage:)`, or with margins
    /// trimmed its content and the margin left; nil when no slot shows it.
    public func shownFrame(ofPage page: Int) -> Rect? {
        guard let (index, placed) = placement(of: page), let spread = frame(ofSlot: index) else { return nil }
        return placed.shownFrame(inSpreadAt: spread, scale: zooms[index].scale)
    }

    /// Where `page`'s rendered pixels go in the window: on whole pixels, as its slot places them.
    public func pixelOrigin(ofPage page: Int) -> Point? {
        guard let (index, placed) = placement(of: page), let spread = pixelOrigin(ofSlot: index) else { return nil }
        let offset = placed.pixelOffset(at: zooms[index].scale)
        return Point(x: spread.x + offset.x, y: spread.y + offset.y)
    }

    /// Device pixels per point of `page` as its slot shows it now.
    public func scale(ofPage page: Int) -> Double? { slotIndex(holding: page).map { zooms[$0].scale } }

    /// The page of a slot under `point` (window pixels), and the point on it in page points.
    public func page(at point: Point) -> (page: Int, point: Point)? {
        for page in slotPages.sorted() {
            guard let shown = shownFrame(ofPage: page), shown.contains(point),
                let pagePoint = pagePoint(at: point, onPage: page)
            else { continue }
            return (page, pagePoint)
        }
        return nil
    }

    /// `rect` (in `page`'s points, from its top-left corner) in window pixels, at least a pixel
    /// across, clipped to the part of the page shown in the window (a trimmed page's margins are
    /// not); nil when none of it shows.
    public func windowRect(ofPageRect rect: Rect, onPage page: Int) -> Rect? {
        guard let origin = pixelOrigin(ofPage: page), let scale = scale(ofPage: page),
            let shown = shownFrame(ofPage: page)?.intersection(Rect(origin: .zero, size: viewport))
        else { return nil }
        return Rect(
            x: origin.x + rect.minX * scale, y: origin.y + rect.minY * scale, width: max(rect.width * scale, 1),
            height: max(rect.height * scale, 1)
        ).intersection(shown)
    }

    /// `point` (window pixels) in `page`'s points, from its top-left corner; nil when no slot shows it.
    public func pagePoint(at point: Point, onPage page: Int) -> Point? {
        guard let frame = frame(ofPage: page), let scale = scale(ofPage: page), scale > 0 else { return nil }
        return Point(x: (point.x - frame.minX) / scale, y: (point.y - frame.minY) / scale)
    }

    /// The slot showing `page` and where the page lies in its spread.
    func placement(of page: Int) -> (slot: Int, page: SpreadPage)? {
        guard let index = slotIndex(holding: page),
            let placed = placements[index].first(where: { $0.page == page })
        else { return nil }
        return (index, placed)
    }
}
