import Foundation
import FolioRender

/// Ends the process with the contract's one line when a render outlives its time limit: poppler
/// cannot be interrupted in the middle of a page, so `folio render` gives up whole.
final class RenderDeadline: Sendable {
    private let done = DispatchSemaphore(value: 0)

    /// Starts the clock: unless `cancel()` comes within the error's limit, prints `error` and exits 1.
    init(_ error: FolioError) {
        guard case .renderTookTooLong(_, _, let seconds) = error else { preconditionFailure("not a time limit: \(error)") }
        let done = done
        Thread.detachNewThread {
            guard done.wait(timeout: .now() + seconds) == .timedOut else { return }
            FileHandle.standardError.write(Data("folio: \(error)\n".utf8))
            // _exit, not exit: the main thread is inside poppler, which exit's destructors would pull from under it.
            _exit(1)
        }
    }

    func cancel() {
        done.signal()
    }
}
