import FolioRender
import Glibc

/// What another thread may do to a `ProcessPageSource`'s worker: kill it while it answers, which is
/// how a render poppler cannot interrupt is stopped.
///
/// The rule: a worker's pid is killed only between `begin` and `end` of a request (`answering`),
/// while it names the source's own child, running or dead but not yet reaped. Once reaped, the
/// number is free for the system to give another process, which a late kill would then reach.
/// The source reaps a worker only after `end`, and `end` takes the lock `interrupt` kills under:
/// once it has returned, no kill is in flight and none can start.
final class WorkerControl: RenderInterrupter, Sendable {
    private struct Window: Sendable {
        /// The worker answering now: the one pid `interrupt` may kill. Nil outside a request.
        var answering: pid_t?
        /// Why it was killed, if it was.
        var interruption: RenderInterruption?
    }

    private let window = Locked(Window())

    /// Runs `request`, an exchange with `worker`, in the window where another thread may kill it:
    /// its outcome, and why the worker was killed meanwhile if it was. The caller reaps a worker
    /// only once this has returned.
    func answering<Value>(
        _ worker: WorkerProcess, _ request: () throws(WireError) -> Value
    ) -> (outcome: Result<Value, WireError>, interruption: RenderInterruption?) {
        precondition(!worker.isReaped, "a reaped worker's pid may be another process's")
        begin(worker.pid)
        let outcome = Result(catching: request)
        return (outcome, end())
    }

    private func begin(_ pid: pid_t) {
        window.withLock { $0 = Window(answering: pid) }
    }

    /// Closes the window: why the worker was killed in it, if it was.
    private func end() -> RenderInterruption? {
        window.withLock { window in
            defer { window = Window() }
            return window.interruption
        }
    }

    func interrupt(_ reason: RenderInterruption) -> Bool {
        window.withLock { window in
            guard let pid = window.answering, window.interruption == nil else { return false }
            window.interruption = reason
            kill(pid, SIGKILL)
            return true
        }
    }
}
