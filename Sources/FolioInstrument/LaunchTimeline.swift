import FolioRender
import Glibc

/// The steps of the window's launch, in the order they happen.
public enum LaunchStep: String, Sendable, CaseIterable {
    /// The process began (the kernel's start time: to the clock tick, 10 ms).
    case exec = "exec"
    /// `folio`'s own code began: the libraries are loaded and the Swift runtime is up.
    case main = "main"
    /// The command line is parsed: the window's command runs.
    case argumentsParsed = "arguments parsed"
    /// The document is open (or failed to), its first render asked of a worker.
    case documentOpened = "document opened"
    /// SDL's video is up (connected to the display), the document perhaps still opening.
    case sdlStarted = "SDL started"
    /// The main thread has the opened document (and the first page's view) from the opening thread.
    case openingHanded = "opening handed"
    /// The window (hidden) and its renderer are made.
    case windowMade = "window made"
    /// The window is shown (mapped), before its first frame is drawn.
    case windowShown = "window shown"
    /// The first frame is drawn (after waiting up to a frame for the page), and presented next.
    case firstFrameDrawn = "first frame drawn"
    /// The window server says the window is on screen (its first expose).
    case windowExposed = "window exposed"
    /// A frame presented the first page crisp.
    case firstPageCrisp = "first page crisp"

    /// Where the step is in `allCases`.
    var index: Int { Self.allCases.firstIndex(of: self)! }
}

/// When each step of the window's launch happened (monotonic seconds), for `--trace`: the window
/// writes them as instants, so the launch reads from the exec to the first crisp page on one
/// timeline. Only the first time of each step counts. Any thread.
public enum LaunchTimeline {
    /// Each step's time, in `LaunchStep.allCases`' order. An array, not a dictionary keyed by the
    /// step: making that dictionary's type has the Swift runtime scan every library's protocol
    /// conformances for the key's `Hashable` (0.45 ms, before the command line is parsed).
    private static let marks = Locked<[Double?]>(Array(repeating: nil, count: LaunchStep.allCases.count))

    /// Notes that `step` happened now, unless it was noted before.
    public static func mark(_ step: LaunchStep, at time: Double = MonotonicClock.seconds) {
        let index = step.index
        marks.withLock { marks in
            if marks[index] == nil { marks[index] = time }
        }
    }

    /// The steps noted so far, with the process's start, in time order.
    public static var steps: [(step: LaunchStep, time: Double)] {
        var noted = marks.withLock { $0 }
        if noted[LaunchStep.exec.index] == nil, let start = processStart { noted[LaunchStep.exec.index] = start }
        return zip(LaunchStep.allCases, noted).compactMap { step, time in time.map { (step: step, time: $0) } }
            .sorted { $0.time < $1.time }
    }

    /// The process's start on the monotonic clock: the kernel counts it in clock ticks since boot
    /// (/proc/self/stat's 22nd field), which the boot-time clock counts too.
    static var processStart: Double? {
        guard let stat = ProcFile.text("/proc/self/stat"), let end = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command's name (which may hold spaces), from the 3rd: the 22nd is the 20th here.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        var boot = timespec()
        clock_gettime(CLOCK_BOOTTIME, &boot)
        let sinceStart = Double(boot.tv_sec) + Double(boot.tv_nsec) / 1e9 - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
        return MonotonicClock.seconds - sinceStart
    }
}
