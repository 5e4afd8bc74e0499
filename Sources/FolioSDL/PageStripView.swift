import CSDL2
import FolioCore
import FolioPresenter

/// Draws the page strip over the pages while it shows (`ComposedFrame.Strip`): a dark translucent
/// band above the bottom edge (`PageStrip.band`), each page in view as its thumbnail, or until that
/// is ready a light placeholder in its page's shape, and a frame round the current page.
struct PageStripView {
    private static let bandAlpha: UInt8 = 0xB0
    private static let placeholderGrey: UInt8 = 0xC8
    /// The current page's frame: a blue that reads on white pages and on the dark band.
    private static let markColour: (r: UInt8, g: UInt8, b: UInt8) = (0x2F, 0x8F, 0xFF)
    private static let markPoints = 3.0

    func draw(_ strip: ComposedFrame.Strip, screen: Rect, density: Double, on renderer: OpaquePointer) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, Self.bandAlpha)
        var band = SDL_Rect(strip.band)
        SDL_RenderFillRect(renderer, &band)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        for cell in strip.cells {
            if let image = cell.image {
                image.draw(on: renderer, pageOrigin: cell.placed.origin, scale: cell.scale, screen: screen)
            } else {
                var placeholder = SDL_Rect(cell.placed)
                SDL_SetRenderDrawColor(renderer, Self.placeholderGrey, Self.placeholderGrey, Self.placeholderGrey, 0xFF)
                SDL_RenderFillRect(renderer, &placeholder)
            }
            if cell.isCurrent { mark(cell.placed, density: density, on: renderer) }
        }
    }

    /// A frame just outside the current page's thumbnail.
    private func mark(_ placed: Rect, density: Double, on renderer: OpaquePointer) {
        let width = (Self.markPoints * density).rounded()
        let outer = Rect(
            x: placed.minX - width, y: placed.minY - width, width: placed.width + 2 * width,
            height: placed.height + 2 * width)
        SDL_SetRenderDrawColor(renderer, Self.markColour.r, Self.markColour.g, Self.markColour.b, 0xFF)
        var sides = [
            SDL_Rect(Rect(x: outer.minX, y: outer.minY, width: outer.width, height: width)),
            SDL_Rect(Rect(x: outer.minX, y: placed.maxY, width: outer.width, height: width)),
            SDL_Rect(Rect(x: outer.minX, y: placed.minY, width: width, height: placed.height)),
            SDL_Rect(Rect(x: placed.maxX, y: placed.minY, width: width, height: placed.height)),
        ]
        SDL_RenderFillRects(renderer, &sides, Int32(sides.count))
    }
}
