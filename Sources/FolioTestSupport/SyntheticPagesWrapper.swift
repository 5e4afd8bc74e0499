import FolioCore
import FolioRender

/// A test's page source that draws and measures as its synthetic pages do; the test adds what it
/// counts or breaks (an open, a release, a read that fails).
public protocol SyntheticPagesWrapper: PageSource {
    var pages: SyntheticPageSource { get }
}

extension SyntheticPagesWrapper {
    public var name: String { pages.name }
    public var pageCount: Int { pages.pageCount }
    public var knowsAllSizes: Bool { true }
    public func pageSize(_ number: Int) throws(FolioError) -> Size { try pages.pageSize(number) }
    public func render(page number: Int, scale: Double, region: PixelRect?) throws(FolioError) -> PixelBuffer {
        try pages.render(page: number, scale: scale, region: region)
    }
}
