import CSDL2
import FolioCore
import FolioRender

/// One layer of pixels a page slot owns (the whole page at fit, or a crisp region at the current
/// zoom), tagged with the page, generation, scale and region they were rendered for. The texture is
/// recycled with the slot; the tag decides whether it may be shown.
final class SlotLayer {
    private(set) var texture: SDLTexture?
    private(set) var page: Int?
    private(set) var generation: UInt64 = 0
    /// Device pixels per point the pixels were rendered at.
    private(set) var scale: Double = 0
    /// Which pixels of the page, rendered at `scale`, the texture holds.
    private(set) var region = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// How long the worker took to render them.
    private(set) var renderSeconds: Double = 0

    /// True when the pixels belong to exactly this assignment of the slot.
    func matches(_ slot: PageSlot) -> Bool {
        texture != nil && slot.page != nil && page == slot.page && generation == slot.generation
    }

    /// True when the pixels are this assignment's, at `scale`, and cover all of `pixels`.
    func covers(_ pixels: PixelRect, of slot: PageSlot, at scale: Double) -> Bool {
        matches(slot) && self.scale == scale && pixels.intersection(region) == pixels
    }

    /// Replaces the pixels with a finished render; reuses the texture when the size allows.
    func store(_ image: PixelBuffer, for result: RenderResult, renderer: OpaquePointer) throws(SDLError) {
        if let texture, texture.width == image.width, texture.height == image.height {
            try texture.replace(with: image)
        } else {
            texture = nil  // Free the old pixels before the new ones are allocated.
            texture = try SDLTexture(renderer: renderer, image: image)
        }
        let request = result.request
        page = request.page
        generation = request.tag
        scale = request.scale
        // The worker cuts a region to the page, so its pixels start at the region's clamped corner.
        region = PixelRect(
            x: max(request.region?.x ?? 0, 0), y: max(request.region?.y ?? 0, 0),
            width: image.width, height: image.height)
        renderSeconds = result.renderSeconds
    }

    /// Lets the pixels go: the layer is not wanted for a while.
    func release() {
        texture = nil
        page = nil
    }

    /// Draws the layer for a page now shown at `scale` with its top-left corner at `origin`
    /// (window pixels), clipped to `screen`. Only the texture's pixels that land on screen are
    /// sampled, so a small texture magnified 64 times is still placed to the pixel.
    func draw(on renderer: OpaquePointer, pageOrigin origin: Point, scale: Double, screen: Rect) {
        guard let texture, self.scale > 0 else { return }
        let magnification = scale / self.scale
        let placed = Rect(
            x: origin.x + Double(region.x) * magnification, y: origin.y + Double(region.y) * magnification,
            width: Double(region.width) * magnification, height: Double(region.height) * magnification)
        guard let shown = placed.intersection(screen) else { return }
        // The texels under the shown part, widened to whole texels, and where those land.
        let source = PixelRect(covering: Rect(
            x: (shown.minX - placed.minX) / magnification, y: (shown.minY - placed.minY) / magnification,
            width: shown.width / magnification, height: shown.height / magnification))
            .intersection(PixelRect(x: 0, y: 0, width: texture.width, height: texture.height))
        guard let source else { return }
        var sourceRect = SDL_Rect(x: Int32(source.x), y: Int32(source.y), w: Int32(source.width), h: Int32(source.height))
        var destination = SDL_FRect(
            x: Float(placed.minX + Double(source.x) * magnification),
            y: Float(placed.minY + Double(source.y) * magnification),
            w: Float(Double(source.width) * magnification), h: Float(Double(source.height) * magnification))
        SDL_RenderCopyF(renderer, texture.texture, &sourceRect, &destination)
    }
}
