import CGlyphOutlines
import CPoppler
import FolioCore

/// One page of a `Document`: its displayed size and the renders of any part of it.
///
/// Holds its document alive; like the document, it belongs to the thread that opened it, and
/// `PopplerThreadRule` checks that at each poppler call. `size` and `pixelBounds` are plain values
/// read once in `init`, so they need no check.
public final class Page {
    public let number: Int
    /// Size in points as displayed: the CropBox with the page's /Rotate applied.
    public let size: Size
    private let document: Document
    private let handle: OpaquePointer

    /// The largest side, in pixels, of one render: cairo's limit for image surfaces.
    public static let maximumPixelSide = 32_767
    /// The most bytes one render may take.
    public static let maximumBytes = 1 << 30
    /// Glyphs with an em larger than this (device pixels) are filled as outlines, not cached as
    /// whole-glyph masks, so a render's memory does not grow with the zoom (`CGlyphOutlines`).
    public static let glyphOutlineThreshold = folio_glyph_outline_threshold()

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

    /// The whole page at `scale` (device pixels per point) covers these pixels; the same rounding
    /// as pdftocairo, so renders line up with it pixel for pixel.
    public func pixelBounds(scale: Double) -> PixelRect {
        PixelRect(x: 0, y: 0, width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
    }

    /// Renders `region` (output pixels of the page at `scale`; the whole page when nil) onto white.
    /// A region reaching past the page is cut to the page.
    public func render(scale: Double, region: PixelRect? = nil) throws(FolioError) -> PixelBuffer {
        let path = document.path
        PopplerThreadRule.check(document.owner, "render(scale:region:)", path: path)
        guard scale.isFinite, scale > 0 else {
            throw FolioError.invalidRequest(path: path, detail: "scale must be a positive number, not \(scale)")
        }
        guard !size.isEmpty else {
            throw FolioError.damaged(path: path, detail: "page \(number) has no area")
        }
        let bounds = pixelBounds(scale: scale)
        let wanted = region ?? bounds
        guard let area = wanted.intersection(bounds) else {
            throw FolioError.invalidRequest(
                path: path, detail: "region \(wanted) lies outside page \(number), which is \(bounds.width)x\(bounds.height) pixels at scale \(scale)")
        }
        let bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: area.width)))
        guard area.width <= Self.maximumPixelSide, area.height <= Self.maximumPixelSide, bytesPerRow > 0,
              bytesPerRow.multipliedReportingOverflow(by: area.height).partialValue <= Self.maximumBytes
        else {
            throw FolioError.imageTooLarge(path: path, width: area.width, height: area.height)
        }
        _ = Self.glyphOutlineThreshold  // links the outline filler into every program that renders
        var buffer = PixelBuffer(whiteWidth: area.width, height: area.height, bytesPerRow: bytesPerRow)
        let status = buffer.drawWithCairo { context in
            cairo_translate(context, Double(-area.x), Double(-area.y))
            cairo_scale(context, scale, scale)
            // poppler applies the CropBox origin and the page's /Rotate itself.
            poppler_page_render(handle, context)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PopplerErrors.cairoFailed(path: path, status: status)
        }
        return buffer
    }
}
