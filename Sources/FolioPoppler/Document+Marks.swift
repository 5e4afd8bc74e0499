import CPoppler
import FolioCore
import FolioRender
import Foundation

/// The document's marks, and saving the marks added to it.
extension Document {
    /// Every page's marks in page order, each text markup with the text under it.
    public func marks() throws(FolioError) -> [Mark] {
        var marks: [Mark] = []
        for number in 1...pageCount { marks += try self.marks(onPage: number) }
        return marks
    }

    /// Page `number`'s marks, each text markup with the text under it.
    public func marks(onPage number: Int) throws(FolioError) -> [Mark] {
        let page = try page(number)
        var marks = page.marks(rotation: rotation(ofPage: number))
        guard marks.contains(where: \.kind.marksText) else { return marks }
        let text = page.text ?? .empty
        for index in marks.indices where marks[index].kind.marksText {
            marks[index].text = text.text(under: marks[index].quads)
        }
        return marks
    }

    /// Writes `changes` into the document (only in memory until `save(to:)`): the file's marks
    /// removed and edited, found as `marks(onPage:)` reads them, then the new ones added, then the
    /// fields' values, in the order they were given. A mark to edit that the document no longer
    /// holds, or a field it lacks, is an error (the file changed); one to remove is gone already.
    public func apply(_ changes: MarkChanges) throws(FolioError) {
        // A mark to take out that is gone already (the file changed since) is as the save wants it.
        for mark in changes.removed {
            _ = try page(mark.page).changeAnnotation(matching: mark, rotation: rotation(ofPage: mark.page)) {
                page, annot in poppler_page_remove_annot(page, annot)
            }
        }
        for edit in changes.edited {
            let page = try page(edit.mark.page)
            guard
                page.changeAnnotation(
                    matching: edit.mark, rotation: rotation(ofPage: edit.mark.page),
                    { _, annot in
                        poppler_annot_set_contents(annot, edit.contents)
                    })
            else {
                throw FolioError.invalidRequest(
                    path: path,
                    detail: "page \(edit.mark.page) no longer holds the \(edit.mark.kind.rawValue) to change")
            }
        }
        for mark in changes.added { try add(mark) }
        // A radio button turned off by the choice of another of its group is poppler's to turn off.
        for fill in changes.filled where !(fill.field.kind == .radio && fill.value == .on(false)) {
            try self.fill(fill)
        }
    }

    /// Adds `mark` to its page (only in memory until `save(to:)`), its geometry as displayed:
    /// poppler-glib turns it back into the page's own space where /Rotate turns the page.
    public func add(_ mark: Mark) throws(FolioError) {
        try page(mark.page).add(mark)
    }

    /// Writes the document, with the marks added since it opened, over the file at `path` as an
    /// incremental update: the bytes it had stay, untouched, at the front, and the marks are
    /// appended. The file is replaced durably (`AtomicFile.replaceDurably`): a failure leaves it
    /// as it was. A `path` other than the document's own makes a new file there (a copy).
    public func save(to path: String) throws(FolioError) {
        PopplerThreadRule.check(owner, "save(to:)", path: self.path)
        let creating = RealPathName.of(path)?.realPath != RealPathName.of(self.path)?.realPath
        try AtomicFile.replaceDurably(path, creating: creating) { temporary throws(FolioError) in
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

    /// Page `number`'s /Rotate, every page's read once (poppler's C++ API opens the file again to
    /// read them). Where they cannot be read (a render process, whose sandbox lets it read no file
    /// but its document's), the pages count as upright.
    func rotation(ofPage number: Int) -> Int {
        if rotations == nil {
            rotations = (try? pageFacts().rotations) ?? Array(repeating: 0, count: pageCount)
        }
        return rotations?[number - 1] ?? 0
    }
}
