import FolioPoppler
import Foundation
import Testing

/// The path poppler is given a document by (its URI): from the root, `.` and `..` taken away by
/// name, as Foundation's `standardizedFileURL`, which it replaces on the render processes' way to
/// the first page, gave it.
@Suite struct DocumentPathTests {
    @Test(arguments: [
        "/books/a/../b/./c.pdf", "/books/c.pdf", "/books//c.pdf", "/../c.pdf", "/books/a b/ü.pdf",
        "books/../c.pdf", "./c.pdf", "c.pdf", "../c.pdf",
    ])
    func isWhatFoundationStandardizedItTo(_ path: String) {
        #expect(Document.absolute(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    @Test func aRelativePathStartsAtTheWorkingDirectory() {
        let directory = FileManager.default.currentDirectoryPath
        #expect(Document.absolute("c.pdf") == (directory == "/" ? "/c.pdf" : directory + "/c.pdf"))
    }
}
