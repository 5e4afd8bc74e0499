/// The marks panel (`M`): the document's marks by page, the file's and the unsaved ones, with the
/// text under each, listed and navigated as the outline is (the same rows, keys and clicks). Enter
/// goes to the mark; Delete takes it out; `e` edits its text.
public struct MarkPanel: Sendable, Equatable {
    /// The rows, an outline of one level.
    public private(set) var rows = OutlinePanel()
    /// The mark of each row.
    public private(set) var listed: [ListedMark] = []

    public init() {}

    public var isOpen: Bool { rows.isOpen }

    /// The mark of the selected row.
    public var selected: ListedMark? { rows.selectedEntry.map { listed[$0] } }

    /// Lists `marks` (in reading order), keeping the row that was selected, or the one after it
    /// when it went.
    mutating func list(_ marks: [ListedMark]) {
        let row = rows.selectedRow
        let keep = selected.flatMap { marks.firstIndex(of: $0) } ?? min(row, max(marks.count - 1, 0))
        listed = marks
        let isOpen = rows.isOpen
        rows.learn(marks.map { Self.entry(for: $0) }, selecting: keep)
        rows.isOpen = isOpen
    }

    mutating func open(rowsPerPage: Int) {
        rows.rowsPerPage = rowsPerPage
        rows.isOpen = true
    }

    mutating func close() { rows.isOpen = false }

    mutating func press(_ key: KeyPress, rowsPerPage: Int) -> OutlinePanel.Outcome {
        rows.rowsPerPage = rowsPerPage
        return rows.press(key)
    }

    mutating func click(row: Int) -> OutlinePanel.Outcome { rows.click(row: row, onMarker: false) }

    mutating func scroll(by count: Int) { rows.scroll(by: count) }

    /// A row: the kind, `*` while the file does not hold it so, and the text under it or its note.
    static func entry(for listed: ListedMark) -> OutlineEntry {
        let mark = listed.mark
        let words = (mark.kind.marksText ? mark.text : mark.contents).split(whereSeparator: \.isWhitespace)
        var title = Self.names[mark.kind] ?? mark.kind.rawValue.capitalized
        if listed.isUnsaved { title += " *" }
        if !words.isEmpty { title += ": " + words.joined(separator: " ") }
        if mark.kind.marksText, !mark.contents.isEmpty { title += " (\(mark.contents))" }
        return OutlineEntry(
            title: title, depth: 0, destination: PageDestination(page: mark.page, top: mark.bounds.minY))
    }

    private static let names: [MarkKind: String] = [
        .highlight: "Highlight", .underline: "Underline", .strikeOut: "Strike-out", .squiggly: "Squiggle",
        .note: "Note", .freeText: "Text box", .fileAttachment: "Attachment",
    ]
}
