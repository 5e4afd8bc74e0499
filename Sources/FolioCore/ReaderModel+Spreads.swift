/// Laying spreads out, and changing how pages group into spreads and which way they run: a layout
/// chosen (`d`, `D`, a script's `layout` step), the direction turned (`R`), margins trimmed (`c`),
/// or a page's size or content box measured.
extension ReaderModel {
    /// The spreads a key asks for: `layout`, and right to left or not; put in place once the key's
    /// action ends.
    mutating func request(layout: PageLayout, rightToLeft: Bool) {
        requestedSpreads = Spreads(layout: layout, pageSizes: pageSizes, rightToLeft: rightToLeft)
    }

    /// Crops each page to its content, or shows it whole: every slot laid out anew, at fit.
    mutating func setTrim(_ on: Bool) {
        guard on != trim.isOn else { return }
        trim.isOn = on
        layOutSlots()
        drag = nil
        revealPendingArea()
    }

    /// Shows only the slide half of every page (`NotesSide`), or whole pages again.
    mutating func splitNotes(_ side: NotesSide?) {
        guard side != trim.notes else { return }
        trim.notes = side
        layOutSlots()
        drag = nil
    }

    /// Content boxes measured: while margins are trimmed, a slot showing one of those pages is laid
    /// out again, at the zoom it had.
    mutating func learnContentBoxes(_ boxes: [Int: Rect?]) {
        let learned = trim.learn(boxes)
        guard trim.usesContentBoxes else { return }
        layOutAgain(slotsShowingAnyOf: learned)
    }

    /// Lays the slots showing any of `pages` out again, each at the zoom it had: their shapes changed.
    private mutating func layOutAgain(slotsShowingAnyOf pages: Set<Int>) {
        guard !pages.isEmpty else { return }
        for index in zooms.indices {
            guard let spread = pager.slots[index].page, spreads.pages(ofSpread: spread).contains(where: pages.contains)
            else { continue }
            let zoom = zooms[index].zoom
            layOut(slot: index)
            if zoom != 1 { zooms[index].setZoom(zoom, at: viewportCentre) }
        }
    }

    /// The pages whose content boxes trimming needs now and lacks: those of the slots' spreads and
    /// of the spreads a run of flicks renders ahead, nearest first.
    public var pagesLackingContentBoxes: [Int] {
        guard trim.usesContentBoxes else { return [] }
        let reach = RenderPlanner.flickingPrefetchPages
        let around = (0...reach).flatMap { step in
            step == 0 ? [currentSpread] : [currentSpread + step, currentSpread - step]
        }
        return around.flatMap(spreads.pages(ofSpread:)).filter(trim.needsBox(ofPage:))
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
        layOutSlots()
        drag = nil
        let pages = slotPages
        selection.keep(pages: pages)
        links.retain(pages: pages)
        revealPendingArea()
        return assignments
    }

    /// Sizes measured in the background: a slot holding one of those pages is laid out again, at
    /// the zoom it had. Nothing was rendered for it yet (the planner waits for a page's own size),
    /// so only its page-coloured stand-in changes shape.
    mutating func learn(_ sizes: [Int: Size]) -> [SlotAssignment] {
        let learned = Set(pageSizes.learn(sizes))
        // A page found to be wide stands alone: the spreads around it pair up anew.
        if spreads.layout != .single {
            let regrouped = Spreads(layout: spreads.layout, pageSizes: pageSizes, rightToLeft: isRightToLeft)
            if regrouped != spreads { return relay(regrouped) }
        }
        layOutAgain(slotsShowingAnyOf: learned)
        return []
    }

    /// Lays slot `index`'s spread out afresh: its pages placed, its zoom view at fit.
    mutating func layOut(slot index: Int) {
        let laidOut = pager.slots[index].page.map { spreads.layOut(spread: $0, sizes: pageSizes, trim: trim) }
        zooms[index] = ZoomView(page: laidOut?.size ?? .zero, viewport: viewport, margin: margin)
        placements[index] = laidOut?.pages ?? []
    }

    /// Lays every slot's spread out afresh, at fit.
    mutating func layOutSlots() {
        zooms = pager.slots.map { _ in ZoomView(page: .zero, viewport: viewport, margin: margin) }
        placements = pager.slots.map { _ in [] }
        for index in pager.slots.indices { layOut(slot: index) }
    }

    /// Device pixels per point of `page` shown at fit, as the zoom view of the spread holding it
    /// starts it: pages are rendered at their spread's scale.
    public func fitScale(ofPage page: Int) -> Double {
        guard spreads.pages(ofSpread: spreads.spread(holding: page)).count > 1 || trim.cropsPages else {
            return PageFit(page: pageSizes[page], viewport: viewport, margin: margin).scale
        }
        let size = spreads.layOut(spread: spreads.spread(holding: page), sizes: pageSizes, trim: trim).size
        return PageFit(page: size, viewport: viewport, margin: margin).scale
    }
}
