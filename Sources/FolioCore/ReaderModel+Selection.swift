/// Selecting text by dragging (Shift held, or the selection mode `v` on) and copying it (Ctrl+C):
/// the pointer's window pixels become page points on the page under it, and `SelectionState`
/// keeps the rest. A drag that selects neither pans nor turns pages.
extension ReaderModel {
    /// Starts a selection at `point` when `forced` (Shift held) or the mode is on; false otherwise,
    /// and the press is the pager's.
    mutating func pressSelection(at point: Point, forced: Bool) -> Bool {
        guard forced || selection.isModeOn else { return false }
        guard let (page, pagePoint) = pagePoint(under: point) else { return true }
        selection.begin(onPage: page, at: pagePoint)
        return true
    }

    /// Moves the selecting finger; false when no finger is selecting.
    mutating func moveSelection(to point: Point) -> Bool {
        guard selection.isDragging else { return false }
        if let page = selection.drag?.page, let pagePoint = self.pagePoint(at: point, onPage: page) {
            selection.extend(to: pagePoint)
        }
        return true
    }

    /// Lifts the selecting finger; false when no finger is selecting.
    mutating func liftSelection(at point: Point) -> Bool {
        guard selection.isDragging, let page = selection.drag?.page else { return false }
        selection.finish(at: pagePoint(at: point, onPage: page) ?? selection.drag?.to ?? .zero)
        return true
    }

    /// The page under `point` (window pixels) and the point on it in page points; the current
    /// page when the point is on none.
    func pagePoint(under point: Point) -> (page: Int, point: Point)? {
        let onPage = zooms.indices.first { frame(ofSlot: $0)?.contains(Rect(origin: point, size: .zero)) == true }
        guard
            let page = onPage.flatMap({ pager.slots[$0].page })
                ?? pager.slots.first(where: { $0.page == currentPage })?.page,
            let pagePoint = pagePoint(at: point, onPage: page)
        else { return nil }
        return (page, pagePoint)
    }

    /// `point` (window pixels) in `page`'s points, from its top-left corner; nil when no slot holds it.
    func pagePoint(at point: Point, onPage page: Int) -> Point? {
        guard let index = pager.slots.firstIndex(where: { $0.page == page }), let frame = frame(ofSlot: index) else {
            return nil
        }
        let scale = zooms[index].scale
        guard scale > 0 else { return nil }
        return Point(x: (point.x - frame.minX) / scale, y: (point.y - frame.minY) / scale)
    }
}
