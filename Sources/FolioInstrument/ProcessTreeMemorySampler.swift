import FolioRender
import Foundation

/// Reads `ProcessTreeMemory` every `interval` seconds on a thread of its own until it is released,
/// for the peak of the reader and its render processes together over a run.
///
/// Not on the main thread: a reading walks the page tables of every process of the tree, and costs
/// about 20 µs per MiB resident (4 ms for the reader on the sample at 180 MiB, measured on the
/// 2-core VM), so a reader holding a gigabyte would miss a frame at every reading. The thread sleeps
/// between readings, so it takes under 1 % of a core from the frames and the renders. It exists
/// from the first frame to the end of the run, so the `threads` figures (after warm-up and at the
/// end) both count it.
public final class ProcessTreeMemorySampler: @unchecked Sendable {
    /// Seconds between readings.
    public static let defaultInterval = 0.5

    private let tally = Locked(ProcessTreeMemoryTally())
    /// Signalled when the sampler is released: the thread wakes and ends.
    private let released = DispatchSemaphore(value: 0)

    public init(
        interval: Double = defaultInterval, reading: @escaping @Sendable () -> ProcessTreeMemory = ProcessTreeMemory.now
    ) {
        // The thread holds the tally and the signal, not the sampler, so releasing the sampler stops it.
        let tally = tally, released = released
        let thread = Thread {
            Thread.nameCurrent("folio-pss")
            // What measures must not take the core from the frames it measures.
            ThreadPriority.yieldToTheMainThread()
            repeat {
                let (now, took) = Self.timed(reading)
                tally.withLock { $0.record(now, took: took) }
            } while released.wait(timeout: .now() + interval) == .timedOut
        }
        thread.start()
    }

    deinit { released.signal() }

    /// The figures so far, with a reading taken now on the calling thread as the final one.
    public func use(reading: () -> ProcessTreeMemory = ProcessTreeMemory.now) -> ProcessTreeMemoryUse {
        let (now, took) = Self.timed(reading)
        return tally.withLock { $0.use(final: now, took: took) }
    }

    private static func timed(_ reading: () -> ProcessTreeMemory) -> (ProcessTreeMemory, Double) {
        let started = MonotonicClock.seconds
        let now = reading()
        return (now, MonotonicClock.seconds - started)
    }
}
