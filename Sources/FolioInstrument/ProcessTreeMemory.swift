import FolioRender
import Foundation
import Glibc

/// The memory of this process and of every process descending from it (the render workers it
/// spawns) as one figure: the sum of their proportional set sizes (`Pss:` in /proc/PID/smaps_rollup).
/// PSS splits each shared page among the processes mapping it, so the code and libraries a worker
/// shares with the reader are counted once in the sum, where adding their RSS would count them in
/// every process. Zero processes when /proc cannot be read.
public struct ProcessTreeMemory: Sendable, Equatable {
    /// Sum of the processes' PSS, in bytes.
    public var pssBytes: Int
    /// Processes whose PSS was read: this one and the descendants still running when read.
    public var processes: Int
    /// The descendants' private memory (`Private_Clean` and `Private_Dirty`), in bytes: what each
    /// has alone, which goes with it when it ends. The soak compares like with like through it when
    /// render processes came and went (`UncachedMemory`).
    public var descendantPrivateBytes: Int

    public init(pssBytes: Int, processes: Int, descendantPrivateBytes: Int = 0) {
        self.pssBytes = pssBytes
        self.processes = processes
        self.descendantPrivateBytes = descendantPrivateBytes
    }

    /// The render processes (every descendant) read.
    public var descendants: Int { max(processes - 1, 0) }

    /// This process and its descendants now.
    public static func now() -> ProcessTreeMemory { reading(root: getpid()) }

    /// `root` and its descendants now. A process that ends between being listed and being read is
    /// left out, not an error.
    ///
    /// Descendants are found through /proc/PID/task/TID/children (the children each thread spawned)
    /// rather than by scanning /proc/*/stat for parent ids: the children files cost one small read
    /// per thread of the tree (the reader has a few dozen), where the scan costs an open and a read
    /// for every process on the machine (hundreds on a desktop) and grows with whatever else runs.
    /// The kernel lists the children of a thread that exits under another thread of its process, and
    /// a child that ends while its parent is read may be missed: a sampled figure can bear that.
    /// (The files need CONFIG_PROC_CHILDREN, which Debian's and the common distributions' kernels set.)
    public static func reading(root: pid_t) -> ProcessTreeMemory {
        var total = ProcessTreeMemory(pssBytes: 0, processes: 0)
        var pending = [root]
        var seen: Set<pid_t> = []
        while let process = pending.popLast() {
            guard seen.insert(process).inserted, let memory = kilobytes(of: process) else { continue }
            total.pssBytes += memory.pss * 1024
            if process != root { total.descendantPrivateBytes += memory.private * 1024 }
            total.processes += 1
            pending += children(of: process)
        }
        return total
    }

    /// The `Pss:` line of the process's smaps_rollup and its private memory, in kB, from one read
    /// of the file; nil when the process is gone.
    static func kilobytes(of process: pid_t) -> (pss: Int, private: Int)? {
        guard let rollup = ProcFile.read("/proc/\(process)/smaps_rollup"),
            let pss = ProcFile.number(after: "Pss", in: rollup)
        else { return nil }
        let clean = ProcFile.number(after: "Private_Clean", in: rollup) ?? 0
        return (pss, clean + (ProcFile.number(after: "Private_Dirty", in: rollup) ?? 0))
    }

    /// The children every thread of `process` spawned; none when it is gone.
    static func children(of process: pid_t) -> [pid_t] {
        let tasks = "/proc/\(process)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else { return [] }
        return threads.flatMap { thread in
            (ProcFile.read("\(tasks)/\(thread)/children") ?? []).split(separator: UInt8(ascii: " ")).compactMap {
                pid_t(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
    }
}
