/// The page strip's layout: a row of page thumbnails across the bottom of the window, in cells of
/// one width, with a fractional page number (`position`) at the window's centre. Pure geometry in
/// device pixels: where each page's cell is, which pages are in view, which page a point is on,
/// and where a finger dragging along the strip takes it.
///
/// The strip sits above the bottom `bottomClearancePoints` of the window, which stay free for the
/// page indicator at the bottom centre. Cells are all alike, so a page's place is a multiplication
/// whatever the book's length, and a page is fitted inside its cell: a portrait page fills the
/// cell's height, a landscape one its width.
public struct PageStrip: Sendable, Equatable {
    /// A thumbnail's height (the cell's), in window points.
    public static let thumbnailHeightPoints = 96.0
    /// A cell's width over its height: a portrait A4 (0.71) or Letter (0.77) page fills the height.
    public static let cellAspect = 0.78
    public static let gapPoints = 8.0
    /// Above and below the thumbnails, inside the strip's band.
    public static let paddingPoints = 8.0
    /// Left free below the strip, for the page indicator at the bottom centre.
    public static let bottomClearancePoints = 40.0
    /// A press that moves less than this (window points) along the strip before it lifts is a click.
    public static let clickSlopPoints = 4.0
    /// Pages planned beyond each side of the visible range, so a short scrub finds them ready.
    public static let marginPages = 8
    /// The most bytes of thumbnails held in memory, whatever the book's length or the zoom.
    public static let budgetBytes = 8 << 20

    public let pageCount: Int
    /// The window's drawable size, in device pixels.
    public let viewport: Size
    /// Device pixels per window point.
    public let density: Double
    /// Later pages to the left, as the pager lays a book read right to left.
    public let rightToLeft: Bool

    public init(pageCount: Int, viewport: Size, density: Double, rightToLeft: Bool = false) {
        self.pageCount = max(pageCount, 1)
        self.viewport = viewport
        self.density = density
        self.rightToLeft = rightToLeft
    }

    /// +1 where later pages lie to the right, -1 where they lie to the left.
    private var direction: Double { rightToLeft ? -1 : 1 }

    public var thumbnailHeight: Double { (Self.thumbnailHeightPoints * density).rounded() }
    public var cellWidth: Double { (thumbnailHeight * Self.cellAspect).rounded() }
    /// From one cell's left edge to the next's.
    public var pitch: Double { cellWidth + (Self.gapPoints * density).rounded() }

    /// The strip's band across the window: the thumbnails and their padding.
    public var band: Rect {
        let padding = (Self.paddingPoints * density).rounded()
        let height = thumbnailHeight + 2 * padding
        let bottom = viewport.height - (Self.bottomClearancePoints * density).rounded()
        return Rect(x: 0, y: bottom - height, width: viewport.width, height: height)
    }

    /// Whether `point` (window pixels) is on the strip's band.
    public func contains(_ point: Point) -> Bool {
        let band = band
        return point.x >= band.minX && point.x < band.maxX && point.y >= band.minY && point.y < band.maxY
    }

    /// Page `page`'s cell with page `position` centred in the window.
    public func cell(ofPage page: Int, position: Double) -> Rect {
        let x = viewport.width / 2 + direction * (Double(page) - position) * pitch - cellWidth / 2
        return Rect(
            x: x.rounded(), y: band.minY + (Self.paddingPoints * density).rounded(), width: cellWidth,
            height: thumbnailHeight)
    }

    /// The pages whose cells are (partly) in the window; nil when none is.
    public func visiblePages(position: Double) -> ClosedRange<Int>? {
        let halfSpan = (viewport.width / 2 + cellWidth / 2) / pitch
        return pages(from: position - halfSpan, to: position + halfSpan)
    }

    /// The visible pages and `extra` more on each side, within the book.
    public func pages(around position: Double, extra: Int) -> ClosedRange<Int>? {
        guard let visible = visiblePages(position: position) else { return nil }
        return max(visible.lowerBound - extra, 1)...min(visible.upperBound + extra, pageCount)
    }

    /// The page whose cell (gap included, so the strip has no dead spots) is under `point`, or nil
    /// off the strip or past either end of the book.
    public func page(at point: Point, position: Double) -> Int? {
        guard contains(point) else { return nil }
        let page = Int((position + direction * (point.x - viewport.width / 2) / pitch).rounded())
        return (1...pageCount).contains(page) ? page : nil
    }

    /// Where the strip is after a finger that went down at `position` moved `dx` pixels along it:
    /// the strip follows the finger (left brings later pages to the centre, or earlier ones right
    /// to left), within the book.
    public func position(from position: Double, draggedBy dx: Double) -> Double {
        min(max(position - direction * dx / pitch, 1), Double(pageCount))
    }

    /// Device pixels per point of a page of `size` fitted in a cell: the thumbnail's render scale.
    /// Zero for a page without area.
    public func thumbnailScale(of size: Size) -> Double {
        guard !size.isEmpty else { return 0 }
        return min(thumbnailHeight / size.height, cellWidth / size.width)
    }

    /// Where a page of `size` goes in `cell`: fitted and centred, on whole pixels.
    public func thumbnailFrame(of size: Size, in cell: Rect) -> Rect {
        let scale = thumbnailScale(of: size)
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        return Rect(
            x: (cell.minX + (cell.width - width) / 2).rounded(), y: (cell.minY + (cell.height - height) / 2).rounded(),
            width: width, height: height)
    }
}

private extension PageStrip {
    /// The pages from the fractional page `low` to `high`, within the book; nil when none is.
    func pages(from low: Double, to high: Double) -> ClosedRange<Int>? {
        let first = max(Int(low.rounded(.up)), 1), last = min(Int(high.rounded(.down)), pageCount)
        return first <= last ? first...last : nil
    }
}
