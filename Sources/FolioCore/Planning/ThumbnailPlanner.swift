/// Plans the page strip's thumbnails: the `RenderPlanner`'s lowest-priority part (docs/DESIGN.md,
/// rule 4), so a thumbnail never delays a page on screen or ahead. While the strip shows, it asks
/// for the pages in view, nearest the strip's centre first, then `PageStrip.marginPages` more on
/// each side, the way the pager travels first. A thumbnail is a whole page at the strip's scale, an
/// ordinary `RenderKey`, so the disk cache keeps it for the next open. A page whose size is not
/// known yet is not planned: the strip shows its placeholder.
///
/// It also names the pages whose thumbnails are worth keeping, shown or not: those in view and a
/// strip's width on either side, so memory follows the strip, never the book's length.
public struct ThumbnailPlanner: Sendable {
    /// The jobs' generation, kept apart from the slots' and the prefetch generation: live while
    /// the strip shows, and renewed when it hides so that the thumbnails still waiting are dropped.
    public private(set) var generation: UInt64 = 1 << 61
    private var wasShown = false

    public init() {}

    /// One frame's answer.
    public struct Plan: Sendable, Equatable {
        /// Thumbnails wanted, most useful first (held ones included: the caller leaves them out).
        public var keys: [RenderKey] = []
        /// The pages whose thumbnails are kept; nil keeps none.
        public var kept: ClosedRange<Int>?
    }

    /// `travel` is +1 toward later pages, -1 toward earlier ones.
    public mutating func plan(for model: ReaderModel, travel: Int) -> Plan {
        let strip = model.stripLayout
        let position = model.stripPosition
        let visible = strip.visiblePages(position: position)
        var plan = Plan(kept: visible.flatMap { strip.pages(around: position, extra: $0.count) })
        let shown = model.isStripShown
        defer { wasShown = shown }
        if wasShown, !shown { generation += 1 }
        guard shown, let visible, let around = strip.pages(around: position, extra: PageStrip.marginPages) else {
            return plan
        }
        let centre = Int(position.rounded())
        let inView = visible.sorted { abs($0 - centre) < abs($1 - centre) }
        // Beyond the view, the side the pager travels to first, alternating outwards.
        let after = Array(stride(from: visible.upperBound + 1, through: around.upperBound, by: 1))
        let before = Array(stride(from: visible.lowerBound - 1, through: around.lowerBound, by: -1))
        let (ahead, behind) = travel >= 0 ? (after, before) : (before, after)
        var beyond: [Int] = []
        for index in 0..<max(ahead.count, behind.count) {
            if index < ahead.count { beyond.append(ahead[index]) }
            if index < behind.count { beyond.append(behind[index]) }
        }
        plan.keys = (inView + beyond).compactMap { Self.key(ofPage: $0, in: model) }
        return plan
    }

    /// Page `page`'s thumbnail at the strip's scale; nil until its size is known, or for a page
    /// without area.
    public static func key(ofPage page: Int, in model: ReaderModel) -> RenderKey? {
        guard model.pageSizes.isKnown(page) else { return nil }
        let scale = model.stripLayout.thumbnailScale(of: model.pageSizes[page])
        return scale > 0 ? RenderKey(page: page, scale: scale) : nil
    }
}
