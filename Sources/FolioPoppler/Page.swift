import CPoppler
import FolioCore
import FolioRender

/// One page of a `Document`: its displayed size and the renders of any part of it.
///
/// Holds its document alive; like the document, it belongs to the thread that opened it, and
/// `PopplerThreadRule` checks that at each poppler call. `size` and `pixelBounds` are plain values
/// read once in `init`, so they need no check.
public final class Page {
    public let number: Int
    /// Size in points as displayed: the CropBox with the page's /Rotate applied.
    public let size: Size
    let document: Document
    let handle: OpaquePointer

    init(document: Document, handle: OpaquePointer, number: Int) {
        PopplerThreadRule.check(document.owner, "reading a page", path: document.path)
        self.document = document
        self.handle = handle
        self.number = number
        var width = 0.0, height = 0.0
        poppler_page_get_size(handle, &width, &height)
        self.size = Size(width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
    }

    deinit {
        PopplerThreadRule.check(document.owner, "releasing a page", path: document.path)
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// The page's label as the document numbers it ("xii", "A-3"), or its number when the document
    /// gives none (poppler says so).
    public var label: String? {
        PopplerThreadRule.check(document.owner, "label", path: document.path)
        guard let text = poppler_page_get_label(handle) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// The whole page at `scale` (device pixels per point) covers these pixels.
    public func pixelBounds(scale: Double) -> PixelRect {
        PageCanvas.pixelBounds(of: size, scale: scale)
    }

    /// Renders `region` (output pixels of the page at `scale`; the whole page when nil) onto white,
    /// in `destination`. A region reaching past the page is cut to the page.
    public func render(scale: Double, region: PixelRect? = nil, into destination: PixelDestination = .heap)
        throws(FolioError) -> PixelBuffer
    {
        PopplerThreadRule.check(document.owner, "render(scale:region:)", path: document.path)
        return try PageCanvas.render(
            page: number, size: size, scale: scale, region: region, source: document.path, into: destination
        ) { context in
            // poppler applies the CropBox origin and the page's /Rotate itself.
            poppler_page_render(handle, context)
        }
    }
}

/// A page belongs to the thread that opened its document, like the document.
@available(*, unavailable)
extension Page: Sendable {}
