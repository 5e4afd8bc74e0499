/// One of the reader's three page views, as the model shows it: the pager's slot (which spread,
/// for which assignment), the pages of that spread and where each lies in it, and the zoom of the
/// spread, which lasts as long as the slot holds it. In the `single` layout a spread is one page.
public struct ReaderSlot: Sendable {
    public let id: Int
    /// The spread the slot holds (the page itself in the `single` layout); nil for an empty slot.
    public let spread: Int?
    /// The spread's pages, in page order, each placed in the spread; empty for an empty slot.
    public let pages: [SpreadPage]
    /// The slot's assignment (`SlotPager`): renders for any other are stale.
    public let generation: UInt64
    /// The spread's zoom and pan: its `page` is the whole spread's size.
    public let zoom: ZoomView

    init(_ slot: PageSlot, pages: [SpreadPage], zoom: ZoomView) {
        id = slot.id
        spread = slot.page
        self.pages = pages
        generation = slot.generation
        self.zoom = zoom
    }

    /// The first page of the spread, the one it is known by (the page itself in `single`).
    public var page: Int? { pages.first?.page }

    /// Whether the slot shows `page`.
    public func holds(page: Int) -> Bool { pages.contains { $0.page == page } }

    /// Where `page` lies in the slot's spread, if the slot shows it.
    public func placement(of page: Int) -> SpreadPage? { pages.first { $0.page == page } }
}
