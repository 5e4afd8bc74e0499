import FolioRender

/// A worker started as soon as the opener is made, before anyone asks for pages, and asked at once
/// to open the document: its start (a fork by the template process, or an exec) and its parse of
/// the document then overlap what the reader does meanwhile (making its window, sizing its first
/// frame), where they would otherwise come before the first page's render. Started on the thread
/// that makes the opener, the main thread, which outlives it (a worker dies with the thread that
/// started it). The first source opened takes it and reads the answer to the open.
final class PrestartedWorker: Sendable {
    /// A worker started ahead, with its document, and whether the open request went out.
    struct Started {
        let document: DocumentFile
        let process: WorkerProcess
        let openSent: Bool
        /// A `renderAhead` went out after the open request: its answer follows the open's.
        var aheadSent = false
    }

    private let started: Locked<Started?>

    /// Opens the document, starts a worker on it as `launch` says and sends it the open request;
    /// nothing when the document or the worker cannot be had (the first source then tries again,
    /// and reports why). A template process serves a request that comes soon after its own start
    /// before it warms up (`RenderZygote.coldRequestWait`), so this does not wait for the warm-up.
    init(_ launch: WorkerLaunch) {
        guard let document = try? DocumentFile(path: launch.path), let process = try? launch.start(document: document)
        else {
            started = Locked(nil)
            return
        }
        let openSent = (try? process.channel.send(RunningWorker.openRequest(launch).encoded())) != nil
        started = Locked(Started(document: document, process: process, openSent: openSent))
    }

    /// Sends the worker started ahead `request`, a `renderAhead`, after the open request; nothing
    /// once it is taken, or when it could not be started.
    func renderAhead(_ request: WorkerRequest) {
        started.withLock { started in
            guard let worker = started, worker.openSent, !worker.aheadSent,
                (try? worker.process.channel.send(request.encoded())) != nil
            else { return }
            started?.aheadSent = true
        }
    }

    /// The worker started ahead, once; nil after that, or when it could not be started. The
    /// reader's wait for it (`WorkerProcessCounts.startWallSeconds`) counts from now.
    func take() -> Started? {
        started.withLock { started in
            let taken = started
            started = nil
            taken?.process.waitedFrom = MonotonicClock.seconds
            return taken
        }
    }
}
