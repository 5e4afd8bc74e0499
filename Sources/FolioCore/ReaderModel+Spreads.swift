/// Changing how pages group into spreads and which way they run: a layout chosen (`d`, `D`, a
/// script's `layout` step), the direction turned (`R`), or a page's size measured that makes it
/// stand alone.
extension ReaderModel {
    /// The spreads a key asks for: `layout`, and right to left or not; put in place once the key's
    /// action ends.
    mutating func request(layout: PageLayout, rightToLeft: Bool) {
        requestedSpreads = Spreads(layout: layout, pageSizes: pageSizes, rightToLeft: rightToLeft)
    }

    /// Moves the pager at once to `spread`.
    mutating func jumpPager(toSpread spread: Int) {
        physics.jump(toPage: spreads.position(ofSpread: spread))
    }

    /// Puts `regrouped` in place of the spreads: the pager rests on the spread holding the current
    /// page and every slot is given its spread anew, at fit. The slot pager's generations go on
    /// counting, so a render asked for a slot's old spread is seen to be stale.
    mutating func relay(_ regrouped: Spreads) -> [SlotAssignment] {
        guard regrouped != spreads else { return [] }
        let shown = spreads.pages(ofSpread: currentSpread)
        let page = layoutAnchorPage.flatMap { shown.contains($0) ? $0 : nil } ?? currentPage
        layoutAnchorPage = page
        spreads = regrouped
        let spread = spreads.spread(holding: page)
        physics = PagerPhysics(
            pageCount: spreads.count, pageWidth: viewport.width, gap: Self.gapPoints * density,
            startPage: spreads.position(ofSpread: spread))
        let assignments = pager.relay(pageCount: spreads.count, currentPage: spread)
        zooms = pager.slots.map { freshZoomView(for: $0.page) }
        drag = nil
        let pages = slotPages
        selection.keep(pages: pages)
        links.retain(pages: pages)
        revealPendingArea()
        return assignments
    }
}
