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
    ]

    /// The key list, a line per command: the keys, then what they do.
    public static var helpLines: [(keys: String, action: String)] {
        [
            ("Right  Down  j  l  PageDown  Space  n", "next page (arrows, hjkl pan a zoomed page)"),
            ("Left  Up  k  h  PageUp  Shift+Space  p  Backspace", "previous page"),
            ("Home  gg  /  End  G", "first page  /  last page"),
            ("g  Ctrl+G", "go to page: number or label, Enter"),
            ("+  =  /  -", "zoom in  /  out"),
            ("0  /  w", "fit page  /  fit width"),
            ("Ctrl+wheel  double click", "zoom at the pointer"),
            ("drag  middle drag  wheel", "turn pages, pan a zoomed page"),
            ("click left or right fifth", "previous or next page"),
            ("f  F11", "fullscreen"),
            ("i", "night mode"),
            ("F2", "frame figures (HUD)"),
            ("F3", "save the session's figures, plot and trace to a folder"),
            ("t", "page strip (drag along it, or click a page)"),
            ("Tab  o", "outline: arrows, Enter or a click go, Escape closes"),
            ("click a link  /  Ctrl+click", "follow it  /  open a web link (hover shows where)"),
            ("Alt+Left  Ctrl+O  /  Alt+Right  Ctrl+I", "back  /  forward over jumps"),
            ("/  Ctrl+F", "search: type, Enter; n  N go to the next, previous match"),
            ("v  Shift+drag  /  Ctrl+C", "select text  /  copy it"),
            ("d  /  D", "two pages side by side  /  the cover page alone"),
            ("R", "right to left: the next page is on the left"),
            ("c", "trim the white margins: each page cropped to its content"),
            ("Ctrl+R", "recolour the pages (--recolor's colours), or back"),
            ("F5  /  Escape", "present: fullscreen slides  /  leave"),
            ("presenting: b  .  /  w  ,  /  T", "black  /  white screen (any key back)  /  transitions off, on"),
            ("P", "presenter window: this and the next page, the time, the clock"),
            ("?", "this list"),
            ("q  Ctrl+W  Escape", "quit (Escape closes a prompt first)"),
        ]
    }
}
