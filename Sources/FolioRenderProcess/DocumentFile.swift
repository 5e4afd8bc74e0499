import FolioRender
import SystemPackage

/// The document as the reader opens it for its render workers: each worker gets the descriptor as
/// its descriptor 3 and never opens the file by name. Owns the descriptor and closes it in `deinit`,
/// once the source using it (`ProcessPageSource`) and a worker started ahead on it
/// (`PrestartedWorker`) have both let it go.
final class DocumentFile: Sendable {
    let descriptor: FileDescriptor

    /// Opens the document at `path` to read, as the reader.
    init(path: String) throws(FolioError) {
        do {
            descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
        } catch {
            let missing = (error as? Errno) == .noSuchFileOrDirectory
            throw missing ? .fileNotFound(path: path) : .unreadable(path: path, reason: "\(error)")
        }
    }

    deinit {
        try? descriptor.close()
    }
}
