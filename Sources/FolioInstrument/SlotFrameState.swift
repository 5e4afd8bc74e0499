extension Sequence<SlotFrameState> {
    /// Whether the slot holding `page` showed it crisp: the one test of "the page is sharp" that
    /// time to first pixel and the crisp share at zoom both count by.
    public func showCrisp(page: Int) -> Bool {
        contains { $0.page == page && $0.shows == .crisp }
    }
}

/// One slot's state in one frame.
public struct SlotFrameState: Sendable, Equatable, Encodable {
    public let page: Int?
    public let generation: UInt64
    public let shows: SlotShows
    /// Whether any of the slot's page was on screen; the frame counts only look at visible slots.
    public let visible: Bool
    /// In a spread layout: the spread the slot holds and its pages (absent outside spreads).
    public let spread: Int?
    public let pages: [Int]?

    public init(
        page: Int?, generation: UInt64, shows: SlotShows, visible: Bool, spread: Int? = nil, pages: [Int]? = nil
    ) {
        self.page = page
        self.generation = generation
        self.shows = shows
        self.visible = visible
        self.spread = spread
        self.pages = pages
    }

    private enum CodingKeys: String, CodingKey { case page, generation, shows, spread, pages }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        // The events format wants an explicit null for an empty slot.
        try container.encode(page, forKey: .page)
        try container.encode(generation, forKey: .generation)
        try container.encode(shows, forKey: .shows)
        try container.encodeIfPresent(spread, forKey: .spread)
        try container.encodeIfPresent(pages, forKey: .pages)
    }
}
