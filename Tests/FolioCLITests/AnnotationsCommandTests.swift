import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// `folio annotations` on a copy of the sample with marks saved into it: every mark as JSON, in
/// page order, where it was made; `--markdown` gives the highlights' text by page label; a document
/// without marks prints none; a file that is no PDF is a one-line error.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct AnnotationsCommandTests {
    struct Listing: Decodable {
        struct Line: Decodable {
            let page: Int
            let type: String
            let color: String
            let contents: String
            let quads: [[Double]]
            let text: String
            let saved: Bool
        }
        let marks: [Line]
    }

    /// A copy of the sample with a highlight over page 2's first line and a note on page 4.
    static func markedCopy(in folder: String) throws -> (path: String, highlight: Mark) {
        let path = folder + "/marked.pdf"
        try FileManager.default.copyItem(atPath: PackageRoot.samplePDF, toPath: path)
        let document = try Document(path: path)
        let text = try #require(try document.page(2).text)
        let firstLine = try #require(text.scalars.firstIndex(of: "\n"))
        let start = text.boxes[0], end = text.boxes[firstLine - 1]
        let selection = TextSelection(
            in: text, from: Point(x: start.minX + 0.1, y: start.midY), to: Point(x: end.maxX - 0.1, y: end.midY))
        let highlight = Mark(
            kind: .highlight, page: 2, color: .pink, contents: "first line", quads: selection.rectangles.map(Quad.init),
            text: selection.text)
        try document.add(highlight)
        try document.add(
            Mark(
                kind: .note, page: 4, color: .yellow, contents: "A note",
                quads: [Quad(Rect(x: 50, y: 50, width: 24, height: 24))]))
        try document.save(to: path)
        return (path, highlight)
    }

    @Test func theMarksArePrintedAsJSONWhereTheyWereMade() throws {
        let folder = try TemporaryFolder.make("folio-annotations")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (path, highlight) = try Self.markedCopy(in: folder)
        let outcome = try ExternalCommand.folio(["annotations", path]).run(timeout: 60)
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let listing = try JSONDecoder().decode(Listing.self, from: Data(outcome.standardOutput.utf8))
        #expect(listing.marks.map(\.type) == ["highlight", "note"])
        #expect(listing.marks.map(\.page) == [2, 4])
        #expect(listing.marks.allSatisfy { $0.saved })
        let line = listing.marks[0]
        #expect(line.color == "#F58FC8" && line.contents == "first line" && line.text == highlight.text)
        #expect(line.quads.count == highlight.quads.count)
        for (read, made) in zip(line.quads.joined(), highlight.quads.flatMap(\.coordinates)) {
            #expect(abs(read - made) < 0.01)
        }
        #expect(listing.marks[1].contents == "A note" && listing.marks[1].text.isEmpty)
    }

    @Test func markdownGivesTheHighlightsTextByPage() throws {
        let folder = try TemporaryFolder.make("folio-annotations")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (path, highlight) = try Self.markedCopy(in: folder)
        let outcome = try ExternalCommand.folio(["annotations", path, "--markdown"]).run(timeout: 60)
        try #require(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("## Page 2\n\n> \(highlight.text)\n\nfirst line\n"))
        #expect(outcome.standardOutput.contains("## Page 4\n\nNote: A note\n"))
    }

    @Test func aDocumentWithoutMarksPrintsNone() throws {
        let outcome = try ExternalCommand.folio(["annotations", PackageRoot.samplePDF]).run(timeout: 60)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "{\"marks\":[]}\n")
    }

    @Test func aFileThatIsNoPDFIsAOneLineError() throws {
        let folder = try TemporaryFolder.make("folio-annotations")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/not.pdf"
        try Data("not a PDF\n".utf8).write(to: URL(fileURLWithPath: path))
        let outcome = try ExternalCommand.folio(["annotations", path]).run(timeout: 30)
        #expect(outcome.status == 1 && outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == "folio: \(path): not a PDF file\n")
    }

    @Test func marksTheReadersJournalKeepsAreListedAsUnsaved() throws {
        let folder = try TemporaryFolder.make("folio-annotations")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (path, _) = try Self.markedCopy(in: folder)
        let journals = URL(fileURLWithPath: folder + "/state/folio/marks")
        let unsaved = Mark(
            kind: .underline, page: 3, color: .green, quads: [Quad(Rect(x: 40, y: 60, width: 100, height: 12))],
            text: "under")
        try #require(MarkJournal(forDocument: path, folder: journals)).record(MarkChanges(added: [unsaved]))
        var listing = try Self.listing(of: path, stateIn: folder)
        #expect(listing.marks.map(\.type) == ["highlight", "note", "underline"])
        #expect(listing.marks.map(\.saved) == [true, true, false])
        #expect(listing.marks[2].text == "under" && listing.marks[2].color == "#8BE06C")

        // The file's highlight deleted in the reader and its note edited, neither saved yet.
        let inFile = try Document(path: path).marks()
        let highlight = try #require(inFile.first { $0.kind == .highlight })
        let note = try #require(inFile.first { $0.kind == .note })
        try #require(MarkJournal(forDocument: path, folder: journals)).record(
            MarkChanges(removed: [highlight], edited: [MarkEdit(mark: note, contents: "edited")]))
        listing = try Self.listing(of: path, stateIn: folder)
        #expect(listing.marks.map(\.type) == ["note"] && listing.marks.map(\.saved) == [false])
        #expect(listing.marks.first?.contents == "edited")
    }

    /// `folio annotations FILE`'s JSON, with the journals under `folder`'s state folder.
    static func listing(of path: String, stateIn folder: String) throws -> Listing {
        let outcome = try ExternalCommand.folio(
            ["annotations", path], environment: ["XDG_STATE_HOME": folder + "/state"]
        )
        .run(timeout: 60)
        try #require(outcome.status == 0, "\(outcome.standardError)")
        return try JSONDecoder().decode(Listing.self, from: Data(outcome.standardOutput.utf8))
    }
}
