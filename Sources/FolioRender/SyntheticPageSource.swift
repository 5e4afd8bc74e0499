import FolioCore
import Foundation

/// Renders a `SyntheticDocument`: pages at any count and render cost, without a PDF, for testing
/// and measuring the engine (`folio bench --synthetic`).
///
/// Each page is painted by `SyntheticPagePainter` (a tint of its own, its number in large figures),
/// and a render takes at least the document's render time for that page and size: it sleeps out
/// what drawing did not take. Renders of the document's failing pages throw, after that time.
///
/// A plain value with nothing to guard, so it is its own opener: every render thread gets a copy.
public struct SyntheticPageSource: PageSource, PageSourceOpener {
    public let document: SyntheticDocument

    public init(_ document: SyntheticDocument) {
        self.document = document
    }

    public var name: String { document.description }

    public var pageCount: Int { document.pageCount }

    public var knowsAllSizes: Bool { true }

    public func pageSize(_ number: Int) throws(FolioError) -> Size {
        guard number >= 1, number <= pageCount else {
            throw FolioError.pageOutOfRange(path: name, page: number, pageCount: pageCount)
        }
        return document.size(ofPage: number)
    }

    public func render(page number: Int, scale: Double, region: PixelRect?) throws(FolioError) -> PixelBuffer {
        let start = MonotonicClock.seconds
        let size = try pageSize(number)
        let painter = SyntheticPagePainter(page: number, of: pageCount, size: size)
        let image = try PageCanvas.render(page: number, size: size, scale: scale, region: region, source: name) {
            context in
            painter.paint(context)
        }
        let remaining =
            start + document.renderSeconds(page: number, pixels: image.width * image.height) - MonotonicClock.seconds
        if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
        guard !document.fails(page: number) else {
            throw FolioError.renderFailed(
                path: name, page: number, detail: "the synthetic document fails it on purpose")
        }
        return image
    }

    public func open() -> any PageSource { self }
}
