import CFolioProcess
import FolioRender
import Foundation
import Glibc

/// The reader's handle on a render template process (`RenderZygote`): asks it for workers, one
/// request at a time. Owns the socket; a zygote this handle started is killed and reaped when the
/// handle goes (the early one of `folio` lives as long as the reader).
public final class ZygoteProcess: @unchecked Sendable {
    let pid: pid_t
    /// What the zygote runs and the environment it started with: its workers inherit both, and its
    /// fontconfig was loaded under that environment, so it serves only openers asking for the same.
    let executable: String
    let environment: [String: String]
    // Guarded by `lock`: the socket, one request and its answer at a time.
    private let lock = NSLock()
    private let socket: Int32

    /// The zygote `folio` forked from itself as it started, if it did (`forkEarly`).
    private static let early = Locked<ZygoteProcess?>(nil)
    /// How long a request may wait for the zygote (its warm-up included) before the exec path is tried.
    private static let answerTimeLimit = 30

    private init(pid: pid_t, socket: Int32, executable: String, environment: [String: String]) {
        self.pid = pid
        self.socket = socket
        self.executable = executable
        self.environment = environment
        var limit = timeval(tv_sec: Self.answerTimeLimit, tv_usec: 0)
        _ = setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        close(socket)
        kill(pid, SIGKILL)
        while waitpid(pid, nil, 0) < 0, errno == EINTR {}
    }

    /// Forks the zygote from this process, which must have one thread (call it first thing in
    /// `main`, after parsing the arguments): it gets this process's relocated libraries for
    /// nothing. Returns in this process only; the zygote runs `warmUp` and then serves, forking
    /// workers that run `worker`. Nothing happens when this process has more than one thread.
    public static func forkEarly(warmUp: () -> Void, worker: () -> Never) {
        guard folio_thread_count() == 1 else { return }
        var pair: [Int32] = [-1, -1]
        guard folio_socket_pair(&pair) == 0 else { return }
        let child = folio_fork_zygote(pair[1])
        if child == 0 { RenderZygote.serve(warmUp: warmUp, worker: worker) }
        close(pair[1])
        guard child > 0 else {
            close(pair[0])
            return
        }
        let zygote = ZygoteProcess(
            pid: child, socket: pair[0], executable: ProcessPageSourceOpener.runningProgram,
            environment: ProcessInfo.processInfo.environment)
        early.withLock { $0 = zygote }
    }

    /// The zygote for workers running `executable` with `environment`: the early one when it is
    /// theirs, else a new `executable render-zygote` (nil when it cannot start; workers are then
    /// started by exec, as `WorkerProcess` does).
    static func serving(executable: String, environment: [String: String]) -> ZygoteProcess? {
        if let early = early.withLock({ $0 }), early.executable == executable, early.environment == environment { return early }
        return try? spawn(executable: executable, environment: environment)
    }

    /// Starts `executable render-zygote` with `environment`, its socket on descriptor 4. It dies
    /// with the calling thread: start it on one that lives as long as this handle.
    static func spawn(executable: String, environment: [String: String]) throws(WireError) -> ZygoteProcess {
        var pair: [Int32] = [-1, -1]
        let made = folio_socket_pair(&pair)
        guard made == 0 else { throw .system(errno: -made) }
        var variables = environment
        variables["SWIFT_BACKTRACE"] = "enable=no"
        var child: pid_t = 0
        let spawned = withCStrings([executable, "render-zygote"]) { argv in
            withCStrings(variables.map { "\($0.key)=\($0.value)" }) { envp in
                folio_spawn_worker(executable, argv, envp, -1, pair[1], &child)
            }
        }
        close(pair[1])
        guard spawned == 0 else {
            close(pair[0])
            throw .system(errno: -spawned)
        }
        return ZygoteProcess(pid: child, socket: pair[0], executable: executable, environment: environment)
    }

    /// A new worker on `document`, forked by the zygote and adopted by this process, which reaps it.
    func startWorker(document: Int32) throws(WireError) -> WorkerProcess {
        var pair: [Int32] = [-1, -1]
        let made = folio_socket_pair(&pair)
        guard made == 0 else { throw .system(errno: -made) }
        let answer: Int32
        do throws(WireError) {
            answer = try Subreaper.adopting { () throws(WireError) in try ask(document: document, workerSocket: pair[1]) }
        } catch {
            close(pair[0])
            close(pair[1])
            throw error
        }
        close(pair[1])
        guard answer > 0 else {
            close(pair[0])
            throw .system(errno: answer == 0 ? EPROTO : -answer)
        }
        return WorkerProcess(pid: answer, channel: WorkerChannel(descriptor: pair[0]))
    }

    /// One request and its answer: the worker's pid, or -errno.
    private func ask(document: Int32, workerSocket: Int32) throws(WireError) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        var request = RenderZygote.request
        let descriptors = [document, workerSocket]
        let sent = folio_send_with_descriptors(socket, &request, 1, descriptors, 2)
        if sent == -Int(EPIPE) || sent == -Int(ECONNRESET) { throw .closed }
        guard sent == 1 else { throw .system(errno: sent < 0 ? Int32(-sent) : EIO) }
        var answer = [UInt8](repeating: 0, count: 4)
        var filled = 0
        while filled < answer.count {
            let got = answer.withUnsafeMutableBytes { recv(socket, $0.baseAddress! + filled, 4 - filled, 0) }
            if got == 0 { throw .closed }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { throw .system(errno: errno) }
            filled += got
        }
        return Int32(littleEndian: answer.withUnsafeBytes { $0.loadUnaligned(as: Int32.self) })
    }
}

/// Strings as a C array of C strings, ended by a null pointer, for the length of `body`.
func withCStrings<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
    let copies = strings.map { strdup($0) } + [nil]
    defer { copies.forEach { free($0) } }
    return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
}
