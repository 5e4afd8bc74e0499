import FolioPoppler
import FolioSDL

/// Folio's version, and the libraries it runs with: what `folio --version` prints.
enum FolioVersion {
    static let number = "0.9.0"

    /// `text` when the command line asks for the version, else the number alone. ArgumentParser
    /// reads the version whenever it parses a command line, and asking poppler for its version loads
    /// poppler, which the reader's own process never needs (CPopplerLoading).
    static var forCommandLine: String {
        CommandLine.arguments.dropFirst().contains("--version") ? text : number
    }

    static var text: String {
        "folio \(number) (poppler \(PopplerVersion.poppler), cairo \(PopplerVersion.cairo), SDL \(SDLVersion.running))"
    }
}
