import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// `AtomicFile.replaceDurably`, which a save of marks goes through: the new file takes the old
/// one's place and permissions; a writer that fails half-way leaves the old file exactly as it was
/// and no temporary file behind.
@Suite struct DurableReplaceTests {
    @Test func theNewFileTakesTheOldOnesPlaceAndPermissions() throws {
        let folder = try TemporaryFolder.make("folio-replace")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/notes.pdf"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: path)
        try AtomicFile.replaceDurably(path) { temporary throws(FolioError) in
            guard FileManager.default.createFile(atPath: temporary, contents: Data("new".utf8)) else {
                throw FolioError.writeFailed(path: temporary, reason: "test")
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o604)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.pdf"])
    }

    @Test func aWriterThatFailsHalfWayLeavesTheOldFileAndNoTemporaryOne() throws {
        let folder = try TemporaryFolder.make("folio-replace")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/notes.pdf"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: FolioError.writeFailed(path: path, reason: "No space left on device")) {
            try AtomicFile.replaceDurably(path) { temporary throws(FolioError) in
                #expect(FileManager.default.createFile(atPath: temporary, contents: Data("ne".utf8)))
                throw FolioError.writeFailed(path: path, reason: "No space left on device")
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.pdf"])
    }

    @Test func aFileThatIsGoneIsNotCreated() throws {
        let folder = try TemporaryFolder.make("folio-replace")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var called = false
        #expect(throws: FolioError.self) {
            try AtomicFile.replaceDurably(folder + "/gone.pdf") { _ throws(FolioError) in called = true }
        }
        #expect(!called)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
