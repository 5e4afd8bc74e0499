import FolioCore
import Testing

/// Notes, deleting, editing and undoing marks, the palette and the marks panel, through the model:
/// a note typed at the pointer and shown again by a click, a mark deleted under the pointer (one of
/// the file's taken out by the next save), a file's note edited, Ctrl+Z, `A`, and `M`'s panel
/// listing the file's marks with the new ones in reading order.
@Suite struct MarkEditingTests {
    typealias Reader = SelectionModelTests.Reader

    static let fileNote = Mark(
        kind: .note, page: 1, color: .blue, contents: "from the file",
        quads: [Quad(Rect(x: 400, y: 500, width: 20, height: 20))])
    static let fileHighlight = Mark(
        kind: .highlight, page: 2, color: .yellow, quads: [Quad(Rect(x: 50, y: 50, width: 100, height: 12))],
        text: "on page two")

    func press(_ key: String, at point: Point, on reader: inout Reader) {
        reader.apply(.key(KeyPress(written: key)!, focus: reader.window(point)))
    }

    func type(_ text: String, on reader: inout Reader) {
        for character in text { reader.press(character == " " ? "Space" : String(character)) }
    }

    func said(_ reader: Reader) -> [String] {
        reader.effects.compactMap { if case .say(let line) = $0 { line } else { nil } }
    }

    @Test func sTypesANoteAtThePointerAndAClickShowsItAgain() throws {
        var reader = Reader()
        press("s", at: Point(x: 300, y: 400), on: &reader)
        let area = Rect(x: 290, y: 390, width: 20, height: 20)
        #expect(reader.model.noteEditor?.target == .new(page: 1, area: area))
        type("ask Ann", on: &reader)
        reader.press("shift+Return")
        type("why", on: &reader)
        reader.press("Return")
        #expect(reader.model.noteEditor == nil)
        let note = try #require(reader.model.marks.unsaved.added.first)
        #expect(note.kind == .note && note.contents == "ask Ann\nwhy" && note.quads == [Quad(area)])
        #expect(reader.model.marks.shown == [note], "drawn over the page at once")

        reader.apply(.click(reader.window(Point(x: 305, y: 395))))
        #expect(reader.model.noteEditor?.text == "ask Ann\nwhy")
        reader.press("Escape")
        #expect(reader.model.noteEditor == nil && reader.model.marks.unsaved.added == [note])
    }

    @Test func aNoteLeftEmptyOrCancelledIsNotMade() {
        var reader = Reader()
        press("s", at: Point(x: 300, y: 400), on: &reader)
        reader.press("Return")
        press("s", at: Point(x: 300, y: 400), on: &reader)
        type("gone", on: &reader)
        reader.press("Escape")
        #expect(reader.model.marks.unsaved.isEmpty)
    }

    @Test func deleteTakesOutTheMarkUnderThePointerAndCtrlZBringsItBack() throws {
        var reader = Reader()
        press("s", at: Point(x: 300, y: 400), on: &reader)
        type("n", on: &reader)
        reader.press("Return")
        let made = reader.model.marks.unsaved
        press("Delete", at: Point(x: 100, y: 100), on: &reader)
        #expect(said(reader).last == "No mark under the pointer to delete")
        press("Delete", at: Point(x: 300, y: 400), on: &reader)
        #expect(reader.model.marks.unsaved.isEmpty)
        reader.press("ctrl+z")
        #expect(reader.model.marks.unsaved == made)
        reader.press("ctrl+z")
        reader.press("ctrl+z")
        #expect(reader.model.marks.unsaved.isEmpty)
        #expect(said(reader).last == "No change to undo")
    }

    @Test func theFilesMarksAreDeletedAndEditedByTheNextSave() throws {
        var reader = Reader()
        reader.apply(.marksRead(page: 1, marks: [Self.fileNote]))
        reader.apply(.click(reader.window(Point(x: 410, y: 510))))
        #expect(reader.model.noteEditor?.text == "from the file")
        type("!", on: &reader)
        reader.press("Return")
        #expect(reader.model.marks.unsaved.edited == [MarkEdit(mark: Self.fileNote, contents: "from the file!")])
        #expect(reader.model.marks.listed.map(\.mark.contents) == ["from the file!"])

        press("Delete", at: Point(x: 410, y: 510), on: &reader)
        #expect(reader.model.marks.unsaved == MarkChanges(removed: [Self.fileNote]), "the edit goes with the mark")
        #expect(reader.model.marks.removing == [Self.fileNote] && reader.model.marks.listed.isEmpty)
        reader.press("ctrl+s")
        #expect(reader.effects.contains(.saveMarks(MarkChanges(removed: [Self.fileNote]), asCopy: false)))
    }

    @Test func ctrlShiftSSavesIntoACopy() {
        var reader = Reader()
        press("s", at: Point(x: 300, y: 400), on: &reader)
        type("n", on: &reader)
        reader.press("Return")
        reader.press("ctrl+S")
        #expect(reader.effects.contains(.saveMarks(reader.model.marks.saving, asCopy: true)))
    }

    @Test func shiftAGoesRoundThePalette() {
        var reader = Reader()
        reader.press("A")
        #expect(reader.model.marks.color == MarkColor.green && said(reader).last == "New marks in green")
        for _ in 1..<MarkColor.palette.count { reader.press("A") }
        #expect(reader.model.marks.color == MarkColor.palette[0])
    }

    @Test func theMarksPanelListsTheFilesAndTheNewMarksAndTakesTheOutlinesKeys() throws {
        var reader = Reader()
        press("s", at: Point(x: 300, y: 100), on: &reader)
        type("new", on: &reader)
        reader.press("Return")
        reader.press("M")
        #expect(reader.model.markPanel.isOpen)
        #expect(reader.effects.filter { $0 == .readEveryPageMarks }.count == 1)
        reader.apply(.everyPageMarksRead([2: [Self.fileHighlight], 1: [Self.fileNote]]))
        let titles = reader.model.markPanel.rows.entries?.map(\.title)
        #expect(titles == ["Note *: new", "Note: from the file", "Highlight: on page two"])

        reader.press("End")
        reader.press("Return")
        #expect(!reader.model.markPanel.isOpen && reader.model.targetSpread == 2, "Enter goes to the mark")

        reader.press("M")
        reader.press("Home")
        reader.press("Down")
        reader.press("Delete")
        #expect(reader.model.marks.unsaved.removed == [Self.fileNote])
        #expect(reader.model.markPanel.rows.entries?.map(\.title) == ["Note *: new", "Highlight: on page two"])
        #expect(reader.model.markPanel.selected?.mark == Self.fileHighlight, "the row after the one deleted")
        reader.press("e")
        type("ok", on: &reader)
        reader.press("Return")
        #expect(reader.model.markPanel.rows.entries?.last?.title == "Highlight *: on page two (ok)")
        reader.press("Escape")
        #expect(!reader.model.markPanel.isOpen)
        reader.press("M")
        #expect(reader.effects.filter { $0 == .readEveryPageMarks }.count == 1, "every page is read once")
    }
}
