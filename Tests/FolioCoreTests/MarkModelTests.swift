import FolioCore
import Testing

/// Marks through the model: `a`, `u` and `x` mark the selected text, Ctrl+S hands the unsaved
/// marks to the host, its answer saves them or puts them back, and `q` asks first while marks are
/// unsaved; the key list shows the keys.
@Suite struct MarkModelTests {
    typealias Reader = SelectionModelTests.Reader
    let helloFrom = Point(x: 95, y: 106), helloTo = Point(x: 148, y: 106)

    /// "hello" selected on page 1, its text known.
    func selectingHello() -> Reader {
        var reader = Reader()
        reader.press("v")
        reader.drag(from: helloFrom, to: helloTo)
        reader.apply(.textRead(page: 1, text: SelectionModelTests.text))
        return reader
    }

    func said(_ reader: Reader) -> [String] {
        reader.effects.compactMap { if case .say(let line) = $0 { line } else { nil } }
    }

    @Test func aHighlightsTheSelectedTextAndEndsTheSelection() throws {
        var reader = selectingHello()
        reader.press("a")
        let mark = try #require(reader.model.marks.unsaved.added.first)
        #expect(mark.kind == .highlight && mark.page == 1 && mark.color == MarkColor.palette[0])
        #expect(mark.text == "hello")
        #expect(mark.quads == [Quad(Rect(x: 100, y: 100, width: 50, height: 12))])
        #expect(reader.model.selection.drag == nil)
        #expect(reader.model.marks.hasUnsavedChanges && reader.model.marks.shown == [mark])
    }

    @Test(arguments: [("u", MarkKind.underline), ("x", .strikeOut)])
    func otherKeysUnderlineAndStrikeOut(key: String, kind: MarkKind) throws {
        var reader = selectingHello()
        reader.press(key)
        #expect(reader.model.marks.unsaved.added.map(\.kind) == [kind])
    }

    @Test func withNothingSelectedTheReaderSaysHowToSelect() {
        var reader = Reader()
        reader.press("a")
        #expect(reader.model.marks.unsaved.isEmpty)
        #expect(said(reader) == ["Select text first: v, then drag over it"])
    }

    @Test func ctrlSHandsTheMarksToTheHostAndTheirSaveEmptiesTheUnsavedList() throws {
        var reader = selectingHello()
        reader.press("a")
        let marks = reader.model.marks.unsaved.added
        reader.press("ctrl+s")
        #expect(reader.effects.contains(.saveMarks(MarkChanges(added: marks), asCopy: false)))
        #expect(reader.model.marks.unsaved.isEmpty && reader.model.marks.shown == marks, "drawn while saving")
        reader.press("ctrl+s")
        #expect(reader.effects.filter { if case .saveMarks = $0 { true } else { false } }.count == 1)
        reader.apply(.marksSaved(failure: nil))
        #expect(!reader.model.marks.hasUnsavedChanges)
        #expect(said(reader).last == "Saved 1 mark")
        reader.press("ctrl+s")
        #expect(said(reader).last == "No marks to save")
    }

    @Test func aFailedSaveKeepsTheMarksUnsavedBeforeAnyMadeSince() throws {
        var reader = selectingHello()
        reader.press("a")
        reader.press("ctrl+s")
        reader.drag(from: helloFrom, to: helloTo)
        reader.press("u")
        reader.apply(.marksSaved(failure: "cannot write the file: No space left on device"))
        #expect(reader.model.marks.unsaved.added.map(\.kind) == [.highlight, .underline])
        #expect(
            said(reader).last == "Not saved: cannot write the file: No space left on device. Ctrl+Shift+S saves a copy")
    }

    @Test func quittingWithUnsavedMarksAsksFirstAndTheSecondQuitGoesAhead() {
        var reader = selectingHello()
        reader.press("a")
        reader.press("q")
        #expect(!reader.model.quitRequested && reader.model.marks.asksToQuit)
        reader.press("Escape")
        #expect(!reader.model.quitRequested && !reader.model.marks.asksToQuit, "Escape stays")
        reader.apply(.command(.quit, focus: nil))  // the window closed
        reader.press("q")
        #expect(reader.model.quitRequested)
    }

    @Test func sInTheQuitPromptSavesAndQuitsOnceSavedButNotWhenTheSaveFails() throws {
        var reader = selectingHello()
        reader.press("a")
        reader.press("q")
        reader.press("s")
        #expect(reader.effects.contains { if case .saveMarks = $0 { true } else { false } })
        #expect(!reader.model.quitRequested, "not before the save is done")
        reader.apply(.marksSaved(failure: "cannot write the file: Permission denied"))
        #expect(!reader.model.quitRequested && reader.model.marks.hasUnsavedChanges)
        reader.press("q")
        reader.press("Return")
        reader.apply(.marksSaved(failure: nil))
        #expect(reader.model.quitRequested)
    }

    @Test func withoutUnsavedMarksQQuitsAtOnce() {
        var reader = Reader()
        reader.press("q")
        #expect(reader.model.quitRequested)
    }

    @Test func theKeyListShowsTheMarkingKeys() {
        let rows = KeyMap().keyListRows
        #expect(rows.contains { $0.keys == "a  /  u  /  x" && $0.action.hasPrefix("mark the selected text") })
        #expect(rows.contains { $0.keys.lowercased().hasPrefix("ctrl+s") && $0.action.hasPrefix("save the marks") })
    }

    @Test func marksRestoredFromTheJournalAreUnsavedAgainAndSaidSo() throws {
        var reader = Reader()
        let kept = Mark(kind: .highlight, page: 2, color: .green, quads: [Quad(Rect(x: 1, y: 1, width: 5, height: 5))])
        let gone = Mark(kind: .highlight, page: 9, color: .green, quads: [Quad(Rect(x: 1, y: 1, width: 5, height: 5))])
        reader.apply(.restoreMarks(MarkChanges(added: [kept, gone])))
        #expect(reader.model.marks.unsaved.added == [kept], "a page the document no longer has is dropped")
        #expect(said(reader).last == "Restored 1 mark not saved from the journal: Ctrl+S saves, Ctrl+Z undoes")
    }

    @Test func everyChangeToTheMarksNotInTheFileIsAnEffectForTheJournal() throws {
        var reader = selectingHello()
        reader.press("a")
        let marks = reader.model.marks.unsaved
        reader.press("ctrl+s")
        reader.apply(.marksSaved(failure: nil))
        let changes = reader.effects.compactMap { if case .marksChanged(let changes) = $0 { changes } else { nil } }
        #expect(changes == [marks, MarkChanges()], "made, then saved; the save's start changes nothing to keep")
    }
}
