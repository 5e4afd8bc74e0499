import FolioCore
import FolioPresenter

/// A panel of a few lines at the bottom left of the window for a few seconds (where F3 saved the
/// session, or why it could not). The window asks `expired(at:)` each pass so that it draws one
/// more frame to take the panel away.
final class TimedNotice {
    private let panel = OverlayPanel(fontPoints: 14)
    private var lines: [String] = []
    private var until = -Double.infinity
    private var isShown = false

    static let seconds = 4.0
    private static let marginPoints = 8.0

    func show(_ lines: [String], at time: Double) {
        self.lines = lines
        until = time + Self.seconds
        isShown = true
    }

    /// True once, when a panel shown has run its time: the frame that hides it is due.
    func expired(at time: Double) -> Bool {
        guard isShown, time >= until else { return false }
        isShown = false
        return true
    }

    func draw(on renderer: OpaquePointer, viewport: Size, density: Double) throws(SDLError) {
        guard isShown else { return }
        try panel.show(lines, renderer: renderer, density: density)
        panel.draw(
            on: renderer, in: Rect(origin: .zero, size: viewport), placement: .bottomLeft,
            margin: Self.marginPoints * density)
    }
}
