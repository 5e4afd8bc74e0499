import ArgumentParser
import FolioCore
import FolioPoppler
import FolioRender
import Foundation

/// `folio annotations FILE`: the document's marks (highlights, notes and the other annotations it
/// holds) as JSON, or its highlights as Markdown notes.
struct Annotations: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "annotations",
        abstract:
            "Print a document's marks as JSON: {\"marks\": [{\"page\", \"type\", \"color\", \"contents\", \"quads\", \"text\", \"saved\"}, ...]}.",
        discussion: """
            Marks are listed in page order, then those made or edited in the reader and not saved yet \
            (from its journal under $XDG_STATE_HOME/folio/marks), "saved": false; marks deleted there \
            and not saved yet are left out. "type" is highlight, underline, strikeout, squiggly, note, \
            freetext, square, circle, line, polygon, ink, stamp, attachment or other; "color" is #RRGGBB; \
            "quads" holds, for each line a text markup covers (else the mark's rectangle), its corners \
            [x1, y1, x2, y2, x3, y3, x4, y4] (top-left, top-right, bottom-left, bottom-right) in points \
            from the top-left corner of the page as shown; "text" is the page's text under a text markup.
            """)

    @OptionGroup var document: DocumentArguments
    @OptionGroup var timeLimit: ReadTimeLimit
    @Flag(help: "Print the highlights and notes as Markdown instead: each with its page label and the text it marks.")
    var markdown = false

    /// One mark as printed.
    struct Line: Encodable {
        let page: Int
        let type: String
        let color: String
        let contents: String
        let quads: [[Double]]
        let text: String
        let saved: Bool

        init(_ mark: Mark, saved: Bool) {
            page = mark.page
            type = mark.kind.rawValue
            color = mark.color.hex
            contents = mark.contents
            quads = mark.quads.map(\.coordinates)
            text = mark.text
            self.saved = saved
        }
    }

    func run() throws {
        let deadline = timeLimit.startDeadline(reading: document.file)
        let output = try failingCleanly { () throws in
            let pdf = try Document(path: document.file, password: document.password)
            // Changes made in the reader and not saved yet, which its journal keeps: the file's
            // marks deleted are left out, those edited given their new text, and those made added.
            let changes = MarkJournal(forDocument: document.file)?.read() ?? MarkChanges()
            var saved: [Mark] = [], edited: [Mark] = []
            for var mark in try pdf.marks() where !changes.removed.contains(where: mark.isSameAnnotation) {
                guard let edit = changes.edited.last(where: { mark.isSameAnnotation(as: $0.mark) }) else {
                    saved.append(mark)
                    continue
                }
                mark.contents = edit.contents
                edited.append(mark)
            }
            let unsaved = edited + changes.added
            let marks = saved + unsaved
            if markdown {
                var labels: [Int: String] = [:]
                for page in Set(marks.map(\.page)) { labels[page] = try pdf.page(page).label }
                return Data(
                    MarkNotes(marks: marks.sorted { $0.page < $1.page }, labels: labels, title: document.file).markdown
                        .utf8)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let lines = saved.map { Line($0, saved: true) } + unsaved.map { Line($0, saved: false) }
            return try encoder.encode(["marks": lines]) + Data("\n".utf8)
        }
        deadline.cancel()
        FileHandle.standardOutput.write(output)
    }
}
