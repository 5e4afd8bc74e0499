import CPoppler
import FolioRender
import Foundation
import SystemPackage

/// The one place where poppler's and the C library's error reports become `FolioError`s (cairo's
/// become them in FolioRender's `CairoErrors`).
enum PopplerErrors {
    /// Maps a failed `open(2)`, `fstat(2)` or `read(2)` (swift-system throws them as `Errno`).
    static func openFailed(path: String, _ error: any Error) -> FolioError {
        if let error = error as? FolioError { return error }
        guard let error = error as? Errno else { return .unreadable(path: path, reason: "\(error)") }
        switch error {
        case .noSuchFileOrDirectory, .notDirectory: return .fileNotFound(path: path)
        case .isDirectory: return notARegularFile(path: path, FileType.directory)
        default: return .unreadable(path: path, reason: error.description)
        }
    }

    /// A path that names something other than a file: a directory, a named pipe, a device.
    static func notARegularFile(path: String, _ type: FileType) -> FolioError {
        let kind =
            switch type {
            case .directory: "it is a directory"
            case .fifo: "it is a named pipe (FIFO), not a file"
            case .socket: "it is a socket, not a file"
            case .characterSpecial, .blockSpecial: "it is a device, not a file"
            default: "it is not a regular file"
            }
        return .unreadable(path: path, reason: kind)
    }

    /// Maps the GError of a failed `poppler_document_new_*`, freeing it.
    static func documentFailed(
        path: String, error: UnsafeMutablePointer<GError>?, passwordGiven: Bool, looksLikePDF: Bool
    ) -> FolioError {
        defer { if let error { g_error_free(error) } }
        guard let error else { return .damaged(path: path, detail: "poppler gave no reason") }
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        if error.pointee.domain == poppler_error_quark() {
            if UInt32(bitPattern: error.pointee.code) == POPPLER_ERROR_ENCRYPTED.rawValue {
                return passwordGiven ? .wrongPassword(path: path) : .needsPassword(path: path)
            }
        }
        if error.pointee.domain == g_file_error_quark() {
            return .unreadable(path: path, reason: message)
        }
        guard looksLikePDF else { return .notAPDF(path: path) }
        // poppler's generic "PDF document is damaged" adds nothing to the reason itself.
        return .damaged(path: path, detail: message.localizedCaseInsensitiveContains("damaged") ? "" : message)
    }

    /// Maps the GError of a failed `poppler_document_save`, freeing it.
    static func saveFailed(path: String, error: UnsafeMutablePointer<GError>?) -> FolioError {
        defer { if let error { g_error_free(error) } }
        let message = error?.pointee.message.map { String(cString: $0) } ?? "poppler gave no reason"
        return .writeFailed(path: path, reason: message)
    }
}
