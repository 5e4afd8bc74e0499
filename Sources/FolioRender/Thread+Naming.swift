import Foundation

extension Thread {
    /// Names the calling thread as `top -H`, `perf` and `gdb` show it. Foundation's own `name`
    /// names the system thread only when set after `start()` has returned, which a thread naming
    /// itself cannot know, and the kernel refuses a name over 15 bytes whole; so the name, cut to
    /// fit, is written to the thread's `comm` (`pthread_setname_np` does the same, and Swift's
    /// Glibc module leaves it out).
    public static func nameCurrent(_ name: String) {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
