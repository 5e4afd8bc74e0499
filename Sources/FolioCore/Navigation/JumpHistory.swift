/// Where the reader was before each jump (a link, an outline entry, go to page, a search match),
/// to go back and forward as a web browser does: a new jump forgets the places gone back from.
public struct JumpHistory: Sendable, Equatable {
    /// A place to come back to: a page, its zoom, and the page point at the window's top-left
    /// corner while it was zoomed.
    public struct Spot: Sendable, Equatable {
        public var page: Int
        public var zoom: Double
        public var topLeft: Point?

        public init(page: Int, zoom: Double = 1, topLeft: Point? = nil) {
            self.page = page
            self.zoom = zoom
            self.topLeft = topLeft
        }
    }

    /// The oldest places are forgotten past this many.
    public static let capacity = 100

    public private(set) var backward: [Spot] = []
    public private(set) var forward: [Spot] = []

    public init() {}

    /// A jump is leaving `spot`.
    public mutating func leaving(_ spot: Spot) {
        if backward.last != spot { backward.append(spot) }
        if backward.count > Self.capacity { backward.removeFirst(backward.count - Self.capacity) }
        forward.removeAll()
    }

    /// The place to go back to from `current`, which becomes the first place forward; nil at the start.
    public mutating func back(from current: Spot) -> Spot? {
        guard let spot = backward.popLast() else { return nil }
        forward.append(current)
        return spot
    }

    /// The place to go forward to from `current`, which becomes the last place back; nil at the end.
    public mutating func forward(from current: Spot) -> Spot? {
        guard let spot = forward.popLast() else { return nil }
        backward.append(current)
        return spot
    }
}
