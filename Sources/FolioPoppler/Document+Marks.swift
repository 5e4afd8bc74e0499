import CPoppler
import FolioCore
import FolioRender
import Foundation

/// The document's marks, and saving the marks added to it.
extension Document {
    /// Every page's marks in page order, each text markup with the text under it.
    public func marks() throws(FolioError) -> [Mark] {
        let rotations = try pageRotations()
        var marks: [Mark] = []
        for number in 1...pageCount {
            let page = try page(number)
            var pageMarks = page.marks(rotation: rotations[number - 1])
            guard !pageMarks.isEmpty else { continue }
            let text = page.text ?? .empty
            for index in pageMarks.indices where pageMarks[index].kind.marksText {
                pageMarks[index].text = text.text(under: pageMarks[index].quads)
            }
            marks += pageMarks
        }
        return marks
    }

    /// Adds `mark` to its page (only in memory until `save(to:)`). Marks are made on upright pages
    /// only: on a page turned by /Rotate, poppler-glib 22.12 stores new marks' geometry in a way its
    /// own reading does not give back, so such a mark is refused rather than saved misplaced.
    public func add(_ mark: Mark) throws(FolioError) {
        let page = try page(mark.page)
        guard try pageRotations()[mark.page - 1] == 0 else {
            throw FolioError.invalidRequest(
                path: path, detail: "page \(mark.page) is turned by /Rotate: marks on it cannot be saved yet")
        }
        try page.add(mark)
    }

    /// Writes the document, with the marks added since it opened, over the file at `path` as an
    /// incremental update: the bytes it had stay, untouched, at the front, and the marks are
    /// appended. The file is replaced durably (`AtomicFile.replaceDurably`): a failure leaves it
    /// as it was.
    public func save(to path: String) throws(FolioError) {
        PopplerThreadRule.check(owner, "save(to:)", path: self.path)
        try AtomicFile.replaceDurably(path) { temporary throws(FolioError) in
            guard let uri = g_filename_to_uri(temporary, nil, nil) else {
                throw FolioError.writeFailed(path: path, reason: "the file name cannot be made into a URI")
            }
            defer { g_free(uri) }
            var error: UnsafeMutablePointer<GError>?
            guard poppler_document_save(handle, uri, &error) != 0 else {
                throw PopplerErrors.saveFailed(path: path, error: error)
            }
        }
    }

    /// Each page's /Rotate, read once (poppler's C++ API opens the file again to read them).
    private func pageRotations() throws(FolioError) -> [Int] {
        if let rotations { return rotations }
        let read = try pageFacts().rotations
        rotations = read
        return read
    }
}
