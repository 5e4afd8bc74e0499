import FolioRender
import Foundation

/// Ends the process with the contract's one line when poppler outlives a time limit: it cannot be
/// interrupted in the middle of a page (or of rebuilding a damaged file's cross-reference table for
/// every page), so `folio render` and `folio info` give up whole.
final class CommandDeadline: Sendable {
    private let done = DispatchSemaphore(value: 0)

    /// Starts the clock: unless `cancel()` comes within `seconds`, prints `error` and exits 1.
    init(seconds: Double, _ error: FolioError) {
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
