import FolioRender

/// A worker started as soon as the opener is made, before anyone asks for pages, and asked at once
/// to open the document: its start (a fork by the template process, or an exec) and its parse of
/// the document then overlap what the reader does meanwhile (starting SDL, making its window),
/// where they would otherwise come before the first page's render. Nothing here waits for the
/// template process: the open request goes into the worker's socket before the template has
/// answered (it is still loading poppler while `folio` parses its settings), and the answer is read
/// when the first source takes the worker, on the thread that opens the document. Started on the
/// thread that makes the opener, the main thread, which outlives it (a worker dies with the thread
/// that started it).
final class PrestartedWorker: Sendable {
    /// A worker started ahead, with its document, and whether the open request went out.
    struct Started {
        let document: DocumentFile
        let process: WorkerProcess
        let openSent: Bool
        /// A `renderAhead` went out after the open request: its answer follows the open's.
        var aheadSent = false
    }

    /// What `Started` is before the template's answer is read.
    private struct Starting {
        let document: DocumentFile
        let worker: StartingWorker
        let openSent: Bool
        var aheadSent = false
    }

    private let starting: Locked<Starting?>

    /// Opens the document, starts a worker on it as `launch` says and sends it the open request;
    /// nothing when the document or the worker cannot be had (the first source then tries again,
    /// and reports why). A template process serves a request that comes soon after its own start
    /// before it warms up (`RenderZygote.coldRequestWait`).
    init(_ launch: WorkerLaunch) {
        guard let document = try? DocumentFile(path: launch.path),
            let worker = try? launch.startAhead(document: document)
        else {
            starting = Locked(nil)
            return
        }
        let openSent = (try? worker.channel.send(RunningWorker.openRequest(launch).encoded())) != nil
        starting = Locked(Starting(document: document, worker: worker, openSent: openSent))
    }

    /// Sends the worker started ahead `request`, a `renderAhead`, after the open request; nothing
    /// once it is taken, or when it could not be started.
    func renderAhead(_ request: WorkerRequest) {
        starting.withLock { starting in
            guard let worker = starting, worker.openSent, !worker.aheadSent,
                (try? worker.worker.channel.send(request.encoded())) != nil
            else { return }
            starting?.aheadSent = true
        }
    }

    /// The worker started ahead, once, waiting for the template's answer if it has not been read;
    /// nil after that, or when it could not be started. The reader's wait for it
    /// (`WorkerProcessCounts.startWallSeconds`) counts from now.
    func take() -> Started? {
        let waitedFrom = MonotonicClock.seconds
        guard
            let taken = starting.withLock({ starting in
                defer { starting = nil }
                return starting
            }),
            let process = try? taken.worker.process()
        else { return nil }
        process.waitedFrom = waitedFrom
        return Started(document: taken.document, process: process, openSent: taken.openSent, aheadSent: taken.aheadSent)
    }
}
