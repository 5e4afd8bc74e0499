import FolioRender

/// A worker started as soon as the opener is made, before anyone asks for pages: starting one
/// costs some 30 ms, most of it linking the binary's hundred libraries, which then overlaps what
/// the reader does meanwhile (making its window). Started on the thread that makes the opener,
/// the main thread, which outlives it (a worker dies with the thread that started it). The first
/// source opened takes it.
final class PrestartedWorker: Sendable {
    /// The document and the worker started on it, until taken.
    private let started: Locked<(document: DocumentFile, process: WorkerProcess)?>

    /// Opens the document and starts a worker on it, as `launch` says; nothing when either fails
    /// (the first source then tries again, and reports why). Nothing either with a zygote: it forks
    /// a worker in a millisecond once warm, and asking it now would wait for its warm-up here.
    init(_ launch: WorkerLaunch) {
        guard launch.zygote == nil, let document = try? DocumentFile(path: launch.path),
            let process = try? launch.start(document: document)
        else {
            started = Locked(nil)
            return
        }
        started = Locked((document, process))
    }

    /// The document and its worker, once; nil after that, or when they could not be started.
    func take() -> (document: DocumentFile, process: WorkerProcess)? {
        started.withLock { started in
            let taken = started
            started = nil
            taken?.process.waitedFrom = MonotonicClock.seconds
            return taken
        }
    }
}
