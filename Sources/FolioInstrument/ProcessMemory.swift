import FolioRender
import Foundation

/// The process's resources as the kernel counts them (/proc/self): resident memory, open files and
/// threads. Each reading is 0 when /proc is unavailable.
public enum ProcessMemory {
    /// Peak resident set size (VmHWM) in bytes.
    public static var peakResidentBytes: Int { statusField("VmHWM") * 1024 }

    /// Resident set size now (VmRSS) in bytes.
    public static var residentBytes: Int { statusField("VmRSS") * 1024 }

    /// The names of the process's threads now, as the kernel keeps them (/proc/self/task/ID/comm:
    /// the first 15 bytes); empty for a thread that ended as it was listed.
    public static var threadNames: [String] {
        guard let folder = opendir("/proc/self/task") else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let task = name(of: entry)
            guard Int32(task) != nil else { continue }  // ".", ".."
            let name = (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)) ?? ""
            names.append(name.trimmingCharacters(in: .newlines))
        }
        return names
    }

    /// File descriptors open now: the entries of /proc/self/fd, less the one that lists them and
    /// those open on /proc itself, the instruments' own readings (`ProcessTreeMemorySampler` reads
    /// the tree's memory on a thread of its own: a count taken meanwhile would find its file).
    public static var openFileCount: Int {
        guard let folder = opendir("/proc/self/fd") else { return 0 }
        defer { closedir(folder) }
        let own = dirfd(folder)
        var count = 0
        while let entry = readdir(folder) {
            let name = name(of: entry)
            guard let descriptor = Int32(name), descriptor != own else { continue }  // ".", "..", the listing
            guard !target(of: name, in: own).hasPrefix("/proc/") else { continue }
            count += 1
        }
        return count
    }

    /// A directory entry's name.
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// What the descriptor named `name` in the folder open as `folder` is open on; empty when it
    /// has closed since it was listed.
    private static func target(of name: String, in folder: Int32) -> String {
        var path = [CChar](repeating: 0, count: 256)
        let length = readlinkat(folder, name, &path, path.count)
        return length > 0 ? String(decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    }

    /// The number a line of /proc/self/status starts with after `name:` (kB for the Vm fields); 0
    /// when it cannot be read.
    private static func statusField(_ name: String) -> Int {
        ProcFile.number(after: name, inFile: "/proc/self/status") ?? 0
    }
}
