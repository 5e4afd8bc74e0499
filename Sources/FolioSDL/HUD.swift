import CSDL2
import FolioCore
import FolioRender

/// The window's heads-up display, toggled with F2: a few lines of live figures in the top-left
/// corner. The text is drawn by cairo into a texture, again only when the lines change and at most
/// `refreshSeconds` apart, so showing it costs a texture copy per frame.
final class HUD {
    private(set) var isVisible = false
    private var texture: SDLTexture?
    private var lines: [String] = []
    private var refreshedAt = -Double.infinity

    static let refreshSeconds = 0.25
    private static let fontPoints = 13.0
    private static let marginPoints = 8.0

    func toggle() {
        isVisible.toggle()
        refreshedAt = -.infinity
    }

    /// Whether the figures are due to be shown again, so the window should draw a frame.
    func isDue(at time: Double) -> Bool { isVisible && time - refreshedAt >= Self.refreshSeconds }

    /// Takes new figures if the last ones are old enough.
    func refresh(_ newLines: @autoclosure () -> [String], at time: Double, renderer: OpaquePointer, density: Double)
        throws(SDLError) {
        guard isDue(at: time) else { return }
        refreshedAt = time
        let next = newLines()
        guard next != lines || texture == nil else { return }
        lines = next
        let image = TextImage.render(lines: lines, fontSize: Self.fontPoints * density)
        let texture = try SDLTexture(renderer: renderer, width: image.width, height: image.height, blended: true)
        try texture.upload(image, rows: 0..<image.height)
        self.texture = texture
    }

    func draw(on renderer: OpaquePointer, density: Double) {
        guard isVisible, let texture else { return }
        let margin = Int32(Self.marginPoints * density)
        var destination = SDL_Rect(x: margin, y: margin, w: Int32(texture.width), h: Int32(texture.height))
        SDL_RenderCopy(renderer, texture.texture, nil, &destination)
    }
}
