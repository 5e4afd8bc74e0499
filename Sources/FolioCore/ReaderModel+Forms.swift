/// Form fields in the reader: a click on a field fills it (a text field's text typed in the note
/// panel, a check box toggled, a radio button chosen, a choice's item picked from a list), and Tab
/// and Shift+Tab move the keyboard from field to field of the pages shown, Enter or Space filling
/// the one it is on. The values are saved with the marks (`MarkChanges.filled`).
extension ReaderModel {
    /// The fields of `page`, read with its links.
    mutating func learnFields(_ read: [FormField], onPage page: Int) {
        forms.learn(read, onPage: page)
    }

    /// What the field shows now, the fills not saved yet applied.
    public func value(of field: FormField) -> FieldValue { FormState.value(of: field, with: marks.fills) }

    /// A click on a field fills it; false when no fillable field is under `point`.
    mutating func clickField(at point: Point) -> Bool {
        guard let (page, pagePoint) = page(at: point), let field = forms.field(at: pagePoint, onPage: page) else {
            return false
        }
        forms.focused = field
        fill(field)
        return true
    }

    /// Fills `field` as its kind is filled.
    mutating func fill(_ field: FormField) {
        let current = value(of: field)
        switch field.kind {
        case .text:
            guard case .text(let text) = current else { return }
            noteEditor = NoteEditor(.field(field), text: text)
        case .checkBox: marks.fill(field, with: .on(current != .on(true)))
        case .radio: marks.fill(field, with: .on(true))
        case .choice: choicePicker = ChoicePicker(field, current: current)
        case .other: break
        }
    }

    /// A key for the choice list or the focused field, or Tab among the fields; false for any other.
    mutating func pressInForms(_ key: KeyPress) -> Bool {
        if var picker = choicePicker {
            switch picker.press(key) {
            case .picking: choicePicker = picker
            case .cancelled: choicePicker = nil
            case .picked(let item):
                choicePicker = nil
                marks.fill(picker.field, with: .choice(item))
            }
            return true
        }
        switch key.name {
        case "Tab" where !key.ctrl && !key.alt:
            let fields = forms.fillable(onPages: slotPages)
            guard !fields.isEmpty else { return false }
            let index = forms.focused.flatMap { focused in fields.firstIndex { $0.id == focused.id } }
            let step = key.shift ? -1 : 1
            let next = index.map { ($0 + step + fields.count) % fields.count } ?? (key.shift ? fields.count - 1 : 0)
            forms.focused = fields[next]
            if fields[next].page != currentPage { jump(to: PageDestination(page: fields[next].page)) }
            return true
        case "Return", "KP_Enter", "Space":
            guard let field = forms.focused, slotPages.contains(field.page), !key.ctrl, !key.alt else { return false }
            fill(field)
            return true
        case "Escape":
            guard forms.focused != nil else { return false }
            forms.focused = nil
            return true
        default: return false
        }
    }
}
