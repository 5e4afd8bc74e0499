/// What kind of mark an annotation is: the text markups made from a selection, a note at a point,
/// and the other kinds a PDF may already hold, read and listed but not made by Folio.
public enum MarkKind: String, Hashable, Sendable, Codable, CaseIterable {
    case highlight
    case underline
    case strikeOut = "strikeout"
    case squiggly
    /// A sticky note: PDF's `/Text` annotation, an icon at a point with its text.
    case note
    case freeText = "freetext"
    case square
    case circle
    case line
    case polygon
    case ink
    case stamp
    case fileAttachment = "attachment"
    /// Any other annotation a reader would list (a caret, a sound, a redaction...).
    case other

    /// The kinds made over selected text, whose quads cover its glyphs.
    public var marksText: Bool {
        switch self {
        case .highlight, .underline, .strikeOut, .squiggly: true
        default: false
        }
    }
}
