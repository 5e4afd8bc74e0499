/// Marks made over the selected text, and saving them.
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

    /// Ctrl+S: the unsaved marks go to the host to be written into the file (`ReaderEffect.saveMarks`).
    mutating func saveMarks() {
        if let marks = marks.beginSave() {
            marksToSave = marks
        } else if !marks.hasUnsavedChanges {
            marks.message = "No marks to save"
        }
    }

    /// Quit, unless marks are unsaved and this is the first ask.
    mutating func quitUnlessMarksAreUnsaved() {
        if marks.mayQuit() { chrome.quitRequested = true }
    }
}
