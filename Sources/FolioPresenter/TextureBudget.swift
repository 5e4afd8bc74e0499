import FolioCore
import FolioRender

/// The bytes of page textures the reader keeps when the user names no budget (`--cache-mb`):
/// what reading needs, counted in screens of the window's device pixels, so that a small window
/// holds little and a large one what it must. A page at fit is at most a screen.
public enum TextureBudget {
    /// Pages flipped back over that stay crisp, beyond the slot behind.
    public static let pagesBehind = 4

    /// The three slots, the pages a run of flicks renders ahead, the pages behind, and the zoom
    /// layer with the regions on their way to it: 19.5 screens.
    public static var screens: Double {
        Double(SlotPager.slotCount + RenderPlanner.flickingPrefetchPages + pagesBehind)
            + ZoomLayer.budgetScreens + ZoomLayer.transitScreens
    }

    /// Never less, whatever the window: a tiny window's pages are still worth keeping.
    public static let minimumBytes = 32 << 20
    /// Never more: the fixed budget the reader had before the budget followed the window.
    public static let maximumBytes = 256 << 20

    /// The budget for a window of `viewport` device pixels: 76 MiB at 1280x800, 155 MiB at
    /// 1920x1080, 256 MiB from about 2600x1600 up.
    public static func bytes(forViewport viewport: Size) -> Int {
        let screen = max(viewport.width, 1) * max(viewport.height, 1) * Double(PixelBuffer.bytesPerPixel)
        return min(max(Int(screen * screens), minimumBytes), maximumBytes)
    }
}
