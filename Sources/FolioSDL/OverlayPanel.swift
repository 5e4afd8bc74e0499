import CSDL2
import FolioCore
import FolioPresenter
import FolioRender

/// Lines of text on a dark panel over the pages (the page indicator, the go-to-page prompt, the key
/// list, the HUD, an error) or in a window without pages (an error, the password prompt), drawn by cairo into a texture only when the lines change, so showing it
/// costs a texture copy per frame.
final class OverlayPanel {
    private var shown: (lines: [String], density: Double)?
    private var texture: SDLTexture?
    private let fontPoints: Double

    init(fontPoints: Double) {
        self.fontPoints = fontPoints
    }

    /// Where a panel goes in a rectangle of the window.
    enum Placement {
        case topLeft, bottomLeft, bottomCentre, centre
    }

    /// Takes `lines`; the texture is made again only when they (or the pixel density) changed.
    func show(_ lines: [String], renderer: OpaquePointer, density: Double) throws(SDLError) {
        guard shown?.lines != lines || shown?.density != density || texture == nil else { return }
        shown = (lines, density)
        let image = TextImage.render(lines: lines, fontSize: fontPoints * density)
        let texture = try SDLTexture(renderer: renderer, width: image.width, height: image.height, blended: true)
        try texture.fill(image, rows: 0..<image.height)
        self.texture = texture
    }

    /// Lets go of the texture: before its renderer is destroyed.
    func release() {
        texture = nil
        shown = nil
    }

    /// Draws the panel `placement` in `area` (device pixels), `margin` in from its edges, `opacity` from 0 to 1.
    func draw(on renderer: OpaquePointer, in area: Rect, placement: Placement, margin: Double, opacity: Double = 1) {
        guard let texture, opacity > 0 else { return }
        let width = Double(texture.width), height = Double(texture.height)
        let origin: Point
        switch placement {
        case .topLeft: origin = Point(x: area.minX + margin, y: area.minY + margin)
        case .bottomLeft: origin = Point(x: area.minX + margin, y: area.maxY - margin - height)
        case .bottomCentre: origin = Point(x: area.minX + (area.width - width) / 2, y: area.maxY - margin - height)
        case .centre: origin = Point(x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2)
        }
        var destination = SDL_Rect(Rect(origin: origin, size: Size(width: width, height: height)))
        SDL_SetTextureAlphaMod(texture.texture, UInt8((min(opacity, 1) * 255).rounded()))
        SDL_RenderCopy(renderer, texture.texture, nil, &destination)
    }
}
