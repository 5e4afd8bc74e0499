/// Marks in the reader: made over the selected text, notes at the pointer, the panel that lists
/// them, deleting, editing and undoing, and saving them.
extension ReaderModel {
    /// The selected text gets a mark of `kind` in the current colour, and the selection ends; with
    /// nothing selected the reader says how to select.
    mutating func markSelection(_ kind: MarkKind) {
        guard let drag = selection.drag, let selected = selection.selection(onPage: drag.page), !selected.isEmpty
        else {
            marks.message = "Select text first: v, then drag over it"
            return
        }
        marks.add(
            Mark(
                kind: kind, page: drag.page, color: marks.color, quads: selected.rectangles.map(Quad.init),
                text: selected.text))
        selection.clear()
    }

    /// `s`: the text of the mark under `point` (window pixels) to edit, or else a new note there.
    mutating func editNote(at point: Point) {
        guard let (page, pagePoint) = pagePoint(under: point) else { return }
        if let listed = marks.mark(at: pagePoint, onPage: page) {
            noteEditor = NoteEditor(.existing(listed))
        } else {
            noteEditor = NoteEditor(
                .new(page: page, area: NoteEditor.iconArea(at: pagePoint, pageSize: pageSizes[page])))
        }
    }

    /// A click on a note shows its text, to read or edit; false when no note is under `point`.
    mutating func openNote(at point: Point) -> Bool {
        guard let (page, pagePoint) = page(at: point),
            let listed = marks.mark(at: pagePoint, onPage: page), listed.mark.kind == .note
        else { return false }
        noteEditor = NoteEditor(.existing(listed))
        return true
    }

    /// A key while a note's text is typed; false when no note is being typed.
    mutating func pressInNoteEditor(_ key: KeyPress) -> Bool {
        guard var editor = noteEditor else { return false }
        switch editor.press(key) {
        case .editing: noteEditor = editor
        case .cancelled: noteEditor = nil
        case .done(let text):
            noteEditor = nil
            switch editor.target {
            case .new(let page, let area):
                guard !text.isEmpty else { return true }
                marks.add(Mark(kind: .note, page: page, color: marks.color, contents: text, quads: [Quad(area)]))
            case .existing(let listed): marks.setContents(text, of: listed)
            case .field(let field): marks.fill(field, with: .text(text))
            }
            listMarks()
        }
        return true
    }

    /// Delete: the mark under `point` (window pixels) goes (from the file with the next save).
    mutating func deleteMark(at point: Point) {
        guard let (page, pagePoint) = pagePoint(under: point), let listed = marks.mark(at: pagePoint, onPage: page)
        else {
            marks.message = "No mark under the pointer to delete"
            return
        }
        marks.delete(listed)
    }

    /// `A`: the next colour of the palette for the marks made from now on.
    mutating func nextMarkColor() {
        let palette = MarkColor.palette
        let next = palette[((palette.firstIndex(of: marks.color) ?? -1) + 1) % palette.count]
        marks.color = next
        marks.message = "New marks in \(MarkColor.names[next] ?? next.hex)"
    }

    mutating func undoMarkChange() {
        marks.undo()
        listMarks()
    }

    /// `M`: the marks panel opens on the marks read so far, every page's asked for the first time.
    mutating func toggleMarkPanel() {
        if markPanel.isOpen { return markPanel.close() }
        outline.isOpen = false
        markPanel.open(rowsPerPage: outlineLayout.rowsPerPage)
        if !marks.everyPageRead { everyPageMarksAsked = true }
        listMarks()
    }

    /// A key while the marks panel is open; false when it is closed.
    mutating func pressInMarkPanel(_ key: KeyPress) -> Bool {
        guard markPanel.isOpen else { return false }
        switch (key.name, key.ctrl) {
        case ("M", false): markPanel.close()
        case ("Delete", false), ("d", false):
            if let listed = markPanel.selected { marks.delete(listed) }
        case ("e", false), ("s", false):
            if let listed = markPanel.selected { noteEditor = NoteEditor(.existing(listed)) }
        case ("z", true): marks.undo()
        case ("s", true): saveMarks()
        case ("S", true): saveMarks(asCopy: true)
        default: followMarkPanel(markPanel.press(key, rowsPerPage: outlineLayout.rowsPerPage))
        }
        listMarks()
        return true
    }

    /// A click on the open marks panel: on a row, goes to its mark; false for a click outside it.
    mutating func clickInMarkPanel(at point: Point) -> Bool {
        let layout = outlineLayout
        guard markPanel.isOpen, layout.contains(point) else { return false }
        let count = markPanel.rows.visibleRows.count, first = markPanel.rows.firstRow
        if let hit = layout.row(at: point, depthOfRow: { first + $0 < count ? 0 : nil }) {
            followMarkPanel(markPanel.click(row: first + hit.row))
        }
        return true
    }

    /// The wheel over the open marks panel scrolls it; elsewhere it is the pages'.
    mutating func wheelInMarkPanel(_ turn: WheelTurn) -> Bool {
        guard markPanel.isOpen, !turn.zooms, let focus = turn.focus, outlineLayout.contains(focus) else { return false }
        markPanel.scroll(by: Int((-turn.dy * 3).rounded()))
        return true
    }

    private mutating func followMarkPanel(_ outcome: OutlinePanel.Outcome) {
        switch outcome {
        case .handled: break
        case .close: markPanel.close()
        case .jump(let entry):
            markPanel.close()
            if let destination = markPanel.rows.entries?[entry].destination { jump(to: destination) }
        }
    }

    /// The panel's rows follow the marks (kept while it is closed: it opens at once).
    mutating func listMarks() {
        if markPanel.isOpen || !markPanel.listed.isEmpty { markPanel.list(marks.listed) }
    }

    /// The file's marks on `page` were read (with its links).
    mutating func learnMarks(_ read: [Mark], onPage page: Int) {
        guard !marks.everyPageRead else { return }
        marks.learn(read, onPage: page)
        listMarks()
    }

    /// Every page's marks were read, for the panel.
    mutating func learnEveryPageMarks(_ read: [Int: [Mark]]) {
        marks.learnEveryPage(read)
        listMarks()
    }

    /// Ctrl+S: the unsaved changes go to the host to be written into the file, or with Ctrl+Shift+S
    /// into a copy (`ReaderEffect.saveMarks`).
    mutating func saveMarks(asCopy: Bool = false) {
        if let changes = marks.beginSave() {
            marksToSave = (changes, asCopy)
        } else if !marks.hasUnsavedChanges {
            marks.message = "No marks to save"
        }
    }

    /// Quit, unless changes are unsaved: then the window asks first (`QuitPrompt`); asked again
    /// (a second `q`, the window closed again), quits, the journal keeping them.
    mutating func quitUnlessMarksAreUnsaved() {
        if marks.hasUnsavedChanges, !marks.asksToQuit {
            marks.asksToQuit = true
        } else {
            chrome.quitRequested = true
        }
    }

    /// A key while the window asks before quitting; false when it does not ask.
    mutating func pressInQuitPrompt(_ key: KeyPress) -> Bool {
        guard marks.asksToQuit else { return false }
        marks.asksToQuit = false
        switch QuitPrompt.outcome(of: key) {
        case .stay: break
        case .quit: chrome.quitRequested = true
        case .saveThenQuit:
            saveMarks()
            marks.quitsOnceSaved = marksToSave != nil || !marks.saving.isEmpty
            if !marks.quitsOnceSaved { chrome.quitRequested = true }
        }
        return true
    }

    /// A save ended: a quit that waited for it goes ahead, unless it failed.
    mutating func endSave(failure: String?) {
        marks.endSave(failure: failure)
        if marks.quitsOnceSaved {
            marks.quitsOnceSaved = false
            if failure == nil { chrome.quitRequested = true }
        }
        listMarks()
    }
}
