import FolioCore
import FolioRender
import Glibc

/// A render worker process that has opened the document: its process, and the CPU time it had
/// spent by its last answer.
final class RunningWorker {
    let process: WorkerProcess
    let pageCount: Int
    private(set) var cpuSeconds = 0.0

    /// Starts a worker on `document` and has it open the pages.
    convenience init(_ launch: WorkerLaunch, document: DocumentFile) throws(FolioError) {
        try self.init(launch, process: try launch.start(document: document))
    }

    /// Has `process`, a worker just started on the document, open the pages.
    init(_ launch: WorkerLaunch, process: WorkerProcess) throws(FolioError) {
        self.process = process
        launch.counts.withLock { $0.started += 1 }
        let reply: WorkerReply
        do throws(WireError) {
            try process.channel.send(WorkerRequest.open(name: launch.path, password: launch.password).encoded())
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
        case .opened(let count): pageCount = count
        case .failed(let error): throw error
        default: throw .renderProcessFailed(path: launch.path, detail: "it answered the open out of turn")
        }
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
