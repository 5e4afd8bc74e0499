/// A line of the key list (`?`): groups of keys, each the keys bound to some commands (as the
/// `KeyMap` binds them now) and words for what is no key (a click, a wheel), then what they do.
struct KeyListRow: Sendable {
    enum Piece: Sendable {
        case keys([Command])
        case text(String)
    }

    let groups: [[Piece]]
    let action: String

    init(_ groups: [[Piece]], _ action: String) {
        self.groups = groups
        self.action = action
    }

    /// The commands whose keys the row shows.
    var commands: [Command] {
        groups.flatMap { $0 }.flatMap { piece -> [Command] in
            if case .keys(let commands) = piece { return commands }
            return []
        }
    }

    /// The keys column, groups parted by " / "; a group whose keys were all taken away says so.
    func keysText(in map: KeyMap) -> String {
        groups.map { group in
            let words = group.map { piece -> String in
                switch piece {
                case .keys(let commands): KeyMap.text(of: map.keys(for: commands))
                case .text(let text): text
                }
            }.filter { !$0.isEmpty }
            return words.isEmpty ? "(no key)" : words.joined(separator: "  ")
        }.joined(separator: "  /  ")
    }

    static let all: [KeyListRow] = [
        KeyListRow([[.keys([.pageRight, .nextPage])]], "next page (arrows, hjkl pan a zoomed page)"),
        KeyListRow([[.keys([.pageLeft, .previousPage])]], "previous page"),
        KeyListRow([[.keys([.firstPage]), .text("gg")], [.keys([.lastPage])]], "first page  /  last page"),
        KeyListRow([[.keys([.goToPage])]], "go to page: number or label, Enter"),
        KeyListRow([[.keys([.zoomIn])], [.keys([.zoomOut])]], "zoom in  /  out"),
        KeyListRow([[.keys([.fitPage])], [.keys([.fitWidth])]], "fit page  /  fit width"),
        KeyListRow([[.text("Ctrl+wheel  double click")]], "zoom at the pointer"),
        KeyListRow([[.text("drag  middle drag  wheel")]], "turn pages, pan a zoomed page"),
        KeyListRow([[.text("click left or right fifth")]], "previous or next page"),
        KeyListRow([[.keys([.toggleFullscreen])]], "fullscreen"),
        KeyListRow([[.keys([.toggleNightMode])]], "night mode"),
        KeyListRow([[.keys([.toggleHUD])]], "frame figures (HUD)"),
        KeyListRow([[.text("F3")]], "save the session's figures, plot and trace to a folder"),
        KeyListRow([[.keys([.toggleStrip])]], "page strip (drag along it, or click a page)"),
        KeyListRow([[.keys([.toggleOutline])]], "outline: arrows, Enter or a click go, Escape closes"),
        KeyListRow(
            [[.text("click a form field")], [.text("Tab  Shift+Tab")]],
            "fill it  /  the next, previous field (Enter or Space fills it)"),
        KeyListRow(
            [[.text("click a link")], [.text("Ctrl+click")]], "follow it  /  open a web link (hover shows where)"),
        KeyListRow([[.keys([.back])], [.keys([.forward])]], "back  /  forward over jumps"),
        KeyListRow([[.keys([.search])]], "search: type, Enter; n  N go to the next, previous match"),
        KeyListRow([[.keys([.toggleSelection]), .text("Shift+drag")], [.keys([.copy])]], "select text  /  copy it"),
        KeyListRow(
            [[.keys([.highlight])], [.keys([.underline])], [.keys([.strikeOut])]],
            "mark the selected text: highlight  /  underline  /  strike out"),
        KeyListRow([[.keys([.nextMarkColor])]], "the next colour for new marks"),
        KeyListRow(
            [[.keys([.note])], [.text("click a note")]], "a note at the pointer (Enter keeps it)  /  read and edit it"),
        KeyListRow([[.keys([.deleteMark])], [.keys([.undoMark])]], "delete the mark under the pointer  /  undo"),
        KeyListRow([[.keys([.toggleMarks])]], "marks panel: Enter goes, Delete deletes, e edits the text"),
        KeyListRow(
            [[.keys([.saveMarks])], [.keys([.saveMarksCopy])]],
            "save the marks into the PDF  /  into a copy beside it (q asks first)"),
        KeyListRow(
            [[.keys([.toggleSpreads])], [.keys([.toggleCover])]], "two pages side by side  /  the cover page alone"),
        KeyListRow([[.keys([.toggleRightToLeft])]], "right to left: the next page is on the left"),
        KeyListRow([[.keys([.toggleTrim])]], "trim the white margins: each page cropped to its content"),
        KeyListRow([[.keys([.toggleRecolor])]], "recolour the pages (--recolor's colours), or back"),
        KeyListRow([[.keys([.togglePresentation])], [.text("Escape")]], "present: fullscreen slides  /  leave"),
        KeyListRow(
            [[.text("presenting: b  .")], [.text("w  ,")], [.text("T")]],
            "black  /  white screen (any key back)  /  transitions off, on"),
        KeyListRow([[.keys([.togglePresenter])]], "presenter window: this and the next page, the time, the clock"),
        KeyListRow([[.keys([.toggleKeyList])]], "this list"),
        KeyListRow([[.keys([.quit, .dismiss])]], "quit (Escape closes a prompt first)"),
    ]
}
