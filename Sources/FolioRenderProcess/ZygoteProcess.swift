import CFolioProcess
import FolioRender
import Foundation
import Glibc
import SystemPackage

/// The reader's handle on a render template process (`RenderZygote`): asks it for workers, each
/// request's answer read when its asker needs the worker (`PendingWorker`). Owns the socket; a
/// zygote this handle started is killed and reaped when the handle goes (the early one of `folio`
/// lives as long as the reader).
public final class ZygoteProcess: Sendable {
    let pid: pid_t
    /// What the zygote runs and the environment it started with: its workers inherit both, and its
    /// fontconfig was loaded under that environment, so it serves only openers asking for the same.
    let executable: String
    let environment: [String: String]
    /// The socket, held while a request or an answer crosses it.
    private let socket: Locked<ZygoteSocket>
    /// The zygote has been killed and reaped (`stop`): its pid may be another process's now.
    private let stopped = Locked(false)

    /// The zygote `folio` forked from itself as it started, if it did (`forkEarly`).
    private static let early = Locked<ZygoteProcess?>(nil)
    /// How long a request may wait for the zygote (its warm-up included) before the exec path is tried.
    private static let answerTimeLimit = 30

    private init(pid: pid_t, socket: FileDescriptor, executable: String, environment: [String: String]) {
        self.pid = pid
        self.executable = executable
        self.environment = environment
        var limit = timeval(tv_sec: Self.answerTimeLimit, tv_usec: 0)
        _ = setsockopt(socket.rawValue, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        self.socket = Locked(ZygoteSocket(socket))
    }

    deinit { stop() }

    /// Kills the zygote and reaps it, once.
    func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        socket.withLock { try? $0.descriptor.close() }
        kill(pid, SIGKILL)
        _ = try? SystemCall.retrying { waitpid(pid, nil, 0) }
    }

    /// Kills and reaps the zygote `folio` forked as it started: called as `folio` ends. Left to die
    /// with its parent instead, it would be orphaned first, and a process that is a subreaper at
    /// that moment (a test process adopting a worker) would adopt it, and never reap it.
    public static func stopEarly() {
        early.withLock { early in
            early?.stop()
            early = nil
        }
    }

    /// Forks the zygote from this process, which must have one thread (call it first thing in
    /// `main`, before parsing the arguments where they allow): it gets this process's relocated
    /// libraries for nothing (all but poppler's, which `load` brings). Returns in this process only;
    /// the zygote runs `load` at once, `warmUp` later, and serves, forking workers that run
    /// `worker`. Nothing happens when this process has more than one thread, or has forked its
    /// zygote already.
    public static func forkEarly(load: () -> Void, warmUp: () -> Void, worker: () -> Never) {
        guard early.withLock({ $0 == nil }), folio_thread_count() == 1 else { return }
        let pair: SocketPair
        do throws(Errno) {
            pair = try SocketPair()
        } catch {
            return
        }
        let child = folio_fork_zygote(pair.theirs.rawValue)
        if child == 0 { RenderZygote.serve(load: load, warmUp: warmUp, worker: worker) }
        guard child > 0 else { return }
        let zygote = ZygoteProcess(
            pid: child, socket: pair.keepingOurs(), executable: ProcessPageSourceOpener.runningProgram,
            environment: ProcessInfo.processInfo.environment)
        early.withLock { $0 = zygote }
    }

    /// The zygote for workers running `executable` with `environment`: the early one when it is
    /// theirs, else a new `executable render-zygote` (nil when it cannot start; workers are then
    /// started by exec, as `WorkerProcess` does).
    static func serving(executable: String, environment: [String: String]) -> ZygoteProcess? {
        if let early = early.withLock({ $0 }), early.executable == executable, early.environment == environment {
            return early
        }
        return try? spawn(executable: executable, environment: environment)
    }

    /// Starts `executable render-zygote` with `environment`, its socket on descriptor 4. It dies
    /// with the calling thread: start it on one that lives as long as this handle.
    static func spawn(executable: String, environment: [String: String]) throws(Errno) -> ZygoteProcess {
        let child = try SpawnedChild(executable, "render-zygote", environment: environment, document: nil)
        return ZygoteProcess(pid: child.pid, socket: child.socket, executable: executable, environment: environment)
    }

    /// A new worker on `document`, forked by the zygote and adopted by this process, which reaps it.
    func startWorker(document: DocumentFile) throws(WireError) -> WorkerProcess {
        try requestWorker(document: document).process()
    }

    /// Asks for a worker on `document` and returns without waiting for the answer: the worker's
    /// socket takes requests at once, which wait there until the worker, once adopted, reads them.
    /// This process is a subreaper (`Subreaper`) until the answer is read.
    func requestWorker(document: DocumentFile) throws(WireError) -> PendingWorker {
        let pair: SocketPair
        do throws(Errno) {
            pair = try SocketPair()
        } catch {
            throw .system(error)
        }
        let workerSocket = pair.theirs
        Subreaper.enter()
        let ticket: Int
        do throws(WireError) {
            ticket = try socket.withLock { socket throws(WireError) in
                try socket.request(document: document.descriptor, workerSocket: workerSocket)
            }
        } catch {
            Subreaper.leave()
            throw error
        }
        // The worker's end is in flight with the request: the socket holds it until the template takes it.
        return PendingWorker(ticket: ticket, of: self, channel: WorkerChannel(descriptor: pair.keepingOurs()))
    }

    /// The answer to the request of `ticket`: the worker's pid, or -errno.
    func answer(to ticket: Int) throws(WireError) -> Int32 {
        try socket.withLock { socket throws(WireError) in try socket.answer(to: ticket) }
    }
}
