/// How a document asks to be shown: its `/PageLayout` as a `PageLayout` (nil where it says
/// nothing) and its `/ViewerPreferences /Direction` (`/R2L`: read right to left). The reader
/// follows them when neither the command line nor the document's reading place says otherwise.
public struct DocumentPreferences: Sendable, Hashable {
    public var layout: PageLayout?
    public var rightToLeft: Bool

    public init(layout: PageLayout? = nil, rightToLeft: Bool = false) {
        self.layout = layout
        self.rightToLeft = rightToLeft
    }

    /// A document that says nothing: a page at a time, left to right.
    public static let none = DocumentPreferences()
}
