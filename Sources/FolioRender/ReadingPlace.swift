/// Where a reader left a document: the page shown (from 1) and its zoom, times fit page.
public struct ReadingPlace: Sendable, Equatable, Codable {
    public var page: Int
    public var zoom: Double

    public init(page: Int, zoom: Double) {
        self.page = page
        self.zoom = zoom
    }
}
