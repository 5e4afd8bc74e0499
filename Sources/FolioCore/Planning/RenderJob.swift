/// What a rendered image is: a page, the scale it was drawn at, and which of its pixels (the whole
/// page when `region` is nil). Two jobs with the same key make the same pixels, so it keys the caches.
public struct RenderKey: Sendable, Hashable, CustomStringConvertible {
    public var page: Int
    /// Device pixels per point.
    public var scale: Double
    /// Output pixels of the page at `scale`; nil for the whole page.
    public var region: PixelRect?

    public init(page: Int, scale: Double, region: PixelRect? = nil) {
        self.page = page
        self.scale = scale
        self.region = region
    }

    public var description: String {
        "p\(page)@\(scale)" + (region.map { " \($0.x),\($0.y) \($0.width)x\($0.height)" } ?? "")
    }
}

/// One bounded piece of rendering (a page at fit, or a window-sized region at the zoom), with
/// why it is wanted and for which assignment of the pager, so that the pool can run the most
/// urgent first and drop what no longer matters.
public struct RenderJob: Sendable, Hashable {
    /// Why the pixels are wanted, most urgent first.
    public enum Kind: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
        /// The crisp region of the zoomed page on screen.
        case visibleCrisp
        /// A page on screen, at fit.
        case visibleFit
        /// A crisp region of the zoomed page on screen, ahead of its pan, at the same zoom.
        case panAhead
        /// The slots' pages off screen and the page a flick will land on, with its neighbours.
        case neighbour
        /// Pages ahead in the direction of travel.
        case prefetch
        /// Small whole pages, the placeholder of pages further away.
        case thumbnail

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .visibleCrisp: "visible-crisp"
            case .visibleFit: "visible-fit"
            case .panAhead: "pan-ahead"
            case .neighbour: "neighbour"
            case .prefetch: "prefetch"
            case .thumbnail: "thumbnail"
            }
        }
    }

    public var key: RenderKey
    public var kind: Kind
    /// The generation the pixels are for: a slot's, or the pager's prefetch generation. Once it is
    /// no longer live, the job is dropped before it starts and its result is stale.
    public var generation: UInt64

    public init(key: RenderKey, kind: Kind, generation: UInt64) {
        self.key = key
        self.kind = kind
        self.generation = generation
    }

    public var page: Int { key.page }
    public var scale: Double { key.scale }
    public var region: PixelRect? { key.region }
}
