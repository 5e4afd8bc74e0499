/// One way a zoomed page can be panned: along an axis, toward the page's larger coordinates
/// (right, down) or its smaller ones. Rectangles seen along it have an `along` span that grows the
/// way the pan goes and an `across` span, so the zoom layer's rules are written once for all four.
public struct PanDirection: Sendable, Hashable, CustomStringConvertible {
    public enum Axis: Sendable, Hashable { case horizontal, vertical }

    public var axis: Axis
    /// True toward the page's right or bottom edge (the view's offset growing).
    public var forward: Bool

    public init(axis: Axis, forward: Bool) {
        self.axis = axis
        self.forward = forward
    }

    public static let right = PanDirection(axis: .horizontal, forward: true)
    public static let left = PanDirection(axis: .horizontal, forward: false)
    public static let down = PanDirection(axis: .vertical, forward: true)
    public static let up = PanDirection(axis: .vertical, forward: false)

    public var description: String {
        switch (axis, forward) {
        case (.horizontal, true): "right"
        case (.horizontal, false): "left"
        case (.vertical, true): "down"
        case (.vertical, false): "up"
        }
    }

    /// A rectangle's extent along the direction (`lower` first met by the pan) and across it.
    struct Oriented: Equatable {
        var alongLower: Int
        var alongUpper: Int
        var acrossLower: Int
        var acrossUpper: Int
    }

    func orient(_ rect: PixelRect) -> Oriented {
        let (along, across) =
            axis == .horizontal
            ? ((rect.x, rect.maxX), (rect.y, rect.maxY)) : ((rect.y, rect.maxY), (rect.x, rect.maxX))
        let (lower, upper) = forward ? along : (-along.1, -along.0)
        return Oriented(alongLower: lower, alongUpper: upper, acrossLower: across.0, acrossUpper: across.1)
    }

    func rect(_ oriented: Oriented) -> PixelRect {
        let (lower, upper) =
            forward
            ? (oriented.alongLower, oriented.alongUpper) : (-oriented.alongUpper, -oriented.alongLower)
        let acrossLength = oriented.acrossUpper - oriented.acrossLower
        return axis == .horizontal
            ? PixelRect(x: lower, y: oriented.acrossLower, width: upper - lower, height: acrossLength)
            : PixelRect(x: oriented.acrossLower, y: lower, width: acrossLength, height: upper - lower)
    }

    /// The window's length along the direction.
    func length(of size: Size) -> Int { Int(axis == .horizontal ? size.width : size.height) }

    /// A rectangle's length along the direction.
    func length(of rect: PixelRect) -> Int { axis == .horizontal ? rect.width : rect.height }

    /// `rect` moved `distance` pixels the way the direction goes.
    func shift(_ rect: PixelRect, by distance: Int) -> PixelRect {
        var moved = orient(rect)
        moved.alongLower += distance
        moved.alongUpper += distance
        return self.rect(moved)
    }
}

/// Where the current page's pan is going: the axis it last moved along and, for each axis, the way
/// it last went there (right and down, reading order, until a pan says otherwise). Fed the current
/// page's offset after every tick; a zoom step or another page is no pan.
public struct PanHeading: Sendable {
    /// Movements below this (device pixels per tick) are rounding, not a pan.
    static let noise = 0.5
    /// A view still for this long (s) after a pan has come to rest; a shorter pause is a hand
    /// taking hold again between the swipes of one pan (a frame or a few), which goes on the same way.
    public static let restSeconds = 0.25

    public private(set) var axis = PanDirection.Axis.horizontal
    private var forwardHorizontally = true
    private var forwardVertically = true
    private var last: (page: Int, scale: Double, offset: Point)?
    /// When the view last moved; nil until it has.
    public private(set) var lastMovedAt: Double?

    public init() {}

    /// The way the pan goes now: along the axis it last moved on.
    public var primary: PanDirection { direction(along: axis) }
    /// The way the pan last went on the other axis: where a reader goes next at the end of a line.
    public var secondary: PanDirection { direction(along: axis == .horizontal ? .vertical : .horizontal) }

    public func direction(along axis: PanDirection.Axis) -> PanDirection {
        PanDirection(axis: axis, forward: axis == .horizontal ? forwardHorizontally : forwardVertically)
    }

    /// Whether the view has been still for `restSeconds` at time `now`, or never moved.
    public func hasRested(at now: Double) -> Bool {
        lastMovedAt.map { now - $0 >= Self.restSeconds } ?? true
    }

    /// The current page is `page` at `scale`, its view's top-left corner `offset` into it, at time `now`.
    public mutating func observe(page: Int, scale: Double, offset: Point, at now: Double) {
        defer { last = (page, scale, offset) }
        guard let last, last.page == page else {
            if last != nil { self = PanHeading() }  // another page: reading order again
            return
        }
        guard last.scale == scale else { return }
        let dx = offset.x - last.offset.x, dy = offset.y - last.offset.y
        guard max(abs(dx), abs(dy)) >= Self.noise else { return }
        lastMovedAt = now
        if abs(dx) >= abs(dy) {
            axis = .horizontal
            forwardHorizontally = dx > 0
        } else {
            axis = .vertical
            forwardVertically = dy > 0
        }
    }
}
