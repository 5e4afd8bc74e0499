import FolioCore
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// The journal of unsaved marks: written and read back, named by the PDF's real path (a link to it
/// finds the same journal), removed when no marks are left, and a journal that cannot be read
/// gives no marks and is left in place.
@Suite struct MarkJournalTests {
    static let changes = MarkChanges(
        added: marks, removed: [Mark(kind: .square, page: 1, color: .pink, quads: [Quad(.zero)])],
        edited: [MarkEdit(mark: Mark(kind: .note, page: 3, color: .green, quads: [Quad(.zero)]), contents: "new")])
    static let marks = [
        Mark(
            kind: .highlight, page: 2, color: .yellow, quads: [Quad(Rect(x: 1, y: 2, width: 3, height: 4))], text: "a"),
        Mark(
            kind: .note, page: 5, color: .blue, contents: "why?", quads: [Quad(Rect(x: 9, y: 9, width: 20, height: 20))]
        ),
    ]

    @Test func marksWrittenAreReadBackAndNoneRemovesTheJournal() throws {
        let folder = try TemporaryFolder.make("folio-journal")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = folder + "/book.pdf"
        #expect(FileManager.default.createFile(atPath: document, contents: Data("%PDF-1.4\n".utf8)))
        let journals = URL(fileURLWithPath: folder + "/state/folio/marks")
        let journal = try #require(MarkJournal(forDocument: document, folder: journals))
        #expect(journal.read().isEmpty)
        try journal.record(Self.changes)
        #expect(journal.read() == Self.changes)
        #expect(journal.file.hasPrefix(journals.path + "/") && journal.file.hasSuffix(".json"))
        let link = folder + "/link.pdf"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: document)
        #expect(MarkJournal(forDocument: link, folder: journals)?.read() == Self.changes)
        try journal.record(MarkChanges())
        #expect(!FileManager.default.fileExists(atPath: journal.file))
        try journal.record(MarkChanges())  // nothing to remove is no error
    }

    /// A journal written when marks could only be made (`{"document", "marks"}`) is read as marks made.
    @Test func aJournalOfMarksAloneIsReadAsMarksMade() throws {
        let folder = try TemporaryFolder.make("folio-journal")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = folder + "/book.pdf"
        #expect(FileManager.default.createFile(atPath: document, contents: Data("%PDF-1.4\n".utf8)))
        let journal = try #require(MarkJournal(forDocument: document, folder: URL(fileURLWithPath: folder)))
        struct Old: Encodable {
            var document: String
            var marks: [Mark]
        }
        try JSONEncoder().encode(Old(document: document, marks: Self.marks)).write(
            to: URL(fileURLWithPath: journal.file))
        #expect(journal.read() == MarkChanges(added: Self.marks))
    }

    @Test func aJournalThatCannotBeReadGivesNoMarksAndIsLeftAlone() throws {
        let folder = try TemporaryFolder.make("folio-journal")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let document = folder + "/book.pdf"
        #expect(FileManager.default.createFile(atPath: document, contents: Data("%PDF-1.4\n".utf8)))
        let journal = try #require(MarkJournal(forDocument: document, folder: URL(fileURLWithPath: folder)))
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: journal.file))
        #expect(journal.read().isEmpty)
        #expect(try String(contentsOfFile: journal.file, encoding: .utf8) == "{not json")
    }

    @Test func theFolderIsUnderXDGStateHome() {
        #expect(MarkJournal.defaultFolder(environment: ["XDG_STATE_HOME": "/s"]).path == "/s/folio/marks")
        #expect(MarkJournal.defaultFolder(environment: ["HOME": "/h"]).path == "/h/.local/state/folio/marks")
    }

    @Test func aDocumentThatIsGoneHasNoJournal() {
        #expect(MarkJournal(forDocument: "/nonexistent/book.pdf") == nil)
    }
}
