import FolioRender
import Glibc
import SystemPackage

/// A render worker process of the reader, the document's descriptor as its descriptor 3 and its end
/// of a socket pair as 4, nothing else of the reader's: forked by a render template process
/// (`ZygoteProcess`) and adopted by the reader, or `folio render-worker` started with `posix_spawn`
/// (`SpawnedChild`). Either way the reader's child. Owns the reader's end of the socket; a worker
/// still running when this is released is killed and reaped.
final class WorkerProcess {
    /// How a worker ended, as `wait4` tells it.
    struct Ending {
        /// "SIGSEGV", "exit status 1", ...
        let how: String
        /// The worker's CPU time over its whole life, user and system.
        let cpuSeconds: Double
    }

    let pid: pid_t
    let channel: WorkerChannel
    private var ending: Ending?
    /// When the reader began to wait for this worker (`MonotonicClock` seconds): asked for it, or
    /// took it prestarted. Its opening of the document is what ends the wait.
    var waitedFrom = MonotonicClock.seconds

    /// A worker already running as the reader's child, `channel` its socket.
    init(pid: pid_t, channel: WorkerChannel) {
        self.pid = pid
        self.channel = channel
    }

    /// Starts `executable render-worker` on `document`.
    convenience init(executable: String, document: DocumentFile, environment: [String: String]) throws(Errno) {
        let child = try SpawnedChild(
            executable, "render-worker", environment: environment, document: document.descriptor)
        self.init(pid: child.pid, channel: WorkerChannel(descriptor: child.socket))
    }

    deinit {
        if ending == nil {
            kill(pid, SIGKILL)
            _ = reap()
        }
    }

    /// Whether the worker has been reaped: its pid may then name another process.
    var isReaped: Bool { ending != nil }

    /// Waits for the worker to end (it has died, or was just killed) and says how.
    func reap() -> Ending {
        if let ending { return ending }
        var status: Int32 = 0
        var usage = rusage()
        _ = try? SystemCall.retrying { wait4(pid, &status, 0, &usage) }
        let cpu = Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime)
        let ended = Ending(how: Self.describe(status: status), cpuSeconds: cpu)
        ending = ended
        return ended
    }

    private static func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }

    /// A wait status in words: the signal's name, or the exit status.
    static func describe(status: Int32) -> String {
        let signal = status & 0x7f
        if signal == 0 { return "exit status \((status >> 8) & 0xff)" }
        let names: [Int32: String] = [
            SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGABRT: "SIGABRT", SIGILL: "SIGILL", SIGFPE: "SIGFPE",
            SIGKILL: "SIGKILL", SIGSYS: "SIGSYS", SIGTRAP: "SIGTRAP", SIGTERM: "SIGTERM",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
