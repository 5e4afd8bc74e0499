/// Where beamer's notes are on a page made for two screens (`show notes on second screen`): each
/// page twice as wide, the slide on one half and the speaker's notes on the other. With `--notes`,
/// the audience sees the slide half and the presenter window the notes half.
public enum NotesSide: String, Sendable, Equatable, CaseIterable {
    case left, right

    /// The half of a page of `size` (points) that holds the slide.
    public func slide(of size: Size) -> Rect {
        half(of: size, onTheRight: self == .left)
    }

    /// The half of a page of `size` (points) that holds the notes.
    public func notes(of size: Size) -> Rect {
        half(of: size, onTheRight: self == .right)
    }

    /// Points left out on either side of the middle: an image is drawn in whole texels, so the texel
    /// across the middle (1.6 points at a small window's 0.63 pixels a point) would show a stray line
    /// of the other half at the slide's edge.
    static let seamPoints = 2.0

    private func half(of size: Size, onTheRight: Bool) -> Rect {
        let width = max(size.width / 2 - Self.seamPoints, 0)
        return Rect(x: onTheRight ? size.width - width : 0, y: 0, width: width, height: size.height)
    }
}
