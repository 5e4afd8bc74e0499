import FolioCore
import FolioRender

/// The bytes of page textures the reader keeps when the user names no budget (`--cache-mb`):
/// what reading needs, counted in the window's device pixels, so that a small window holds little
/// and a large one what it must. Pages are counted at their size at fit (a portrait page in a
/// landscape window is under half a screen; in a spread layout, a spread of two pages, which the
/// planner renders ahead and keeps behind as it does a page), the zoom layer in screens.
public enum TextureBudget {
    /// Pages flipped back over that stay crisp, beyond the slot behind.
    public static var pagesBehind: Int { RenderPlanner.pagesBehind }

    /// The three slots, the pages a run of flicks renders ahead and the pages behind: 15.
    public static var pages: Int { SlotPager.slotCount + RenderPlanner.flickingPrefetchPages + pagesBehind }

    /// The zoom layer with the regions on their way to it: 4.5 screens.
    public static var zoomScreens: Double { ZoomLayer.budgetScreens + ZoomLayer.transitScreens }

    /// Never less, whatever the window: a tiny window's pages are still worth keeping.
    public static let minimumBytes = 32 << 20
    /// Never more: the fixed budget the reader had before the budget followed the window.
    public static let maximumBytes = 256 << 20

    /// The budget for a window of `viewport` device pixels showing pages of `pageAtFit` device
    /// pixels (nil, or larger than the window: a screen each). At 1280x800: 76 MiB for pages a
    /// screen each, 46 MiB for US Letter pages at fit (0.48 of a screen); 256 MiB from about
    /// 2600x1600 up for pages as large as the window.
    public static func bytes(forViewport viewport: Size, pageAtFit: Size? = nil) -> Int {
        let screen = max(viewport.width, 1) * max(viewport.height, 1)
        // In whole pixels, as a render covers the page (`PageCanvas.pixelBounds`): a budget of a
        // fraction less would keep one page fewer behind.
        let page = pageAtFit.map { min($0.width.rounded(.up) * $0.height.rounded(.up), screen) } ?? screen
        let pixels = Double(pages) * page + zoomScreens * screen
        return min(max(Int(pixels * Double(PixelBuffer.bytesPerPixel)), minimumBytes), maximumBytes)
    }

    /// What whole pages may take of a budget of `bytes` for a window of `viewport` device pixels:
    /// all but the zoom layer's screens (and at least half). One budget alone would let pages at fit
    /// fill the zoom layer's share while the reader is not zoomed: 27 pages held where reading
    /// needs 15 (`pdfjs_freeculture.pdf` at 1280x800, 42 MiB against 24).
    public static func wholePageBytes(ofBudget bytes: Int, viewport: Size) -> Int {
        let screen = max(viewport.width, 1) * max(viewport.height, 1)
        let zoomLayer = Int(zoomScreens * screen * Double(PixelBuffer.bytesPerPixel))
        return max(bytes - zoomLayer, bytes / 2)
    }
}
