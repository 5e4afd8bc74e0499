import Glibc

/// A file of /proc, read whole: they report a size of 0, so each is read until the end
/// (`String(contentsOfFile:)` stops short on a long one, and on an empty one, a task's `children`,
/// Foundation's reader leaks its buffer). `package`: the instrument, the render template and the
/// process tests read /proc through it.
package enum ProcFile {
    /// The file's bytes; nil when it cannot be opened or read (a process that has ended).
    package static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// The file's text; nil when it cannot be opened or read.
    package static func text(_ path: String) -> String? {
        read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The number a line of `path` starts with after `name:` (`VmRSS:   1234 kB` in
    /// /proc/self/status, `Pss:` in smaps_rollup); nil when the file or the line is missing.
    package static func number(after name: String, inFile path: String) -> Int? {
        read(path).flatMap { number(after: name, in: $0) }
    }

    /// The same of a file already read: several fields of one reading, read once (a read of
    /// smaps_rollup walks the process's page tables).
    package static func number(after name: String, in bytes: [UInt8]) -> Int? {
        let key = Array((name + ":").utf8)
        guard let line = bytes.split(separator: UInt8(ascii: "\n")).first(where: { $0.starts(with: key) }) else {
            return nil
        }
        let rest = String(decoding: line.dropFirst(key.count), as: UTF8.self)
        return rest.split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
    }
}
