/// Dragging: a finger's moves shared between the zoomed page's pan and the outer pager.
extension ReaderModel {
    /// One finger's drag, split between the current page's pan and the outer pager.
    struct NestedDrag: Sendable {
        /// The slot whose page pans, or nil when the whole drag moves the pager.
        let slotIndex: Int?
        /// The finger position the outer pager has been given: the start plus its share of every move.
        var pagerX: Double
        /// Where `pagerX` would put the pager exactly on the current page.
        let restX: Double
        var last: Point
    }

    mutating func pointerDown(at point: Point, time: Double) {
        if pressStrip(at: point) || pressSelection(at: point, forced: false) { return }
        // A pager on its way to another page is caught as it is; on (or springing back to) the
        // current page, the page pans first and the pager only gets what the page cannot take.
        let current = currentSpread
        let index = targetSpread == current ? pager.slots.firstIndex { $0.page == current } : nil
        let pulled = physics.offsetX - Double(physics.currentPage - 1) * physics.stride
        physics.beginDrag(x: point.x, time: time)
        if let index { zooms[index].beginPan(at: point, time: time) }
        drag = NestedDrag(slotIndex: index, pagerX: point.x, restX: point.x + pulled, last: point)
    }

    mutating func pointerMove(to point: Point, time: Double) {
        if moveStripFinger(to: point) || moveSelection(to: point) { return }
        guard var drag else { return }
        var rest = point.x - drag.last.x
        var pagerShare = 0.0
        // A pager pulled off its page goes back first, before the page pans again.
        let pulled = drag.pagerX - drag.restX
        if pulled != 0, rest != 0, (pulled > 0) != (rest > 0) {
            let back = rest > 0 ? min(rest, -pulled) : max(rest, -pulled)
            pagerShare += back
            rest -= back
        }
        if let index = drag.slotIndex {
            pagerShare += zooms[index].pan(by: Point(x: rest, y: point.y - drag.last.y), to: point, time: time)
        } else {
            pagerShare += rest
        }
        drag.pagerX += pagerShare
        drag.last = point
        physics.drag(x: drag.pagerX, time: time)
        self.drag = drag
    }

    mutating func pointerUp(at point: Point, time: Double) {
        if liftStripFinger(at: point) || liftSelection(at: point) { return }
        guard let drag else { return }
        if let index = drag.slotIndex { zooms[index].endPan(time: time) }
        physics.endDrag(time: time)
        self.drag = nil
    }
}
