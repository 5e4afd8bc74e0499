import FolioCore
import FolioPoppler
import FolioRender
import FolioRenderProcess

/// How the window's marks reach the file: the reader opens the document itself (render processes
/// never write, and their sandbox stays as strict), makes the changes and saves it over the file,
/// or into a copy.
enum MarkSaving {
    /// Writes the file `source` reads, with `changes` and the password it was opened with, to `destination`.
    @Sendable static func save(_ source: any PageSourceOpener, _ changes: MarkChanges, to destination: String)
        throws(FolioError)
    {
        let (path, password): (String, String?) =
            switch source {
            case let opener as ProcessPageSourceOpener: (opener.path, opener.password)
            case let opener as PopplerOpener: (opener.path, opener.password)
            default: throw FolioError.invalidRequest(path: source.name, detail: "these pages are not a PDF file")
            }
        let document = try Document(path: path, password: password)
        try document.apply(changes)
        try document.save(to: destination)
    }
}
