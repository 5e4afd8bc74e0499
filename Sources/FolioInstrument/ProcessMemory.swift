import Foundation

/// The process's memory as the kernel counts it.
public enum ProcessMemory {
    /// Peak resident set size (VmHWM) in bytes; 0 when /proc is unavailable.
    public static var peakResidentBytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return kilobytes * 1024
    }
}
