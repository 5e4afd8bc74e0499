import FolioCore
import FolioRender

/// The pixels a page slot owns, tagged with the page and generation they were rendered for.
/// The texture is recycled with the slot; the tag decides whether it may be shown.
final class SlotContent {
    private(set) var texture: SDLTexture?
    private(set) var page: Int?
    private(set) var generation: UInt64 = 0
    /// Device pixels per point the pixels were rendered at: a resized window wants them again.
    private(set) var scale: Double = 0

    /// True when the pixels belong to exactly this assignment of the slot.
    func matches(_ slot: PageSlot) -> Bool {
        texture != nil && slot.page != nil && page == slot.page && generation == slot.generation
    }

    /// Replaces the pixels with `image`, rendered for `page` at `generation` and `scale`; reuses the
    /// texture when the size allows.
    func store(_ image: PixelBuffer, page: Int, generation: UInt64, scale: Double, renderer: OpaquePointer) throws(SDLError) {
        if let texture, texture.width == image.width, texture.height == image.height {
            try texture.replace(with: image)
        } else {
            texture = try SDLTexture(renderer: renderer, image: image)
        }
        self.page = page
        self.generation = generation
        self.scale = scale
    }
}
