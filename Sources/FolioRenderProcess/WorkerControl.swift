import Foundation
import FolioRender

/// What another thread may do to a `ProcessPageSource`'s worker: kill it while it answers, which is
/// how a render poppler cannot interrupt is stopped. `begin` and `end` bracket each request on the
/// source's thread.
final class WorkerControl: RenderInterrupter, @unchecked Sendable {
    // Guarded by `lock`: the worker answering now, and why it was killed, if it was.
    private let lock = NSLock()
    private var answering: pid_t?
    private var interruption: RenderInterruption?

    func begin(_ pid: pid_t) {
        lock.lock()
        answering = pid
        interruption = nil
        lock.unlock()
    }

    /// The request is answered or failed: why the worker was killed meanwhile, if it was.
    func end() -> RenderInterruption? {
        lock.lock()
        defer { lock.unlock() }
        answering = nil
        defer { interruption = nil }
        return interruption
    }

    func interrupt(_ reason: RenderInterruption) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let answering, interruption == nil else { return false }
        interruption = reason
        kill(answering, SIGKILL)
        return true
    }
}
