/// What the reader is asked to do by a key, a click or a script, whatever key or button asked.
/// `KeyBinding` says which keys ask for which command.
public enum Command: String, Sendable, CaseIterable, Codable {
    case nextPage, previousPage, firstPage, lastPage
    /// The next or previous zoom step (`ZoomView.zoomSteps`, with fit width among them).
    case zoomIn, zoomOut
    case fitPage, fitWidth
    /// A zoomed page moves by a key's step; at its edge the page turns instead.
    case panLeft, panRight, panUp, panDown
    /// Opens the go-to-page prompt.
    case goToPage
    case toggleFullscreen, toggleNightMode, toggleHUD, toggleKeyList
    /// Escape: closes what is open over the page (the prompt, the key list), or quits when nothing is.
    case dismiss
    /// Shows or hides the page strip.
    case toggleStrip
    case quit

    /// Whether the command zooms, about a focus point when it has one.
    var zooms: Bool { [.zoomIn, .zoomOut, .fitPage, .fitWidth].contains(self) }
}
