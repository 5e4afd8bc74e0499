/// Reads the process's resources (`ProcessResources`) once a run has warmed up, for the figures of
/// a long run (`ResourceUse`): whether memory, open files and threads grow after the caches have
/// filled. Warm-up is the first tenth of the script's time; the reading is taken at the first frame
/// at rest from then on (nothing moving, rendering or waiting to upload, as at the end of the run),
/// or at a fifth of the script's time whatever the frame shows.
public struct ResourceWatch: Sendable {
    /// The share of the script's time that warms up.
    public static let warmUpShare = 0.1
    /// The window's warm-up, which has no script: its first second.
    public static let windowWarmUpSeconds = 1.0

    /// Script seconds from which the reading is taken.
    public let warmUpSeconds: Double
    /// The tree's sampler starts with the warm-up's reading rather than at the first frame.
    private let samplesFromWarmUp: Bool
    /// The reading after warm-up and the script time it was taken at; nil until then.
    public private(set) var start: (resources: ProcessResources, seconds: Double)?
    /// The memory of the reader and its render processes, read twice a second from the first frame
    /// (the window's: from its warm-up).
    public private(set) var processTree: ProcessTreeMemorySampler?

    public init(scriptSeconds: Double) {
        warmUpSeconds = max(scriptSeconds, 0) * Self.warmUpShare
        samplesFromWarmUp = false
    }

    /// The window's watch: its warm-up is its first second, and both readings of the process
    /// tree wait for it (each walks the page tables of every process, a few milliseconds of a core
    /// that the launch's first frames and renders need on a two-core machine).
    public static var window: ResourceWatch { ResourceWatch(warmUpSeconds: windowWarmUpSeconds) }

    private init(warmUpSeconds: Double) {
        self.warmUpSeconds = warmUpSeconds
        samplesFromWarmUp = true
    }

    /// A frame at script time `seconds` was presented; `atRest` when the view was idle.
    public mutating func framePresented(
        at seconds: Double, atRest: Bool, reading: () -> ProcessResources = { ProcessResources.now() }
    ) {
        if processTree == nil, !samplesFromWarmUp || seconds >= warmUpSeconds {
            processTree = ProcessTreeMemorySampler()
        }
        guard start == nil, seconds >= warmUpSeconds, atRest || seconds >= 2 * warmUpSeconds else { return }
        start = (reading(), seconds)
    }

    /// The figures, with `end` read at the end of the run (also the start when the run ended before
    /// its warm-up did) at script time `seconds`.
    public func use(end: ProcessResources, at seconds: Double) -> ResourceUse {
        let start = start ?? (end, seconds)
        return ResourceUse(
            start: start.resources, end: end, warmUpSeconds: start.seconds, processTree: processTree?.use())
    }
}

/// How the process's resources changed from the end of a run's warm-up to its end: the figures
/// `folio bench` reports for every run, and the soak's criteria look at.
public struct ResourceUse: Sendable, Equatable {
    public let start: ProcessResources
    public let end: ProcessResources
    /// Script seconds at which `start` was read.
    public let warmUpSeconds: Double
    /// The reader and its render processes together; nil when not read.
    public let processTree: ProcessTreeMemoryUse?

    public init(
        start: ProcessResources, end: ProcessResources, warmUpSeconds: Double, processTree: ProcessTreeMemoryUse? = nil
    ) {
        self.start = start
        self.end = end
        self.warmUpSeconds = warmUpSeconds
        self.processTree = processTree
    }

    /// Resident memory at the end against after warm-up, as a fraction: (end - start) / start, so
    /// 0.02 is 2 % more at the end, and a negative value less. 0 when /proc could not be read.
    public var residentGrowth: Double {
        start.residentBytes > 0 ? Double(end.residentBytes - start.residentBytes) / Double(start.residentBytes) : 0
    }
}

/// A count after warm-up and at the end of a run, as the report gives it.
public struct StartAndEnd: Sendable, Encodable, Equatable {
    public let start: Int
    public let end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    public var grew: Bool { end > start }
}
