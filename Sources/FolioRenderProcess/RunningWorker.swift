import FolioCore
import FolioRender
import Glibc

/// A render worker process that has opened the document: its process, and the CPU time it had
/// spent by its last answer.
final class RunningWorker {
    let process: WorkerProcess
    let pageCount: Int
    /// How the document asks to be shown, as the worker read it.
    let preferences: DocumentPreferences
    private(set) var cpuSeconds = 0.0
    /// The pages a `renderAhead` had the worker measure, as it answered (nil without one).
    let measuredAhead: MeasuredPages?

    /// Starts a worker on `document` and has it open the pages.
    convenience init(_ launch: WorkerLaunch, document: DocumentFile) throws(FolioError) {
        try self.init(launch, process: try launch.start(document: document))
    }

    /// The request that has a new worker open the pages.
    static func openRequest(_ launch: WorkerLaunch) -> WorkerRequest {
        .open(name: launch.path, password: launch.password, recolor: launch.recolor)
    }

    /// Has `process`, a worker just started on the document, open the pages, unless `openSent` (the
    /// request went out when it started) and waits for its answer; and for the answer to the
    /// `renderAhead` sent after it, if `aheadSent`.
    init(_ launch: WorkerLaunch, process: WorkerProcess, openSent: Bool = false, aheadSent: Bool = false)
        throws(FolioError)
    {
        self.process = process
        launch.counts.withLock { $0.started += 1 }
        let reply: WorkerReply
        do throws(WireError) {
            if !openSent { try process.channel.send(Self.openRequest(launch).encoded()) }
            reply = try WorkerReply(decoding: try process.channel.receive().message, path: launch.path)
        } catch {
            kill(process.pid, SIGKILL)
            throw .renderProcessFailed(
                path: launch.path, detail: "it ended while opening the document (\(process.reap().how))")
        }
        cpuSeconds = reply.cpuSeconds
        let waited = MonotonicClock.seconds - process.waitedFrom
        launch.counts.withLock { [cpuSeconds] in
            $0.startCPUSeconds += cpuSeconds
            $0.startWallSeconds += waited
        }
        switch reply.answer {
        case .opened(let count, let asked):
            pageCount = count
            preferences = asked
        case .failed(let error): throw error
        default: throw .renderProcessFailed(path: launch.path, detail: "it answered the open out of turn")
        }
        // A worker that died since answers the next request by its death, which starts another.
        let ahead =
            aheadSent ? try? WorkerReply(decoding: try process.channel.receive().message, path: launch.path) : nil
        if case .measured(let pages)? = ahead?.answer { measuredAhead = pages } else { measuredAhead = nil }
    }

    /// Sends `request`, with `memoryFile` when it is a render, and waits for the answer.
    func exchange(_ request: WorkerRequest, memoryFile: PixelFile? = nil, path: String) throws(WireError)
        -> WorkerReply.Answer
    {
        try process.channel.send(request.encoded(), attaching: memoryFile)
        let reply = try WorkerReply(decoding: try process.channel.receive().message, path: path)
        cpuSeconds = reply.cpuSeconds
        return reply.answer
    }
}
