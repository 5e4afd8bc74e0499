/// The marks made in the reader and not yet in the file: drawn over their pages at once, listed
/// in the title's `*`, kept in a journal as they change (`ReaderEffect.marksChanged`), written by a
/// save (Ctrl+S), and asked about before quitting.
public struct MarkState: Sendable, Equatable {
    /// Marks made since the file was opened or last saved, in the order they were made.
    public private(set) var unsaved: [Mark] = []
    /// Marks a save is writing, still drawn while it runs (once it has, the file read again shows them).
    public private(set) var saving: [Mark] = []
    /// The colour the next mark is made in.
    public var color = MarkColor.palette[0]
    /// Quitting was asked once with unsaved marks: the next quit goes ahead.
    public private(set) var quitWarned = false
    /// What the reader has to say of its marks (nothing to mark, saved, the save's failure), until
    /// the effects hand it to the window (`ReaderEffect.say`).
    var message: String?

    public init() {}

    /// Marks that are not in the file: made, or being saved.
    public var hasUnsavedChanges: Bool { !unsaved.isEmpty || !saving.isEmpty }
    /// Every mark to draw over the pages.
    public var shown: [Mark] { saving + unsaved }

    mutating func add(_ mark: Mark) {
        unsaved.append(mark)
        quitWarned = false
    }

    /// What there is to say, once.
    mutating func takeMessage() -> String? {
        defer { message = nil }
        return message
    }

    /// The unsaved marks handed to a save; nil when there is nothing to save or a save is under way.
    mutating func beginSave() -> [Mark]? {
        guard !unsaved.isEmpty, saving.isEmpty else { return nil }
        saving = unsaved
        unsaved = []
        return saving
    }

    /// Marks a journal kept from an earlier window, unsaved again.
    mutating func restore(_ marks: [Mark]) {
        guard !marks.isEmpty else { return }
        unsaved = marks + unsaved
        message =
            "Restored \(marks.count) unsaved mark\(marks.count == 1 ? "" : "s") from the journal: Ctrl+S saves them"
    }

    /// The save ended: its marks are in the file, or, when it failed, unsaved again before any
    /// made since.
    mutating func endSave(failure: String?) {
        if let failure {
            unsaved = saving + unsaved
            message = "Not saved: \(failure)"
        } else {
            message = "Saved \(saving.count) mark\(saving.count == 1 ? "" : "s")"
        }
        saving = []
    }

    /// Whether quitting may go ahead now; the first ask with unsaved marks only warns.
    mutating func mayQuit() -> Bool {
        guard hasUnsavedChanges, !quitWarned else { return true }
        quitWarned = true
        message = "Unsaved marks: Ctrl+S saves them; q again quits, and they come back with the file"
        return false
    }
}
