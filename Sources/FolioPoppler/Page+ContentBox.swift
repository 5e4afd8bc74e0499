import FolioCore
import FolioRender

extension Page {
    /// Device pixels per point the content box is measured at: a point a pixel, or less on a page
    /// larger than `contentBoxMaximumSide` pixels a side.
    static let contentBoxScale = 1.0
    static let contentBoxMaximumSide = 2_400.0
    /// A pixel is ink where a channel is darker than this: the lightest anti-aliased edge of a mark
    /// on white, while the paper itself stays 255.
    static let inkThreshold: UInt8 = 250

    /// The part of the page its marks cover, in points from the top-left corner of the page as
    /// shown (its crop box, rotated); nil for a page that shows nothing but its paper.
    ///
    /// Measured on the page drawn at about a point a pixel, as the marks that show: poppler's own
    /// `poppler_page_get_bounding_box` counts every fill, and many books fill the whole page white
    /// before drawing on it, which would leave nothing to trim.
    public var contentBox: Rect? {
        get throws(FolioError) {
            let scale = min(Self.contentBoxScale, Self.contentBoxMaximumSide / max(size.width, size.height, 1))
            let image = try render(scale: scale)
            var left = Int.max, top = Int.max, right = -1, bottom = -1
            image.withUnsafeBytes { bytes in
                for y in 0..<image.height {
                    let row = y * image.bytesPerRow
                    var first = -1, last = -1
                    for x in 0..<image.width {
                        let offset = row + x * PixelBuffer.bytesPerPixel
                        if min(bytes[offset], bytes[offset + 1], bytes[offset + 2]) < Self.inkThreshold {
                            if first < 0 { first = x }
                            last = x
                        }
                    }
                    guard first >= 0 else { continue }
                    left = min(left, first)
                    right = max(right, last)
                    top = min(top, y)
                    bottom = y
                }
            }
            guard right >= 0 else { return nil }
            // A pixel's whole width: the mark may have covered any part of it.
            let found = Rect(
                x: Double(left) / scale, y: Double(top) / scale, width: Double(right - left + 1) / scale,
                height: Double(bottom - top + 1) / scale)
            return found.intersection(Rect(origin: .zero, size: size))
        }
    }
}
