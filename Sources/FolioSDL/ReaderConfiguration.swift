import FolioCore

/// What the reader window opens, and how.
public struct ReaderConfiguration: Sendable {
    public var path: String
    public var password: String?
    public var firstPage: Int
    public var windowSize: Size
    /// The first page's zoom, times fit page.
    public var zoom: Double
    public var render: RenderSettings

    public init(path: String, password: String?, firstPage: Int, windowSize: Size, zoom: Double = 1,
                render: RenderSettings = RenderSettings()) {
        self.path = path
        self.password = password
        self.firstPage = firstPage
        self.windowSize = windowSize
        self.zoom = zoom
        self.render = render
    }
}
