import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// Bad input gives the error a user can act on, never a crash.
@Suite struct DocumentErrorTests {
    private func temporaryFile(_ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("folio-\(UUID().uuidString).pdf").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func missingFile() {
        #expect(throws: FolioError.fileNotFound(path: "/nonexistent/folio.pdf")) {
            try Document(path: "/nonexistent/folio.pdf")
        }
    }

    @Test func directory() {
        #expect(throws: FolioError.unreadable(path: "/tmp", reason: "it is a directory")) { try Document(path: "/tmp") }
    }

    @Test func textFileIsNotAPDF() throws {
        let path = try temporaryFile("Dear reader,\nthis is not a PDF.\n")
        defer { unlink(path) }
        #expect(throws: FolioError.notAPDF(path: path)) { try Document(path: path) }
    }

    @Test func emptyFileIsNotAPDF() throws {
        let path = try temporaryFile("")
        defer { unlink(path) }
        #expect(throws: FolioError.notAPDF(path: path)) { try Document(path: path) }
    }

    @Test func headerWithoutObjectsIsDamaged() throws {
        let path = try temporaryFile("%PDF-1.7\n%%EOF\n")
        defer { unlink(path) }
        #expect {
            try Document(path: path)
        } throws: { error in
            guard case .damaged = error as? FolioError else { return false }
            return true
        }
    }

    @Test func errorDescriptionIsOneLineNamingTheFile() {
        let error = FolioError.pageOutOfRange(path: "book.pdf", page: 9, pageCount: 6)
        #expect(error.description == "book.pdf: page 9 is out of range (the document has 6 pages)")
        #expect(!error.description.contains("\n"))
    }

    @Test(
        .enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"),
        arguments: [
            "main/poppler_PasswordEncrypted.pdf", "main/poppler_encrypted-256.pdf", "main/pdfjs_issue3371.pdf",
            "main/pdfjs_saslprep-r6.pdf",
        ])
    func passwordsForAESDocuments(_ file: String) throws {
        let entry = try #require(Corpus.shared?.entry(file))
        let password = try #require(entry.password)
        #expect(throws: FolioError.needsPassword(path: entry.absolutePath)) { try Document(path: entry.absolutePath) }
        #expect(throws: FolioError.wrongPassword(path: entry.absolutePath)) {
            try Document(path: entry.absolutePath, password: "not-" + password)
        }
        let info = try Document(path: entry.absolutePath, password: password).info()
        #expect(info.encrypted)
    }

    /// poppler hashes an AES-256 password as typed; the reader prepares it (SASLprep) when that fails.
    @Test(.enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"))
    func saslprepPasswordOpensInItsRawForm() throws {
        let entry = try #require(Corpus.shared?.entry("main/pdfjs_saslprep-r6.pdf"))
        let info = try Document(path: entry.absolutePath, password: "S\u{AA}SL\u{AD}prep").info()
        #expect(info.encrypted && info.pageCount == 1)
        #expect(throws: FolioError.wrongPassword(path: entry.absolutePath)) {
            try Document(path: entry.absolutePath, password: "S\u{AA}SL-prep")
        }
    }

    @Test(.enabled(if: Corpus.shared != nil, "the PDF corpus ../shared/corpus (or $FOLIO_CORPUS) is absent"))
    func rc4WithEmptyUserPasswordOpensWithoutOne() throws {
        let entry = try #require(Corpus.shared?.entry("main/poppler_orientation.pdf"))
        let info = try Document(path: entry.absolutePath).info()
        #expect(info.encrypted)
        #expect(info.rotations == [0, 90, 180, 270])
    }

    @Test func pageOutOfRange() throws {
        let document = try Document(path: PackageRoot.samplePDF)
        #expect(throws: FolioError.pageOutOfRange(path: PackageRoot.samplePDF, page: 0, pageCount: document.pageCount))
        {
            try document.page(0)
        }
        #expect(
            throws: FolioError.pageOutOfRange(
                path: PackageRoot.samplePDF, page: document.pageCount + 1, pageCount: document.pageCount)
        ) {
            try document.page(document.pageCount + 1)
        }
    }

    @Test func badRenderRequests() throws {
        let page = try Document(path: PackageRoot.samplePDF).page(1)
        #expect(throws: FolioError.self) { try page.render(scale: 0) }
        #expect(throws: FolioError.self) { try page.render(scale: .nan) }
        #expect(throws: FolioError.self) {
            try page.render(scale: 1, region: PixelRect(x: 5000, y: 0, width: 10, height: 10))
        }
        #expect(throws: FolioError.imageTooLarge(path: PackageRoot.samplePDF, width: 59528, height: 84189)) {
            try page.render(scale: 100)
        }
        // The same scale is fine for a screen-sized region of it.
        let region = try page.render(scale: 100, region: PixelRect(x: 20_000, y: 30_000, width: 640, height: 400))
        #expect(region.width == 640 && region.height == 400)
    }
}
