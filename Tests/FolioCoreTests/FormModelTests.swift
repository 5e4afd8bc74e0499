import FolioCore
import Testing

/// Form fields through the model: a click fills a field as its kind is filled (a text typed in the
/// panel, a check box toggled, a radio button chosen from its group, a choice's item picked), the
/// values are unsaved changes Ctrl+S saves, and Tab moves from field to field.
@Suite struct FormModelTests {
    typealias Reader = SelectionModelTests.Reader

    static let fields = [
        FormField(
            page: 1, id: 1, name: "name", kind: .text, area: Rect(x: 100, y: 100, width: 300, height: 24),
            value: .text("")),
        FormField(
            page: 1, id: 2, name: "agree", kind: .checkBox, area: Rect(x: 100, y: 150, width: 18, height: 18),
            value: .on(false)),
        FormField(
            page: 1, id: 3, name: "size", kind: .radio, area: Rect(x: 100, y: 200, width: 18, height: 18),
            value: .on(true)),
        FormField(
            page: 1, id: 4, name: "size", kind: .radio, area: Rect(x: 200, y: 200, width: 18, height: 18),
            value: .on(false)),
        FormField(
            page: 1, id: 5, name: "colour", kind: .choice, area: Rect(x: 100, y: 250, width: 150, height: 24),
            value: .choice("Red"), options: ["Red", "Green", "Blue"]),
    ]

    func withForm() -> Reader {
        var reader = Reader()
        reader.apply(.formFieldsRead(page: 1, fields: Self.fields))
        return reader
    }

    func click(_ field: Int, on reader: inout Reader) {
        let area = Self.fields[field].area
        reader.apply(.click(reader.window(Point(x: area.minX + 5, y: area.minY + 5))))
    }

    @Test func aClickOnATextFieldTakesItsTextAndEnterFillsIt() throws {
        var reader = withForm()
        click(0, on: &reader)
        #expect(reader.model.noteEditor?.target == .field(Self.fields[0]))
        for key in ["A", "d", "a", "Space", "L", "shift+Return"] { reader.press(key) }
        #expect(reader.model.noteEditor?.text == "Ada L", "a field's text is one line: Shift+Enter fills it")
        #expect(reader.model.marks.unsaved.filled == [])
        reader.press("Return")
        #expect(reader.model.marks.unsaved.filled == [FieldFill(field: Self.fields[0], value: .text("Ada L"))])
        #expect(reader.model.value(of: Self.fields[0]) == .text("Ada L"))
        #expect(reader.model.marks.hasUnsavedChanges)
        reader.press("ctrl+s")
        #expect(reader.effects.contains(.saveMarks(reader.model.marks.saving, asCopy: false)))
        reader.apply(.marksSaved(failure: nil))
        #expect(reader.effects.contains(.say("Saved 1 change")))
    }

    @Test func checkBoxesToggleRadioButtonsChooseAndChoicesPick() throws {
        var reader = withForm()
        click(1, on: &reader)
        #expect(reader.model.value(of: Self.fields[1]) == .on(true))
        click(1, on: &reader)
        #expect(reader.model.value(of: Self.fields[1]) == .on(false))
        click(3, on: &reader)
        #expect(
            reader.model.value(of: Self.fields[3]) == .on(true) && reader.model.value(of: Self.fields[2]) == .on(false))
        click(4, on: &reader)
        #expect(reader.model.choicePicker?.selected == 0)
        reader.press("Down")
        reader.press("Return")
        #expect(reader.model.choicePicker == nil && reader.model.value(of: Self.fields[4]) == .choice("Green"))
        reader.press("ctrl+z")
        #expect(reader.model.value(of: Self.fields[4]) == .choice("Red"), "Ctrl+Z undoes a fill as a mark")
    }

    @Test func tabMovesFromFieldToFieldAndEnterOrSpaceFillsTheOne() throws {
        var reader = withForm()
        reader.press("Tab")
        #expect(reader.model.forms.focused == Self.fields[0] && !reader.model.outline.isOpen)
        reader.press("Tab")
        #expect(reader.model.forms.focused == Self.fields[1])
        reader.press("Space")
        #expect(reader.model.value(of: Self.fields[1]) == .on(true))
        reader.press("shift+Tab")
        reader.press("Return")
        #expect(reader.model.noteEditor?.target == .field(Self.fields[0]))
        reader.press("Escape")
        reader.press("Escape")
        #expect(reader.model.forms.focused == nil && !reader.model.quitRequested)
    }

    @Test func withoutFieldsTabIsTheOutlines() {
        var reader = Reader()
        reader.press("Tab")
        #expect(reader.model.outline.isOpen)
    }
}
