import FolioRender
import Foundation
import SystemPackage

/// How a render worker process is started: the program, the document and its password, the
/// environment, and the counts every worker of one opener adds to.
struct WorkerLaunch: Sendable {
    let executable: String
    let path: String
    let password: String?
    let environment: [String: String]
    let counts: Locked<WorkerProcessCounts>

    /// Starts a worker process on `document`.
    func start(document: Int32) throws(FolioError) -> WorkerProcess {
        do throws(WireError) {
            return try WorkerProcess(executable: executable, document: document, environment: environment)
        } catch {
            throw .renderProcessFailed(path: path, detail: "cannot start \(executable) (\(error))")
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
    /// (the first source then tries again, and reports why).
    init(_ launch: WorkerLaunch) {
        guard let document = try? launch.openDocument() else { return }
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
        return started
    }
}
