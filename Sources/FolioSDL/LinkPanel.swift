import FolioCore
import FolioPresenter

/// The small panel at the window's foot, left, saying where the hovered link leads: a page, a URI
/// (which only Ctrl+click opens), or what an unsupported link is. Main thread only.
final class LinkPanel {
    private let panel = OverlayPanel(fontPoints: 13)

    private static let marginPoints = 10.0

    func draw(_ model: ReaderModel, on renderer: OpaquePointer) throws(SDLError) {
        guard let link = model.hoveredLink else { return }
        try panel.show([link.target.hoverText], renderer: renderer, density: model.density)
        panel.draw(
            on: renderer, in: Rect(origin: .zero, size: model.viewport), placement: .bottomLeft,
            margin: Self.marginPoints * model.density)
    }
}
