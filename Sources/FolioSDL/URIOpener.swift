import Foundation
import Logging

/// Hands a URI to `xdg-open` (the desktop's choice of browser or mail program) without a shell and
/// without waiting for it: what Ctrl+click on a link does. A failure is a line in the log.
enum URIOpener {
    private static let log = Logger(label: "folio.links")

    /// Starts `xdg-open URI`; a URI without a scheme (`https:`, `mailto:` ...) is refused, so that
    /// nothing a document says can pass as an option.
    static func open(_ uri: String) {
        guard hasScheme(uri) else {
            log.warning("not opening \"\(uri)\": it is not a URI with a scheme")
            return
        }
        do {
            try ProgramLauncher.start("xdg-open", [uri], log: log)
        } catch {
            log.warning("could not open \(uri): \(error)")
        }
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`, then a colon.
    static func hasScheme(_ uri: String) -> Bool {
        guard let colon = uri.firstIndex(of: ":"), let first = uri.first, first.isASCII, first.isLetter else {
            return false
        }
        return uri[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
