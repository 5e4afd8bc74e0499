import FolioRender
import Foundation
import SystemPackage

/// How a render worker process is started: the program, the document and its password, the
/// environment, the template process that forks workers, and the counts every worker of one
/// opener adds to.
struct WorkerLaunch: Sendable {
    let executable: String
    let path: String
    let password: String?
    let environment: [String: String]
    let counts: Locked<WorkerProcessCounts>
    /// Forks the workers when there is one; else, or when it fails, each worker is a new process.
    var zygote: ZygoteProcess? = nil

    /// Starts a worker process on `document`: forked by the zygote, or else `executable render-worker`.
    func start(document: Int32) throws(FolioError) -> WorkerProcess {
        let began = MonotonicClock.seconds
        var zygoteFailure = ""
        if let zygote {
            do throws(WireError) {
                let process = try zygote.startWorker(document: document)
                process.waitedFrom = began
                return process
            } catch {
                zygoteFailure = "; its template process \(zygote.pid) could not fork one either (\(error))"
            }
        }
        do throws(WireError) {
            let process = try WorkerProcess(executable: executable, document: document, environment: environment)
            process.waitedFrom = began
            return process
        } catch {
            throw .renderProcessFailed(path: path, detail: "cannot start \(executable) (\(error))\(zygoteFailure)")
        }
    }

    /// Opens the document for a worker, as the reader: the worker never opens it by name.
    func openDocument() throws(FolioError) -> FileDescriptor {
        do {
            return try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
        } catch {
            let missing = (error as? Errno) == .noSuchFileOrDirectory
            throw missing ? .fileNotFound(path: path) : .unreadable(path: path, reason: "\(error)")
        }
    }
}

/// A worker started as soon as the opener is made, before anyone asks for pages: starting one
/// costs some 30 ms, most of it linking the binary's hundred libraries, which then overlaps what
/// the reader does meanwhile (making its window). Started on the thread that makes the opener,
/// the main thread, which outlives it (a worker dies with the thread that started it). The first
/// source opened takes it.
final class PrestartedWorker: @unchecked Sendable {
    // Guarded by `lock`: the document descriptor and the worker holding it, until taken.
    private let lock = NSLock()
    private var started: (document: FileDescriptor, process: WorkerProcess)?

    /// Opens the document and starts a worker on it, as `launch` says; nothing when either fails
    /// (the first source then tries again, and reports why). Nothing either with a zygote: it forks
    /// a worker in a millisecond once warm, and asking it now would wait for its warm-up here.
    init(_ launch: WorkerLaunch) {
        guard launch.zygote == nil, let document = try? launch.openDocument() else { return }
        guard let process = try? launch.start(document: document.rawValue) else {
            try? document.close()
            return
        }
        started = (document, process)
    }

    deinit {
        if let started { try? started.document.close() }
    }

    /// The document and its worker, once; nil after that, or when they could not be started.
    func take() -> (document: FileDescriptor, process: WorkerProcess)? {
        lock.lock()
        defer { lock.unlock() }
        defer { started = nil }
        started?.process.waitedFrom = MonotonicClock.seconds
        return started
    }
}
