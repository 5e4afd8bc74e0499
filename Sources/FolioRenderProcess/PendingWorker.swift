import Glibc
import SystemPackage

/// A worker asked of a render template process (`ZygoteProcess.requestWorker`) whose answer, its
/// pid, has not been read yet. Its socket works at once: requests sent now wait there until the
/// worker, adopted by the reader, reads them. The reader stays a subreaper until the answer is read
/// (`process()`), since only by then is the worker its child. Released unanswered, it reads the
/// answer, and the worker is killed and reaped with its `WorkerProcess`. Used by one thread at a
/// time.
final class PendingWorker {
    let channel: WorkerChannel
    private let zygote: ZygoteProcess
    private let ticket: Int
    private var outcome: Result<WorkerProcess, WireError>?

    init(ticket: Int, of zygote: ZygoteProcess, channel: WorkerChannel) {
        self.ticket = ticket
        self.zygote = zygote
        self.channel = channel
    }

    deinit {
        if outcome == nil { _ = try? process() }
    }

    /// The worker, once the template has answered: waits for the answer the first time.
    func process() throws(WireError) -> WorkerProcess {
        if let outcome { return try outcome.get() }
        defer { Subreaper.leave() }
        let answered = Result { () throws(WireError) -> WorkerProcess in
            let answer = try zygote.answer(to: ticket)
            let worker: pid_t
            do throws(Errno) {
                worker = try SystemCall.shim(answer)
            } catch {
                throw .system(error)
            }
            guard worker > 0 else { throw .system(.protocolError) }
            return WorkerProcess(pid: worker, channel: channel)
        }
        outcome = answered
        return try answered.get()
    }
}
