import FolioRender
import Foundation

/// Buffers a run's timeline in memory, event by event, for `--trace`: frames and their phases,
/// renders (recorded by the main thread when it takes their results, which carry their worker and
/// times, so no lock is needed), counters and instants. Nothing is formatted while the run goes;
/// `write(to:)` makes the Chrome Trace Event Format JSON (`TraceWriter`), at the end or at any time
/// before. Lives on the main thread.
public final class TraceRecorder {
    /// What the trace calls the process (Perfetto shows it over the tracks).
    public let processName: String
    /// Time 0 of the trace (monotonic seconds), unless an event came earlier.
    public let origin: Double
    /// The frame budget, for tools that colour frames by it (written in `otherData`).
    public var frameBudgetMs: Double?
    public private(set) var events: [TraceEvent] = []
    /// The last value of each counter, so that only changes are recorded.
    private var lastCounterValues = [Double](repeating: .nan, count: TraceCounter.allCases.count)

    public init(processName: String, origin: Double = MonotonicClock.seconds) {
        self.processName = processName
        self.origin = origin
        events.reserveCapacity(1 << 14)
    }

    /// Bytes the buffer holds (its capacity, as allocated).
    public var bufferBytes: Int { events.capacity * MemoryLayout<TraceEvent>.stride }

    public func frame(_ frame: TraceFrame) {
        events.append(.frame(frame))
    }

    /// A render whose result was just taken; `used`: it went into the cache.
    public func render(_ result: RenderResult, used: Bool) {
        let failed = if case .failure = result.outcome { true } else { false }
        events.append(
            .render(
                TraceRender(
                    job: result.job, start: result.startedAt, seconds: result.renderSeconds, worker: result.thread,
                    used: used,
                    fromDiskCache: result.source == .diskCache, failed: failed)))
    }

    /// Records `value` when it differs from the counter's last one.
    public func counter(_ counter: TraceCounter, _ value: Double, at time: Double) {
        guard value != lastCounterValues[counter.rawValue] else { return }
        lastCounterValues[counter.rawValue] = value
        events.append(.counter(counter, at: time, value: value))
    }

    public func instant(_ instant: TraceInstant, at time: Double, value: Int = 0) {
        events.append(.instant(instant, at: time, value: value))
    }

    /// Writes the trace so far to `path`; recording may go on afterwards.
    public func write(to path: String) throws(BenchError) {
        try BenchError.write(TraceWriter(recorder: self, pid: Int(getpid())).json, to: path)
    }
}
