import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// Changes to marks a file already holds, saved: one taken out, a note given another text, both
/// found as the file's marks are read; a change to a mark the file no longer holds fails and
/// leaves the file as it was; a save into a copy leaves the original untouched.
@Suite struct MarkChangeSavingTests {
    /// A copy of the sample with a highlight on page 1 and a note on page 2, saved.
    static func markedCopy(in folder: String) throws -> String {
        let path = try MarkSavingTests.copy(of: PackageRoot.samplePDF, into: folder)
        let document = try Document(path: path)
        let quads = try MarkSavingTests.selection(on: try document.page(1)).rectangles.map(Quad.init)
        try document.apply(
            MarkChanges(added: [
                Mark(kind: .highlight, page: 1, color: .yellow, quads: quads),
                Mark(
                    kind: .note, page: 2, color: .blue, contents: "first thought",
                    quads: [Quad(Rect(x: 50, y: 70, width: 20, height: 20))]),
            ]))
        try document.save(to: path)
        return path
    }

    @Test func aMarkTakenOutAndANoteEditedAreSavedAndReadBack() throws {
        let folder = try TemporaryFolder.make("folio-marks")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.markedCopy(in: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let read = try Document(path: path).marks()
        let highlight = try #require(read.first { $0.kind == .highlight })
        let note = try #require(read.first { $0.kind == .note })
        #expect(!highlight.text.isEmpty, "the worker's read gives the text under it, which the save ignores")
        let line = highlight.quads[0].bounds
        #expect(try MarkSavingTests.yellowPixels(in: path, page: 1, region: line) > 0)
        do {
            let document = try Document(path: path)
            try document.apply(
                MarkChanges(removed: [highlight], edited: [MarkEdit(mark: note, contents: "second thought")]))
            try document.save(to: path)
        }
        let after = try Document(path: path).marks()
        #expect(after.map(\.kind) == [.note])
        #expect(after.first?.contents == "second thought" && after.first?.quads == note.quads)
        #expect(try MarkSavingTests.yellowPixels(in: path, page: 1, region: line) == 0, "pdftocairo no longer draws it")
        let saved = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(saved.prefix(before.count) == before, "an incremental update: the bytes before stay at the front")
    }

    @Test func anEditOfAMarkTheFileNoLongerHoldsFailsButARemovalOfOneIsDoneAlready() throws {
        let folder = try TemporaryFolder.make("folio-marks")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.markedCopy(in: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        var gone = try #require(try Document(path: path).marks().first { $0.kind == .note })
        gone.contents = "what the file never said"
        let document = try Document(path: path)
        #expect(throws: FolioError.self) {
            try document.apply(MarkChanges(edited: [MarkEdit(mark: gone, contents: "x")]))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        try Document(path: path).apply(MarkChanges(removed: [gone]))
    }

    @Test func aReadOnlyFileIsNotWrittenAndACopyTakesTheMarks() throws {
        let folder = try TemporaryFolder.make("folio-marks")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try MarkSavingTests.copy(of: PackageRoot.samplePDF, into: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let note = Mark(
            kind: .note, page: 1, color: .green, contents: "n", quads: [Quad(Rect(x: 9, y: 9, width: 20, height: 20))])
        let document = try Document(path: path)
        try document.apply(MarkChanges(added: [note]))
        #expect {
            try document.save(to: path)
        } throws: { error in
            (error as? FolioError)?.reason.contains("the file is read-only") == true
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        let copy = MarkedCopy.path(for: path)
        try document.save(to: copy)
        #expect(try Document(path: copy).marks().map(\.contents) == ["n"])
    }

    @Test func aSaveIntoACopyLeavesTheOriginalAsItWas() throws {
        let folder = try TemporaryFolder.make("folio-marks")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try MarkSavingTests.copy(of: PackageRoot.samplePDF, into: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let copy = MarkedCopy.path(for: path)
        #expect(copy == folder + "/marked (marked).pdf")
        let document = try Document(path: path)
        try document.apply(
            MarkChanges(added: [
                Mark(
                    kind: .note, page: 1, color: .green, contents: "n",
                    quads: [Quad(Rect(x: 9, y: 9, width: 20, height: 20))])
            ]))
        try document.save(to: copy)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try Document(path: copy).marks().map(\.contents) == ["n"])
        #expect(MarkedCopy.path(for: path) == folder + "/marked (marked 2).pdf", "a name taken is not written over")
    }
}
