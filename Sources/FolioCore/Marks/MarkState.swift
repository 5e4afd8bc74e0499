/// The document's marks in the reader: those the file holds (as its pages are read), the changes
/// made since it was opened or last saved (drawn over the pages at once, shown by the title's `*`,
/// kept in a journal as they change through `ReaderEffect.marksChanged`, written by a save), the
/// colour marks are made in, and asking before quitting with changes unsaved.
public struct MarkState: Sendable, Equatable {
    /// Changes made since the file was opened or last saved, marks made in the order they were made.
    public private(set) var unsaved = MarkChanges()
    /// Changes a save is writing: its marks are still drawn while it runs.
    public private(set) var saving = MarkChanges()
    /// Changes saved: still drawn until the file read again (a new model) shows them, so that no
    /// frame between the save's answer and the reload lacks them.
    public private(set) var saved = MarkChanges()
    /// The marks the file holds, by page, for the pages read so far.
    public private(set) var inFile: [Int: [Mark]] = [:]
    /// Every page's marks have been read (the panel lists them).
    public private(set) var everyPageRead = false
    /// The unsaved changes before each change since the last save, latest last: Ctrl+Z goes back.
    private var undoSteps: [MarkChanges] = []
    /// The colour the next mark is made in.
    public var color = MarkColor.palette[0]
    /// Quitting was asked with changes unsaved: the window asks what to do with them (`QuitPrompt`).
    public internal(set) var asksToQuit = false
    /// The save under way was asked for by quitting: the reader quits once it is done.
    var quitsOnceSaved = false
    /// What the reader has to say of its marks (nothing to mark, saved, the save's failure), until
    /// the effects hand it to the window (`ReaderEffect.say`).
    var message: String?

    public init() {}

    /// Changes not in the file: made, or being saved.
    public var hasUnsavedChanges: Bool { !unsaved.isEmpty || !saving.isEmpty }
    /// Every change not in the file yet, as the journal keeps them.
    public var notInFile: MarkChanges { saving.followed(by: unsaved) }
    /// Every change the pages shown do not show yet: saved, being saved, unsaved.
    private var notShown: MarkChanges { saved.followed(by: saving).followed(by: unsaved) }
    /// The marks made that the pages shown lack, to draw over them.
    public var shown: [Mark] { notShown.added }
    /// The file's marks that are to go, drawn crossed out until the pages shown lack them.
    public var removing: [Mark] { notShown.removed }
    /// Values given to form fields that the pages shown lack, oldest first.
    public var fills: [FieldFill] { notShown.filled }

    /// Every mark known, the file's and the new ones, changes applied, in reading order.
    public var listed: [ListedMark] {
        let removed = Set(removing)
        var contents: [Mark: String] = [:]
        for edit in notShown.edited { contents[edit.mark] = edit.contents }
        var listed: [ListedMark] = []
        for (_, marks) in inFile {
            for mark in marks where !removed.contains(mark) {
                var shown = mark
                if let text = contents[mark] { shown.contents = text }
                listed.append(ListedMark(shown, origin: .file(mark)))
            }
        }
        listed += (saved.added + saving.added).map { ListedMark($0, origin: .saving) }
        listed += unsaved.added.indices.map { ListedMark(unsaved.added[$0], origin: .unsaved($0)) }
        return listed.sorted(by: ListedMark.readingOrder)
    }

    /// The mark at `point` (page points) of `page`: of those whose quads hold it, the last in
    /// reading order.
    public func mark(at point: Point, onPage page: Int) -> ListedMark? {
        listed.last { listed in
            listed.mark.page == page && listed.mark.quads.contains { $0.bounds.contains(point) }
        }
    }

    mutating func add(_ mark: Mark) {
        change { $0.added.append(mark) }
    }

    /// Takes `listed` out: a new mark is forgotten, a mark in the file is taken out by the next save.
    mutating func delete(_ listed: ListedMark) {
        switch listed.origin {
        case .unsaved(let index): change { $0.added.remove(at: index) }
        case .file(let original):
            change { changes in
                changes.edited.removeAll { $0.mark == original }
                changes.removed.append(original)
            }
        case .saving: message = "That mark is being saved: delete it once the save is done"
        }
    }

    /// Gives `listed` the text `contents` (a note's, or a highlight's comment).
    mutating func setContents(_ contents: String, of listed: ListedMark) {
        guard listed.mark.contents != contents else { return }
        switch listed.origin {
        case .unsaved(let index): change { $0.added[index].contents = contents }
        case .file(let original):
            change { changes in
                changes.edited.removeAll { $0.mark == original }
                if original.contents != contents { changes.edited.append(MarkEdit(mark: original, contents: contents)) }
            }
        case .saving: message = "That mark is being saved: edit it once the save is done"
        }
    }

    /// Gives `field` the value `value`, unless it shows that value already.
    mutating func fill(_ field: FormField, with value: FieldValue) {
        guard FormState.value(of: field, with: fills) != value else { return }
        change { $0.filled.append(FieldFill(field: field, value: value)) }
    }

    /// Ctrl+Z: the unsaved changes as they were before the last change.
    mutating func undo() {
        guard let before = undoSteps.popLast() else {
            message = hasUnsavedChanges ? "Nothing more to undo since the last save" : "No change to undo"
            return
        }
        unsaved = before
    }

    private mutating func change(_ body: (inout MarkChanges) -> Void) {
        undoSteps.append(unsaved)
        body(&unsaved)
    }

    /// The marks the file holds on `page`.
    mutating func learn(_ marks: [Mark], onPage page: Int) { inFile[page] = marks }

    /// Every page's marks (pages without any absent).
    mutating func learnEveryPage(_ marks: [Int: [Mark]]) {
        inFile = marks
        everyPageRead = true
    }

    /// What there is to say, once.
    mutating func takeMessage() -> String? {
        defer { message = nil }
        return message
    }

    /// The unsaved changes handed to a save; nil when there are none or a save is under way.
    mutating func beginSave() -> MarkChanges? {
        guard !unsaved.isEmpty, saving.isEmpty else { return nil }
        saving = unsaved
        unsaved = MarkChanges()
        undoSteps = []
        return saving
    }

    /// Changes a journal kept from an earlier window, unsaved again.
    mutating func restore(_ changes: MarkChanges) {
        guard !changes.isEmpty else { return }
        unsaved = changes.followed(by: unsaved)
        message = "Restored \(changes.described) not saved from the journal: Ctrl+S saves, Ctrl+Z undoes"
    }

    /// The save ended: its changes are in the file, or, when it failed, unsaved again before any
    /// made since.
    mutating func endSave(failure: String?) {
        if let failure {
            unsaved = saving.followed(by: unsaved)
            message = "Not saved: \(failure). Ctrl+Shift+S saves a copy"
        } else {
            message = "Saved \(saving.described)"
            saved = saved.followed(by: saving)
        }
        saving = MarkChanges()
    }

}
