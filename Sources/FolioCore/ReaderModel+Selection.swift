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
        if let onPage = page(at: point) { return onPage }
        return pagePoint(at: point, onPage: currentPage).map { (currentPage, $0) }
    }
}
