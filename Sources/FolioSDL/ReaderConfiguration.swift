import FolioCore
import FolioRender

/// What the reader window opens, and how.
public struct ReaderConfiguration: Sendable {
    /// The pages: a PDF file (`PopplerOpener`) or any other `PageSourceOpener`.
    public var source: any PageSourceOpener
    public var firstPage: Int
    public var windowSize: Size
    /// The first page's zoom, times fit page.
    public var zoom: Double
    public var render: RenderSettings

    public init(source: any PageSourceOpener, firstPage: Int, windowSize: Size, zoom: Double = 1,
                render: RenderSettings = RenderSettings()) {
        self.source = source
        self.firstPage = firstPage
        self.windowSize = windowSize
        self.zoom = zoom
        self.render = render
    }
}
