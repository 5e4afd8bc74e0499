import Foundation

/// Warnings the reader cannot show in its window go to stderr, one line each.
enum FolioLog {
    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("folio: \(message)\n".utf8))
    }
}
