import Glibc

/// What a cheap `stat` says about one version of a file: an editor that saves by writing a new file
/// and renaming it over the old gives a new inode, one that rewrites in place a new size or time.
public struct FileVersion: Sendable, Equatable {
    public let device: UInt64
    public let inode: UInt64
    public let size: Int64
    /// Modification time in nanoseconds since 1970.
    public let modified: Int64

    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
    }

    /// The file now, following symbolic links; nil when it is gone or cannot be seen.
    public static func of(path: String) -> FileVersion? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileVersion(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec))
    }
}
