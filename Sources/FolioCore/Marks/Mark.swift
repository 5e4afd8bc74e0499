/// A mark on a page: a highlight, underline, strike-out or squiggle over text, a note, or an
/// annotation of another kind the PDF holds. Geometry is in page points as displayed, from the
/// page's top-left corner, as everything Folio draws.
public struct Mark: Hashable, Sendable, Codable {
    public var kind: MarkKind
    /// The page, counting from 1.
    public var page: Int
    public var color: MarkColor
    /// The note's text, or the comment on a highlight; empty when there is none.
    public var contents: String
    /// Where the mark is: for a text markup, one quad per line of text it covers; for any other
    /// kind, one quad around its rectangle.
    public var quads: [Quad]
    /// The page's text under a text markup, lines joined with line breaks; empty for other kinds.
    public var text: String

    public init(kind: MarkKind, page: Int, color: MarkColor, contents: String = "", quads: [Quad], text: String = "") {
        self.kind = kind
        self.page = page
        self.color = color
        self.contents = contents
        self.quads = quads
        self.text = text
    }

    /// Whether `other` is this mark as a file holds it: the same in all but the text under it,
    /// which is read from the page rather than the annotation.
    public func isSameAnnotation(as other: Mark) -> Bool {
        kind == other.kind && page == other.page && color == other.color && contents == other.contents
            && quads == other.quads
    }

    /// The upright rectangle around every quad; `.zero` for a mark without quads.
    public var bounds: Rect {
        guard let first = quads.first?.bounds else { return .zero }
        return quads.dropFirst().reduce(first) { $0.union($1.bounds) }
    }
}
