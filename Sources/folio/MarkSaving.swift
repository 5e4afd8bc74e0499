import FolioCore
import FolioPoppler
import FolioRender
import FolioRenderProcess

/// How the window's marks reach the file: the reader opens the document itself (render processes
/// never write, and their sandbox stays as strict), adds the marks and saves it over the file.
enum MarkSaving {
    /// Writes `marks` into the file `source` reads, with the password it was opened with.
    @Sendable static func save(_ source: any PageSourceOpener, _ marks: [Mark]) throws(FolioError) {
        let (path, password): (String, String?) =
            switch source {
            case let opener as ProcessPageSourceOpener: (opener.path, opener.password)
            case let opener as PopplerOpener: (opener.path, opener.password)
            default: throw FolioError.invalidRequest(path: source.name, detail: "these pages are not a PDF file")
            }
        let document = try Document(path: path, password: password)
        for mark in marks { try document.add(mark) }
        try document.save(to: path)
    }
}
