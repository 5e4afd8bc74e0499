import FolioCore

/// One event of a timeline trace as `TraceRecorder` keeps it during the run: plain values and no
/// strings, so that recording one is an array append; `TraceWriter` turns them into JSON at the
/// end. Times are `MonotonicClock` seconds.
public enum TraceEvent: Sendable {
    /// A presented frame on the main thread, with its phases.
    case frame(TraceFrame)
    /// A render whose result the session took, on its worker's track (the main thread's for a
    /// service that renders there).
    case render(TraceRender)
    case counter(TraceCounter, at: Double, value: Double)
    case instant(TraceInstant, at: Double, value: Int)
}

/// A frame on the main track: from the start of its work to its present.
public struct TraceFrame: Sendable {
    public var frame: Int
    public var phases: FramePhases
    public var mainThreadMs: Double
    public var stall: Bool
    public var missed: Bool

    public init(frame: Int, phases: FramePhases, mainThreadMs: Double, stall: Bool, missed: Bool) {
        self.frame = frame
        self.phases = phases
        self.mainThreadMs = mainThreadMs
        self.stall = stall
        self.missed = missed
    }
}

/// A render as its result tells it, and what the session made of it.
public struct TraceRender: Sendable {
    public var job: RenderJob
    public var start: Double
    public var seconds: Double
    /// The pool's worker index; nil when it ran on the main thread (`sync`).
    public var worker: Int?
    /// Taken into the cache (counted in the report's `renders.completed`); false: discarded.
    public var used: Bool
    public var fromDiskCache: Bool
    public var failed: Bool

    public init(
        job: RenderJob, start: Double, seconds: Double, worker: Int?, used: Bool, fromDiskCache: Bool,
        failed: Bool
    ) {
        self.job = job
        self.start = start
        self.seconds = seconds
        self.worker = worker
        self.used = used
        self.fromDiskCache = fromDiskCache
        self.failed = failed
    }
}

/// The counters a trace samples, each its own track.
public enum TraceCounter: Int, Sendable, CaseIterable, CustomStringConvertible {
    case cacheBytes, queueDepth, uploadBytes, residentBytes

    public var description: String {
        switch self {
        case .cacheBytes: "cache bytes"
        case .queueDepth: "queue depth"
        case .uploadBytes: "upload bytes per frame"
        case .residentBytes: "RSS bytes"
        }
    }
}

/// Moments marked on the main track.
public enum TraceInstant: Sendable, Equatable, CustomStringConvertible {
    /// Slots given a new page in a frame (the value: how many).
    case slotSwaps
    /// A scripted gesture's span began or ended (the value: its step index).
    case gestureStart, gestureEnd
    /// A frame whose work passed the budget, or presented late (the value: the frame).
    case stall, missedFrame
    /// Input from the window: what it was.
    case input(TraceInput)
    /// A step of the window's launch (`LaunchTimeline`).
    case launch(LaunchStep)

    public var description: String {
        switch self {
        case .slotSwaps: "slot swaps"
        case .gestureStart: "gesture start"
        case .gestureEnd: "gesture end"
        case .stall: "stall"
        case .missedFrame: "missed frame"
        case .input(let input): input.rawValue
        case .launch(let step): "launch: \(step.rawValue)"
        }
    }
}

/// The kinds of window input a trace marks.
public enum TraceInput: String, Sendable {
    case key, text, pointerDown = "pointer down", pointerMove = "pointer move", pointerUp = "pointer up"
    case wheel, pinch
}
