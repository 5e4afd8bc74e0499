import CFolioProcess
import FolioRender
import Foundation
import Glibc
import SystemPackage

/// The reader's handle on a render template process (`RenderZygote`): asks it for workers, one
/// request at a time. Owns the socket; a zygote this handle started is killed and reaped when the
/// handle goes (the early one of `folio` lives as long as the reader).
public final class ZygoteProcess: Sendable {
    let pid: pid_t
    /// What the zygote runs and the environment it started with: its workers inherit both, and its
    /// fontconfig was loaded under that environment, so it serves only openers asking for the same.
    let executable: String
    let environment: [String: String]
    /// The socket, held while one request and its answer cross it.
    private let socket: Locked<FileDescriptor>
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
        self.socket = Locked(socket)
    }

    deinit { stop() }

    /// Kills the zygote and reaps it, once.
    func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        socket.withLock { try? $0.close() }
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
    /// `main`, after parsing the arguments): it gets this process's relocated libraries for
    /// nothing (all but poppler's, which `load` brings). Returns in this process only; the zygote runs `load` at once, `warmUp` later, and
    /// serves, forking workers that run `worker`. Nothing happens when this process has more than
    /// one thread.
    public static func forkEarly(load: () -> Void, warmUp: () -> Void, worker: () -> Never) {
        guard folio_thread_count() == 1 else { return }
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
        let pair: SocketPair
        do throws(Errno) {
            pair = try SocketPair()
        } catch {
            throw .system(error)
        }
        let workerSocket = pair.theirs
        let answer = try Subreaper.adopting { () throws(WireError) in
            try ask(document: document.descriptor, workerSocket: workerSocket)
        }
        let worker: pid_t
        do throws(Errno) {
            worker = try SystemCall.shim(answer)
        } catch {
            throw .system(error)
        }
        guard worker > 0 else { throw .system(.protocolError) }
        return WorkerProcess(pid: worker, channel: WorkerChannel(descriptor: pair.keepingOurs()))
    }

    /// One request and its answer: the worker's pid, or -errno.
    private func ask(document: FileDescriptor, workerSocket: FileDescriptor) throws(WireError) -> Int32 {
        try socket.withLock { socket throws(WireError) in
            var request = RenderZygote.request
            let descriptors = [document.rawValue, workerSocket.rawValue]
            let sent: Int
            do throws(Errno) {
                sent = try SystemCall.shim(folio_send_with_descriptors(socket.rawValue, &request, 1, descriptors, 2))
            } catch {
                throw WireError(error)
            }
            guard sent == 1 else { throw .system(.ioError) }
            var answer = [UInt8](repeating: 0, count: 4)
            var filled = 0
            while filled < answer.count {
                let got: Int
                do throws(Errno) {
                    got = try SystemCall.retrying {
                        answer.withUnsafeMutableBytes { recv(socket.rawValue, $0.baseAddress! + filled, 4 - filled, 0) }
                    }
                } catch {
                    throw .system(error)
                }
                guard got > 0 else { throw .closed }
                filled += got
            }
            return Int32(littleEndian: answer.withUnsafeBytes { $0.loadUnaligned(as: Int32.self) })
        }
    }
}
