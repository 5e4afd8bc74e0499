/// The text of a page in reading order, as the PDF's text extraction gives it, with the box of
/// every character: what selection and copy work from. `scalars[i]` is drawn in `boxes[i]` (page
/// points as displayed, from the top-left corner); line breaks are characters too, with boxes.
public struct PageText: Sendable, Hashable {
    public var scalars: [Unicode.Scalar]
    public var boxes: [Rect]

    /// `scalars` and `boxes` pair up; extra entries of either are dropped.
    public init(scalars: [Unicode.Scalar], boxes: [Rect]) {
        let count = min(scalars.count, boxes.count)
        self.scalars = Array(scalars.prefix(count))
        self.boxes = Array(boxes.prefix(count))
    }

    public static let empty = PageText(scalars: [], boxes: [])

    /// The characters in `range` as a string.
    public func string(_ range: Range<Int>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[range.clamped(to: scalars.indices)])
        return String(text)
    }
}
