import Foundation
import Glibc

/// The one thread the reader's read-only pixel mappings are unmapped on (`PixelMapping`), so that
/// freeing a memory file's pages costs the main thread nothing. Started with the first mapping let
/// go of and kept for the life of the process: the process's thread count stays put, as a soak
/// checks (a dispatch queue's worker threads come and go).
final class UnmappingThread: @unchecked Sendable {
    // Unchecked: `pending` and `isUnmapping` are guarded by `condition`.
    private let condition = NSCondition()
    private var pending: [(address: UInt, count: Int)] = []
    private var isUnmapping = false

    static let shared = UnmappingThread()

    private init() {
        let thread = Thread { [self] in
            Thread.nameCurrent("folio-unmap")
            ThreadPriority.yieldToTheMainThread()  // freeing pages can wait for a frame
            run()
        }
        thread.start()
    }

    /// Unmaps `count` bytes at `address` soon, on the thread.
    func unmap(address: UInt, count: Int) {
        condition.lock()
        pending.append((address, count))
        condition.signal()
        condition.unlock()
    }

    /// Returns once everything asked for so far is unmapped.
    func wait() {
        condition.lock()
        while !pending.isEmpty || isUnmapping { condition.wait() }
        condition.unlock()
    }

    private func run() -> Never {
        while true {
            condition.lock()
            while pending.isEmpty { condition.wait() }
            let batch = pending
            pending = []
            isUnmapping = true
            condition.unlock()
            for mapping in batch { munmap(UnsafeMutableRawPointer(bitPattern: mapping.address), mapping.count) }
            condition.lock()
            isUnmapping = false
            condition.broadcast()
            condition.unlock()
        }
    }
}
