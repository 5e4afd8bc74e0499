import CSDL2
import FolioCore

/// Draws the page strip over the pages while it shows: a dark translucent band above the bottom
/// edge (`PageStrip.band`), each page in view as its thumbnail from the texture cache, or until
/// that is ready a light placeholder in its page's shape, and a frame round the current page. What
/// it reports is checked as the compositor checks slots: a cell that drew another page's
/// thumbnail makes the frame stale.
struct PageStripView {
    private static let bandAlpha: UInt8 = 0xB0
    private static let placeholderGrey: UInt8 = 0xC8
    /// The current page's frame: a blue that reads on white pages and on the dark band.
    private static let markColour: (r: UInt8, g: UInt8, b: UInt8) = (0x2F, 0x8F, 0xFF)
    private static let markPoints = 3.0

    /// What the strip drew in one frame.
    struct Frame {
        /// The thumbnails drawn: kept from eviction until the next frame.
        var images: [CachedImage] = []
        /// Pages in view, and how many of them showed their thumbnail.
        var cells = 0
        var ready = 0
        /// Some cell drew a thumbnail of another page.
        var stale = false
    }

    func draw(_ model: ReaderModel, from textures: TextureCache, on renderer: OpaquePointer) -> Frame {
        var frame = Frame()
        let strip = model.stripLayout
        let position = model.stripPosition
        let screen = Rect(origin: .zero, size: model.viewport)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, Self.bandAlpha)
        var band = SDL_Rect(strip.band)
        SDL_RenderFillRect(renderer, &band)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        guard let pages = strip.visiblePages(position: position) else { return frame }
        for page in pages {
            let placed = strip.thumbnailFrame(of: model.pageSizes[page], in: strip.cell(ofPage: page, position: position))
            frame.cells += 1
            if let key = ThumbnailPlanner.key(ofPage: page, in: model), let image = textures.thumbnail(key) {
                image.draw(on: renderer, pageOrigin: placed.origin, scale: key.scale, screen: screen)
                frame.images.append(image)
                frame.ready += 1
                if image.page != page { frame.stale = true }
            } else {
                var placeholder = SDL_Rect(placed)
                SDL_SetRenderDrawColor(renderer, Self.placeholderGrey, Self.placeholderGrey, Self.placeholderGrey, 0xFF)
                SDL_RenderFillRect(renderer, &placeholder)
            }
            if page == model.currentPage { mark(placed, density: model.density, on: renderer) }
        }
        return frame
    }

    /// A frame just outside the current page's thumbnail.
    private func mark(_ placed: Rect, density: Double, on renderer: OpaquePointer) {
        let width = (Self.markPoints * density).rounded()
        let outer = Rect(
            x: placed.minX - width, y: placed.minY - width, width: placed.width + 2 * width, height: placed.height + 2 * width)
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
