import CCairo
import FolioCore

/// The frame every `PageSource` renders in: checks a request for a page, or a region of it, at a
/// scale; makes the white image it covers; and hands the drawing a cairo context whose units are the
/// page's points. Drawing always in page points is what makes a region's pixels exactly the same
/// region of the whole page's render.
public enum PageCanvas {
    /// The pixels the whole page of `size` points covers at `scale`: the same rounding as
    /// pdftocairo, so renders line up with it pixel for pixel.
    public static func pixelBounds(of size: Size, scale: Double) -> PixelRect {
        PixelRect(x: 0, y: 0, width: wholePixels(size.width * scale), height: wholePixels(size.height * scale))
    }

    /// The most pixels a side is said to cover: far past any image that can be made (`render`
    /// refuses it as too large), far from overflowing when added to a region's origin.
    static let largestSide = 1 << 52

    /// Whole pixels covering `length`. A damaged page can be 1e308 points wide: its bounds saturate
    /// at `largestSide`, not trap converting to `Int`.
    private static func wholePixels(_ length: Double) -> Int {
        guard length > 0 else { return 0 }  // also NaN
        return length < Double(largestSide) ? Int(length.rounded(.up)) : largestSide
    }

    /// Renders `region` (output pixels of page `number` at `scale`; the whole page when nil) of a
    /// page of `size` points by calling `draw` with a cairo context (`cairo_t *`) set up in page
    /// points over a white image made in `destination`. A region reaching past the page is cut to
    /// the page. Errors name `source`.
    public static func render(
        page number: Int, size: Size, scale: Double, region: PixelRect?, source: String,
        into destination: PixelDestination = .heap, draw: (_ context: OpaquePointer) -> Void
    ) throws(FolioError) -> PixelBuffer {
        guard scale.isFinite, scale > 0 else {
            throw FolioError.invalidRequest(path: source, detail: "scale must be a positive number, not \(scale)")
        }
        guard !size.isEmpty else {
            throw FolioError.damaged(path: source, detail: "page \(number) has no area")
        }
        let bounds = pixelBounds(of: size, scale: scale)
        let wanted = region ?? bounds
        guard let area = wanted.intersection(bounds) else {
            throw FolioError.invalidRequest(
                path: source,
                detail:
                    "region \(wanted) lies outside page \(number), which is \(bounds.width)x\(bounds.height) pixels at scale \(scale)"
            )
        }
        let bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: area.width)))
        guard area.width <= PixelBuffer.maximumSide, area.height <= PixelBuffer.maximumSide, bytesPerRow > 0,
            bytesPerRow.multipliedReportingOverflow(by: area.height).partialValue <= PixelBuffer.maximumBytes
        else {
            throw FolioError.imageTooLarge(path: source, width: area.width, height: area.height)
        }
        var buffer = try destination.whiteImage(
            width: area.width, height: area.height, bytesPerRow: bytesPerRow, source: source)
        let status = buffer.drawWithCairo { context in
            cairo_translate(context, Double(-area.x), Double(-area.y))
            cairo_scale(context, scale, scale)
            draw(context)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoErrors.drawingFailed(path: source, page: number, status: status)
        }
        return buffer
    }
}
