import Foundation
import Glibc

extension AtomicFile {
    /// Replaces the file at `path` (the file a symbolic link names, not the link) with the one
    /// `write` makes at the temporary path it is given, so that nothing of the user's is lost: the
    /// new file takes the old one's permissions (and owner, where this process may give it), is
    /// flushed to the disk before it is renamed over the old one, and the folder is flushed after.
    /// A crash or a power cut at any moment leaves the whole old file or the whole new one. On any
    /// failure the temporary file is removed, the old file is as it was, and the error is thrown.
    /// With `creating`, a file that is not there yet (a copy) is made as a new file is, with the
    /// umask's permissions; without, a file that is gone is not made again. A file no one may
    /// write (mode `a-w`) is refused, whoever this process is.
    package static func replaceDurably(
        _ path: String, creating: Bool = false, writing write: (_ temporaryPath: String) throws(FolioError) -> Void
    ) throws(FolioError) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var original = stat()
        if stat(target, &original) != 0 {
            guard creating, errno == ENOENT else { throw failure(path, "cannot look at the file") }
            let mask = umask(0o022)
            umask(mask)
            original.st_mode = 0o666 & ~mask
            original.st_uid = getuid()
            original.st_gid = getgid()
        } else if original.st_mode & 0o222 == 0 {
            // Writable by no one: its owner made it read-only to keep it as it is (root too).
            errno = EACCES
            throw failure(path, "the file is read-only")
        }
        let temporary = temporaryPath(beside: target)
        do throws(FolioError) {
            try write(temporary)
            let file = open(temporary, O_RDONLY | O_CLOEXEC)
            guard file >= 0 else { throw failure(path, "the new copy cannot be opened") }
            defer { close(file) }
            guard fchmod(file, original.st_mode & 0o7777) == 0 else {
                throw failure(path, "the new copy cannot take the file's permissions")
            }
            _ = fchown(file, original.st_uid, original.st_gid)  // only root may give a file away
            guard fsync(file) == 0 else { throw failure(path, "the new copy cannot be flushed to the disk") }
            guard rename(temporary, target) == 0 else { throw failure(path, "the new copy cannot replace the file") }
        } catch {
            unlink(temporary)
            throw error
        }
        syncFolder(of: target)
    }

    /// `detail` and the C library's reason for the last failure.
    private static func failure(_ path: String, _ detail: String) -> FolioError {
        .writeFailed(path: path, reason: "\(detail): \(String(cString: strerror(errno)))")
    }
}
