import FolioRender
import Foundation
import Glibc
import Synchronization
import Testing

/// What a thread that works beside the main thread runs at: nice 5 and the batch policy, for that
/// thread alone, and inherited by the threads it starts.
@Suite struct ThreadPriorityTests {
    /// The calling thread's policy and nice value (`sched_getscheduler` and `getpriority` of 0 name
    /// the calling thread on Linux).
    struct Priority: Equatable {
        let policy: Int32
        let nice: Int32
        static var current: Priority {
            Priority(policy: sched_getscheduler(0), nice: getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
        }
        static let batch: Int32 = 3
    }

    /// Runs `body` on a new thread and returns what it returned.
    private func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            result.withLock { $0 = body() }
            done.signal()
        }.start()
        done.wait()
        return result.withLock { $0! }
    }

    @Test func lowersTheCallingThreadOnly() {
        let before = Priority.current
        let lowered = onThread {
            ThreadPriority.yieldToTheMainThread()
            return Priority.current
        }
        #expect(lowered == Priority(policy: Priority.batch, nice: 5))
        #expect(Priority.current == before)
    }

    @Test func threadsStartedAfterwardInheritIt() {
        let child = onThread {
            ThreadPriority.yieldToTheMainThread()
            return onThread { Priority.current }
        }
        #expect(child == Priority(policy: Priority.batch, nice: 5))
    }
}
