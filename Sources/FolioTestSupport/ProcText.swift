import Glibc

/// A file of /proc as text, read to its end with `read(2)`. /proc files report a size of 0:
/// `String(contentsOfFile:)` then stops short on a long one (smaps), and on an empty one
/// (`task/*/children` of a process without children) Foundation's reader leaks its buffer,
/// which LeakSanitizer reports.
public enum ProcText {
    /// The file's text; nil when it cannot be opened or read (a process that has ended).
    public static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return String(decoding: bytes, as: UTF8.self) }
            bytes += chunk[..<count]
        }
    }
}
