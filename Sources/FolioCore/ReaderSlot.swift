/// One of the reader's three page views: the pager's slot (which page, for which assignment) and
/// the zoom of the page it holds, which it owns for as long as it holds that page.
public struct ReaderSlot: Sendable {
    public let id: Int
    public private(set) var page: Int?
    /// The slot's assignment (`SlotPager`): renders for any other are stale.
    public private(set) var generation: UInt64
    public internal(set) var zoom: ZoomView

    init(_ slot: PageSlot, zoom: ZoomView) {
        id = slot.id
        page = slot.page
        generation = slot.generation
        self.zoom = zoom
    }
}
