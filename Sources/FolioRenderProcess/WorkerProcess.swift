import CFolioProcess
import FolioRender
import Foundation
import Glibc

/// A render worker process of the reader, the document's descriptor as its descriptor 3 and its end
/// of a socket pair as 4, nothing else of the reader's: forked by a render template process
/// (`ZygoteProcess`) and adopted by the reader, or `folio render-worker` started with `posix_spawn`
/// (never `fork` of the reader, which in a threaded process copies locks held by other threads).
/// Either way the reader's child. Owns the reader's end of the socket; a worker still running when
/// this is released is killed and reaped.
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

    /// Starts `executable render-worker` on `document` (a descriptor the reader opened).
    init(executable: String, document: Int32, environment: [String: String]) throws(WireError) {
        var pair: [Int32] = [-1, -1]
        let made = folio_socket_pair(&pair)
        guard made == 0 else { throw .system(errno: -made) }
        let arguments = [executable, "render-worker"]
        // The Swift runtime's backtracer would try to start a helper when a worker crashes, which
        // the sandbox refuses after a wait: a crash is reported by the reader instead.
        var variables = environment
        variables["SWIFT_BACKTRACE"] = "enable=no"
        let environmentLines = variables.map { "\($0.key)=\($0.value)" }
        var child: pid_t = 0
        let spawned = Self.withCStrings(arguments) { argv in
            Self.withCStrings(environmentLines) { envp in
                folio_spawn_worker(executable, argv, envp, document, pair[1], &child)
            }
        }
        close(pair[1])
        guard spawned == 0 else {
            close(pair[0])
            throw .system(errno: -spawned)
        }
        pid = child
        channel = WorkerChannel(descriptor: pair[0])
    }

    deinit {
        if ending == nil {
            kill(pid, SIGKILL)
            _ = reap()
        }
    }

    /// Waits for the worker to end (it has died, or was just killed) and says how.
    func reap() -> Ending {
        if let ending { return ending }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
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

    private static func withCStrings<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
        let copies = strings.map { strdup($0) } + [nil]
        defer { copies.forEach { free($0) } }
        return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
