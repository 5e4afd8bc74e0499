/// A document's highlights and notes as Markdown, for a reader's own notes: a heading per page
/// (by its label), each marked text quoted, each comment or note below it.
public struct MarkNotes: Sendable {
    public let marks: [Mark]
    /// Page labels by page number; a page without one is called by its number.
    public let labels: [Int: String]
    public let title: String

    public init(marks: [Mark], labels: [Int: String], title: String) {
        self.marks = marks
        self.labels = labels
        self.title = title
    }

    public var markdown: String {
        var lines = ["# Marks in \(title)"]
        var page: Int?
        for mark in marks where mark.kind.marksText || mark.kind == .note {
            if mark.page != page {
                page = mark.page
                lines += ["", "## Page \(labels[mark.page] ?? String(mark.page))"]
            }
            lines.append("")
            if mark.kind.marksText {
                let text = mark.text.split(whereSeparator: \.isNewline).joined(separator: " ")
                lines.append("> \(text.isEmpty ? "(no text under the \(mark.kind.rawValue))" : text)")
                if !mark.contents.isEmpty { lines += ["", mark.contents] }
            } else {
                lines.append("Note: \(mark.contents)")
            }
        }
        if page == nil { lines += ["", "No highlights or notes."] }
        return lines.joined(separator: "\n") + "\n"
    }
}
