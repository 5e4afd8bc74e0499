/// One of the reader's three page views, as the model shows it: the pager's slot (which page, for
/// which assignment) and the zoom of the page it holds, which lasts as long as it holds that page.
public struct ReaderSlot: Sendable {
    public let id: Int
    public let page: Int?
    /// The slot's assignment (`SlotPager`): renders for any other are stale.
    public let generation: UInt64
    public let zoom: ZoomView

    init(_ slot: PageSlot, zoom: ZoomView) {
        id = slot.id
        page = slot.page
        generation = slot.generation
        self.zoom = zoom
    }
}
