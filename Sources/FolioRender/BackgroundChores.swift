import Foundation
import Glibc

/// The one thread the reader hands work to that no frame waits for: unmapping read-only pixel
/// mappings (`PixelMapping`: freeing a memory file's pages costs the main thread nothing) and
/// deflating the pages kept small off screen (`WhiteRunImage.deflateLater`). Chores run in the
/// order they were handed over. Started with the first chore and kept for the life of the
/// process: the process's thread count stays put, as a soak checks (a dispatch queue's worker
/// threads come and go).
package final class BackgroundChores: @unchecked Sendable {
    // Unchecked: `pending` and `isWorking` are guarded by `condition`.
    private let condition = NSCondition()
    private var pending: [@Sendable () -> Void] = []
    private var isWorking = false

    package static let shared = BackgroundChores()

    private init() {
        let thread = Thread { [self] in
            Thread.nameCurrent("folio-chores")
            ThreadPriority.yieldToTheMainThread()  // none of it is due within a frame
            run()
        }
        thread.start()
    }

    /// Runs `chore` soon, on the thread, after those handed over before it.
    package func perform(_ chore: @escaping @Sendable () -> Void) {
        condition.lock()
        pending.append(chore)
        condition.signal()
        condition.unlock()
    }

    /// Returns once every chore handed over so far has run.
    package func wait() {
        condition.lock()
        while !pending.isEmpty || isWorking { condition.wait() }
        condition.unlock()
    }

    private func run() -> Never {
        while true {
            condition.lock()
            while pending.isEmpty { condition.wait() }
            let batch = pending
            pending = []
            isWorking = true
            condition.unlock()
            for chore in batch { chore() }
            condition.lock()
            isWorking = false
            condition.broadcast()
            condition.unlock()
        }
    }
}
