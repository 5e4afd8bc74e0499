import Glibc
import SystemPackage

/// Replaces a file in one step: the bytes go to a temporary file beside it, which is then renamed
/// over it, so a reader (this process or another) sees the whole old file or the whole new one.
package enum AtomicFile {
    /// Writes `bytes` as `write(_:to:durably:)` writes chunks.
    static func write(_ bytes: [UInt8], to path: String, durably: Bool = false) throws(Errno) {
        let failure = bytes.withUnsafeBytes { chunk -> Errno? in
            do throws(Errno) { try write([chunk], to: path, durably: durably) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Writes `chunks` to `path`'s folder under a temporary name, then renames it to `path`. On any
    /// failure the temporary file is removed and the error thrown; the old file is left as it was.
    /// `durably`: the new file is flushed to the disk before the rename and the folder after it, so
    /// that a power cut too leaves the whole old file or the whole new one.
    static func write(_ chunks: [UnsafeRawBufferPointer], to path: String, durably: Bool = false) throws(Errno) {
        let temporary = temporaryPath(beside: path)
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(
                FilePath(temporary), .writeOnly, options: [.create, .exclusiveCreate, .closeOnExec],
                permissions: [.ownerReadWrite, .groupRead, .otherRead])
        } catch let error as Errno {
            throw error
        } catch {
            throw Errno.ioError
        }
        do {
            try file.closeAfter {
                for chunk in chunks { try file.writeAll(chunk) }
                if durably, fsync(file.rawValue) != 0 { throw Errno(rawValue: errno) }
            }
            guard rename(temporary, path) == 0 else { throw Errno(rawValue: errno) }
            if durably { syncFolder(of: path) }
        } catch {
            unlink(temporary)
            throw (error as? Errno) ?? Errno.ioError
        }
    }

    /// A name for a new file in `path`'s folder that no other writer picks.
    static func temporaryPath(beside path: String) -> String {
        let folder = FilePath(path).removingLastComponent()
        let name = ".tmp-\(getpid())-\(String(UInt64.random(in: .min ... .max), radix: 16))"
        return (folder.isEmpty ? FilePath(".") : folder).appending(name).string
    }

    /// Flushes the folder holding `path` to the disk: a rename in it is then kept across a power cut.
    static func syncFolder(of path: String) {
        let folder = FilePath(path).removingLastComponent()
        let descriptor = open(folder.isEmpty ? "." : folder.string, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
