import CSDL2
import FolioCore
import FolioPresenter

/// The window's heads-up display, shown with F2 (`ReaderChrome.showsHUD`): a few lines of live
/// figures in the top-left corner, taken again at most `refreshSeconds` apart.
final class HUD {
    private let panel = OverlayPanel(fontPoints: 13)
    private var refreshedAt = -Double.infinity
    private(set) var isVisible = false

    static let refreshSeconds = 0.25
    private static let marginPoints = 8.0

    /// Follows the chrome's switch; a HUD shown again takes fresh figures at once.
    func setVisible(_ visible: Bool) {
        if visible && !isVisible { refreshedAt = -.infinity }
        isVisible = visible
    }

    /// Whether the figures are due to be shown again, so the window should draw a frame.
    func isDue(at time: Double) -> Bool { isVisible && time - refreshedAt >= Self.refreshSeconds }

    /// Takes new figures if the last ones are old enough.
    func refresh(_ lines: @autoclosure () -> [String], at time: Double, renderer: OpaquePointer, density: Double)
        throws(SDLError)
    {
        guard isDue(at: time) else { return }
        refreshedAt = time
        try panel.show(lines(), renderer: renderer, density: density)
    }

    func draw(on renderer: OpaquePointer, viewport: Size, density: Double) {
        guard isVisible else { return }
        panel.draw(
            on: renderer, in: Rect(origin: .zero, size: viewport), placement: .topLeft,
            margin: Self.marginPoints * density)
    }
}
