import Glibc

/// A short name for a file that every way of naming it agrees on: a hash (FNV-1a, hexadecimal) of
/// its real path, links and `..` resolved. Names a window's socket and a document's mark journal.
public enum RealPathName {
    /// The name for `file`, with its real path; nil when the path cannot be resolved (the file is gone).
    public static func of(_ file: String) -> (name: String, realPath: String)? {
        guard let real = realpath(file, nil) else { return nil }
        defer { free(real) }
        let path = String(cString: real)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return (String(hash, radix: 16), path)
    }
}
