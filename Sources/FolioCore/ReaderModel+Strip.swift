/// The page strip: its layout for the window, whether it shows, and a finger on it. A press on the
/// shown strip belongs to the strip, not the pager: dragging along it jumps the pager to the page
/// at the strip's centre as it moves, and a click (or a double click) jumps to the page clicked.
extension ReaderModel {
    /// The strip's layout in the window as it is now.
    public var stripLayout: PageStrip {
        PageStrip(pageCount: pageSizes.count, viewport: viewport, density: density, rightToLeft: isRightToLeft)
    }

    /// Whether the strip shows now.
    public var isStripShown: Bool { strip.isShown(at: now) }

    /// The fractional page at the strip's centre: where a finger has scrubbed it, else the current page.
    public var stripPosition: Double { strip.scrub?.position ?? Double(currentPage) }

    /// Starts a scrub when `point` is on the shown strip; false leaves the press to the pager.
    mutating func pressStrip(at point: Point) -> Bool {
        guard isStripShown, stripLayout.contains(point) else { return false }
        let position = Double(currentPage)
        strip.scrub = PageStripState.Scrub(startX: point.x, startPosition: position, position: position)
        return true
    }

    /// Moves a scrub under way; false when no finger is on the strip.
    mutating func moveStripFinger(to point: Point) -> Bool {
        guard var scrub = strip.scrub else { return false }
        let dx = point.x - scrub.startX
        if abs(dx) > PageStrip.clickSlopPoints * density { scrub.moved = true }
        if scrub.moved {
            scrub.position = stripLayout.position(from: scrub.startPosition, draggedBy: dx)
            jump(toPage: Int(scrub.position.rounded()))
        }
        strip.scrub = scrub
        return true
    }

    /// Lifts a finger from the strip: a press that never moved is a click on the page under it.
    /// False when no finger was on the strip.
    mutating func liftStripFinger(at point: Point) -> Bool {
        guard let scrub = strip.scrub else { return false }
        if !scrub.moved, let page = stripLayout.page(at: point, position: scrub.startPosition) { jump(toPage: page) }
        strip.scrub = nil
        return true
    }

    /// A double click on the shown strip is two clicks on a page: it jumps there, and zooms nothing.
    mutating func doubleClickStrip(at point: Point) -> Bool {
        guard isStripShown, let page = stripLayout.page(at: point, position: stripPosition) else { return false }
        jump(toPage: page)
        return true
    }

    /// Shows or hides the strip as the user asks; hiding also ends a reveal by a run of page changes.
    mutating func setStripShown(_ shown: Bool) {
        strip.isToggledOn = shown
        if !shown { strip.revealedUntil = -.infinity }
    }

    private mutating func jump(toPage page: Int) {
        let spread = spreads.spread(holding: page)
        guard spread != currentSpread || targetSpread != spread else { return }
        jumpPager(toSpread: spread)
    }
}
