/// One picture drawn in a frame of a transition: the page left or the page arriving, moved, scaled, faded and clipped.
///
/// Both pictures are window-sized. A layer's picture is scaled about the window's centre, then moved by `offset`,
/// then drawn with `opacity` where it falls inside `clip` (the clip is in window pixels and does not move with it).
public struct TransitionLayer: Sendable, Equatable {
    /// Which page the layer draws.
    public enum Picture: Sendable, Equatable {
        /// The page left.
        case from
        /// The page arriving.
        case to
    }

    public var picture: Picture
    /// Added to where the window-sized picture is drawn (window pixels).
    public var offset: Point
    /// The picture scaled about the window's centre (1: its own size) before the offset.
    public var scale: Double
    /// 0 transparent ... 1 opaque.
    public var opacity: Double
    /// The parts of the window the picture shows, window pixels; nil: all of it.
    public var clip: [Rect]?

    public init(
        picture: Picture, offset: Point = Point(x: 0, y: 0), scale: Double = 1, opacity: Double = 1,
        clip: [Rect]? = nil
    ) {
        self.picture = picture
        self.offset = offset
        self.scale = scale
        self.opacity = opacity
        self.clip = clip
    }
}
