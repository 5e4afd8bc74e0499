import FolioRender
import Foundation
import Testing

/// The last page and zoom of each document: round trips, damaged and foreign files, the limit,
/// atomic writes, where the file lives, and the fingerprint that names a document.
@Suite final class ReadingPlacesTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-places-\(UUID().uuidString)")
    var file: URL { root.appendingPathComponent("state/folio/places.json") }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    @Test func aPlaceComesBackAfterItIsRemembered() throws {
        let places = ReadingPlaces(file: file)
        #expect(try places.place(of: "abc") == nil)
        try places.remember(ReadingPlace(page: 12, zoom: 2.5), of: "abc")
        try places.remember(ReadingPlace(page: 3, zoom: 1), of: "def")
        #expect(try places.place(of: "abc") == ReadingPlace(page: 12, zoom: 2.5))
        #expect(try ReadingPlaces(file: file).place(of: "def") == ReadingPlace(page: 3, zoom: 1))
        try places.remember(ReadingPlace(page: 13, zoom: 1), of: "abc")
        #expect(try places.place(of: "abc") == ReadingPlace(page: 13, zoom: 1))
    }

    @Test func theFileIsReplacedWholeAndNoTemporaryFileStays() throws {
        let places = ReadingPlaces(file: file)
        for page in 1...20 { try places.remember(ReadingPlace(page: page, zoom: 1), of: "doc\(page % 3)") }
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names == ["places.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(json["format"] as? String == "folio reading places")
        #expect(json["version"] as? Int == 1)
        #expect((json["documents"] as? [String: Any])?.count == 3)
    }

    @Test(arguments: [
        ("{\"format\": \"folio reading pl", "damaged (not JSON)"),
        ("\u{0}\u{1}garbage", "damaged (not JSON)"),
        ("{\"editor\": {\"theme\": \"dark\"}}", "not Folio's reading places"),
        ("[1, 2, 3]", "not Folio's reading places"),
        ("{\"format\": \"something else\", \"version\": 1, \"documents\": {}}", "not Folio's reading places"),
        ("{\"format\": \"folio reading places\", \"version\": 9, \"documents\": {}}", "version 9"),
        (
            "{\"format\": \"folio reading places\", \"version\": 1, \"documents\": {\"a\": {\"page\": 0, \"zoom\": 1, \"left\": 0}}}",
            "damaged"
        ),
    ])
    func aFileNotOfThisFormatIsReportedAndThenReplaced(_ text: String, _ reason: String) throws {
        try write(text)
        let places = ReadingPlaces(file: file)
        do {
            _ = try places.place(of: "abc")
            Issue.record("an unreadable file was read")
        } catch {
            #expect(error.path == file.path)
            #expect(error.description.contains(reason), "\(error)")
        }
        try places.remember(ReadingPlace(page: 4, zoom: 1), of: "abc")
        #expect(try places.place(of: "abc") == ReadingPlace(page: 4, zoom: 1))
    }

    @Test func onlyTheMostRecentlyLeftDocumentsAreKept() throws {
        let places = ReadingPlaces(file: file, limit: 3)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<5 {
            try places.remember(ReadingPlace(page: index + 1, zoom: 1), of: "doc\(index)", at: start + Double(index))
        }
        #expect(try places.place(of: "doc0") == nil)
        #expect(try places.place(of: "doc1") == nil)
        #expect(try places.place(of: "doc4") == ReadingPlace(page: 5, zoom: 1))
        // Leaving an old document again makes it recent.
        try places.remember(ReadingPlace(page: 9, zoom: 1), of: "doc2", at: start + 10)
        try places.remember(ReadingPlace(page: 1, zoom: 1), of: "doc5", at: start + 11)
        #expect(try places.place(of: "doc2") == ReadingPlace(page: 9, zoom: 1))
        #expect(try places.place(of: "doc3") == nil)
    }

    @Test func aFolderThatCannotBeMadeIsAWriteError() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let blocker = root.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let places = ReadingPlaces(file: blocker.appendingPathComponent("folio/places.json"))
        #expect(throws: FolioError.self) { try places.remember(ReadingPlace(page: 1, zoom: 1), of: "abc") }
    }

    @Test func theFileLivesUnderXDGStateHomeOrLocalState() {
        #expect(
            ReadingPlaces.defaultFile(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]).path
                == "/x/state/folio/places.json")
        #expect(
            ReadingPlaces.defaultFile(environment: ["HOME": "/home/u"]).path == "/home/u/.local/state/folio/places.json"
        )
        #expect(
            ReadingPlaces.defaultFile(environment: ["XDG_STATE_HOME": "", "HOME": "/home/u"]).path
                == "/home/u/.local/state/folio/places.json")
        #expect(
            ReadingPlaces.defaultFile(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]).path
                == "/home/u/.local/state/folio/places.json")
    }

    @Test func aCopyOrRenamedFileHasTheSameContentFingerprintAndAnEditedOneNot() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let original = root.appendingPathComponent("a.pdf"), copy = root.appendingPathComponent("b.pdf")
        try Data("%PDF-1.7 one".utf8).write(to: original)
        try Data("%PDF-1.7 one".utf8).write(to: copy)
        // A copy made later has a time of its own.
        let later = timespec(tv_sec: 1_800_000_000, tv_nsec: 0)
        _ = [later, later].withUnsafeBufferPointer { utimensat(AT_FDCWD, copy.path, $0.baseAddress, 0) }
        let fingerprint = try #require(DocumentFingerprint.ofContent(path: original.path))
        #expect(DocumentFingerprint.ofContent(path: copy.path) == fingerprint)
        #expect(DocumentFingerprint.of(path: copy.path) != DocumentFingerprint.of(path: original.path))
        try Data("%PDF-1.7 two".utf8).write(to: copy)
        #expect(DocumentFingerprint.ofContent(path: copy.path) != fingerprint)
    }
}
