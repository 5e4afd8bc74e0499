import FolioPoppler
import FolioSDL

/// Folio's version, and the libraries it runs with: what `folio --version` prints.
enum FolioVersion {
    static let number = "0.9.0"

    static var text: String {
        "folio \(number) (poppler \(PopplerVersion.poppler), cairo \(PopplerVersion.cairo), SDL \(SDLVersion.running))"
    }
}
