import CSDL2
import FolioCore
import FolioRender

/// A few lines of text on a dark panel in the middle of the window: the window's messages when it
/// shows no pages (an error, the password prompt). Drawn by cairo into a texture, again only when
/// the lines or the pixel density change.
final class MessagePanel {
    private var texture: SDLTexture?
    private var shown: (lines: [String], density: Double)?

    private static let fontPoints = 16.0

    /// Draws `lines` centred in `viewport` (device pixels).
    func draw(_ lines: [String], on renderer: OpaquePointer, viewport: Size, density: Double) throws(SDLError) {
        if shown?.lines != lines || shown?.density != density || texture == nil {
            let image = TextImage.render(lines: lines, fontSize: Self.fontPoints * density)
            let texture = try SDLTexture(renderer: renderer, width: image.width, height: image.height, blended: true)
            try texture.upload(image, rows: 0..<image.height)
            self.texture = texture
            shown = (lines, density)
        }
        guard let texture else { return }
        var destination = SDL_Rect(
            x: Int32((viewport.width - Double(texture.width)) / 2), y: Int32((viewport.height - Double(texture.height)) / 2),
            w: Int32(texture.width), h: Int32(texture.height))
        SDL_RenderCopy(renderer, texture.texture, nil, &destination)
    }
}
