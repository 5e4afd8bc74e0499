import FolioCore

/// Where a reader left a document: the page shown (from 1), its zoom (times fit page), the layout,
/// the direction and whether margins were trimmed.
public struct ReadingPlace: Sendable, Equatable, Codable {
    public var page: Int
    public var zoom: Double
    /// How the pages were grouped; nil in places kept before layouts, which read as `single`.
    public var layout: PageLayout?
    /// Read right to left; nil in places kept before directions, which read as left to right.
    public var rightToLeft: Bool?
    /// Margins trimmed; nil in places kept before trimming, which read as untrimmed.
    public var trim: Bool?

    public init(page: Int, zoom: Double, layout: PageLayout? = nil, rightToLeft: Bool? = nil, trim: Bool? = nil) {
        self.page = page
        self.zoom = zoom
        self.layout = layout
        self.rightToLeft = rightToLeft
        self.trim = trim
    }
}
