/// Which keys ask for which command, following the habits readers bring from Evince, zathura and
/// Okular; the key list (`?`) and the table in docs/reader.md are made from it. Where a key means
/// one thing at fit and another on a zoomed page (arrows turn pages at fit and pan when zoomed),
/// both are here.
public struct KeyBinding: Sendable {
    /// Where a binding applies.
    public enum Context: Sendable { case always, atFit, zoomed }

    public let keys: [KeyPress]
    public let command: Command
    public let context: Context

    init(_ keys: [String], _ command: Command, _ context: Context = .always) {
        self.keys = keys.compactMap(KeyPress.init(written:))
        self.command = command
        self.context = context
    }

    /// The command `key` asks for on a page that is zoomed or not; nil for a key that means nothing.
    public static func command(for key: KeyPress, zoomed: Bool) -> Command? {
        all.first { binding in
            binding.keys.contains(key) && (binding.context == .always || (binding.context == .zoomed) == zoomed)
        }?.command
    }

    public static let all: [KeyBinding] = [
        KeyBinding(["Right", "l"], .pageRight, .atFit),
        KeyBinding(["Left", "h"], .pageLeft, .atFit),
        KeyBinding(["Down", "j"], .nextPage, .atFit),
        KeyBinding(["Up", "k"], .previousPage, .atFit),
        KeyBinding(["PageDown", "Space", "n"], .nextPage),
        KeyBinding(["PageUp", "shift+Space", "p", "Backspace"], .previousPage),
        KeyBinding(["Home"], .firstPage),
        KeyBinding(["End", "G"], .lastPage),
        KeyBinding(["g", "ctrl+g"], .goToPage),
        KeyBinding(["Right", "l"], .panRight, .zoomed),
        KeyBinding(["Left", "h"], .panLeft, .zoomed),
        KeyBinding(["Down", "j"], .panDown, .zoomed),
        KeyBinding(["Up", "k"], .panUp, .zoomed),
        KeyBinding(["+", "="], .zoomIn),
        KeyBinding(["-"], .zoomOut),
        KeyBinding(["0"], .fitPage),
        KeyBinding(["w"], .fitWidth),
        KeyBinding(["f", "F11"], .toggleFullscreen),
        KeyBinding(["i"], .toggleNightMode),
        KeyBinding(["F2"], .toggleHUD),
        KeyBinding(["t"], .toggleStrip),
        KeyBinding(["?"], .toggleKeyList),
        KeyBinding(["Escape"], .dismiss),
        KeyBinding(["q", "ctrl+w"], .quit),
        KeyBinding(["alt+Left", "ctrl+o"], .back),
        KeyBinding(["alt+Right", "ctrl+i"], .forward),
        KeyBinding(["Tab", "o"], .toggleOutline),
        KeyBinding(["/", "ctrl+f"], .search),
        KeyBinding(["v"], .toggleSelection),
        KeyBinding(["ctrl+c"], .copy),
        KeyBinding(["d"], .toggleSpreads),
        KeyBinding(["D"], .toggleCover),
        KeyBinding(["R"], .toggleRightToLeft),
        KeyBinding(["c"], .toggleTrim),
        KeyBinding(["ctrl+r"], .toggleRecolor),
        KeyBinding(["F5"], .togglePresentation),
        KeyBinding(["P"], .togglePresenter),
        KeyBinding(["a"], .highlight),
        KeyBinding(["u"], .underline),
        KeyBinding(["x"], .strikeOut),
        KeyBinding(["s"], .note),
        KeyBinding(["Delete"], .deleteMark),
        KeyBinding(["ctrl+z"], .undoMark),
        KeyBinding(["A"], .nextMarkColor),
        KeyBinding(["M"], .toggleMarks),
        KeyBinding(["ctrl+s"], .saveMarks),
        KeyBinding(["ctrl+S"], .saveMarksCopy),
    ]
}
