/// What the reader is asked to do by a key, a menu or a script, whatever key or button asked.
/// The SDL edge turns key codes into commands; scripts name keys, which `init(keyName:)` maps.
public enum Command: String, Sendable, CaseIterable, Codable {
    case nextPage, previousPage, firstPage, lastPage
    /// The next or previous zoom step (`ZoomView.zoomSteps`, with fit width among them).
    case zoomIn, zoomOut
    case fitPage, fitWidth
    case quit

    /// The command an SDL key name stands for, as gesture scripts spell keys; nil for other keys.
    public init?(keyName: String) {
        switch keyName {
        case "Right", "PageDown", "Space": self = .nextPage
        case "Left", "PageUp", "Backspace": self = .previousPage
        case "Home": self = .firstPage
        case "End": self = .lastPage
        case "plus": self = .zoomIn
        case "minus": self = .zoomOut
        case "0": self = .fitPage
        case "w": self = .fitWidth
        case "q", "Escape": self = .quit
        default: return nil
        }
    }

    /// Whether the command zooms, about a focus point when it has one.
    var zooms: Bool { [.zoomIn, .zoomOut, .fitPage, .fitWidth].contains(self) }
}
