/// Whether a `soak` run passed: no stale frame, no more stalls than one in `framesPerStall` frames,
/// the memory no cache accounts for (`UncachedMemory`, the reader and its render processes
/// together) grown within its limit after warm-up, and no more open files nor threads in the reader
/// at the end than after warm-up (render processes and the render threads come and go, so they
/// are not counted, and the files the reader holds for a worker running at the end only are
/// allowed). In the report as `soak`, with the steps and seed that reproduce the run and the
/// figures judged; `folio bench` prints `line` and exits with status 1 naming the broken criteria
/// when it fails.
public struct SoakVerdict: Sendable, Encodable, Equatable {
    /// Stalls allowed: one in this many frames (rounded down). A shared machine deschedules the
    /// main thread now and then, which no reader can help; more than that is the reader's doing.
    public static let framesPerStall = 1000
    /// Descriptors a render process has the reader hold (its socket and its document; a render's
    /// memory file lives only while the render does): a worker started again after a kill, running
    /// at the end but not after warm-up, may add that many to the reader's open files.
    public static let descriptorsPerWorker = 2

    public let steps: Int
    public let seed: UInt64
    public let passes: Bool
    /// One clause per broken criterion; empty when it passes.
    public let failures: [String]
    /// Frames with main-thread work over the budget, and the most the run may have.
    public let stalls: Int
    public let stallLimit: Int
    public let memory: UncachedMemory

    public init(steps: Int, seed: UInt64, frames: Int, staleFrames: Int, stalls: Int, resources: ResourceUse) {
        self.steps = steps
        self.seed = seed
        self.stalls = stalls
        stallLimit = max(frames, 0) / Self.framesPerStall
        memory = UncachedMemory(resources)
        var failures: [String] = []
        if staleFrames > 0 { failures.append("\(staleFrames) stale frames (must be 0)") }
        if stalls > stallLimit {
            failures.append("\(stalls) stalls in \(frames) frames (limit \(stallLimit), one in \(Self.framesPerStall))")
        }
        if memory.exceedsLimit {
            failures.append(
                "uncached memory grew \(Self.signedMebibytes(memory.growthBytes)) MiB (\(Self.percent(memory.growth))) "
                    + "after warm-up (limit +\(Self.mebibytes(memory.limitBytes)) MiB)")
        }
        let moreWorkers = max(memory.workersEnd - memory.workersStart, 0)
        let fileLimit = resources.start.openFiles + Self.descriptorsPerWorker * moreWorkers
        if resources.end.openFiles > fileLimit {
            failures.append(
                "open files grew from \(resources.start.openFiles) to \(resources.end.openFiles)"
                    + (moreWorkers > 0
                        ? " (limit \(fileLimit) with \(moreWorkers) more worker\(moreWorkers == 1 ? "" : "s"))" : ""))
        }
        if resources.end.threads > resources.start.threads {
            failures.append("threads grew from \(resources.start.threads) to \(resources.end.threads)")
        }
        self.failures = failures
        passes = failures.isEmpty
        let measured =
            memory.ofProcessTree
            ? "PSS of the reader and \(memory.workersStart) then \(memory.workersEnd) workers" : "the reader's RSS"
        let cached = "\(Self.mebibytes(memory.cachedStart)) then \(Self.mebibytes(memory.cachedEnd)) MiB cached"
        let uncached =
            "uncached memory \(Self.signedMebibytes(memory.growthBytes)) MiB (\(Self.percent(memory.growth))) "
            + "after warm-up (\(Self.mebibytes(memory.start)) to \(Self.mebibytes(memory.end)) MiB: \(measured) less "
            + "\(cached); limit +\(Self.mebibytes(memory.limitBytes)) MiB)"
        let counts =
            "reader's resident memory \(Self.percent(resources.residentGrowth)), "
            + "open files \(resources.start.openFiles) to \(resources.end.openFiles), "
            + "threads \(resources.start.threads) to \(resources.end.threads)"
        figures =
            "\(staleFrames) stale frames, \(stalls) stalls in \(frames) frames (limit \(stallLimit)), \(uncached), \(counts)"
    }

    /// The figures the criteria look at, in words.
    private let figures: String

    /// One line: whether the run passed, and the figures.
    public var line: String {
        "soak \(passes ? "passes" : "fails") over \(steps) steps (seed \(seed)): \(figures)"
    }

    /// Why it failed, in one line (the criteria broken); empty when it passed.
    public var reason: String { failures.joined(separator: "; ") }

    private enum CodingKeys: String, CodingKey {
        case steps, seed, passes, failures, stalls, stallLimit, uncachedBytes, cachedBytes, uncachedGrowth,
            uncachedGrowthBytes, uncachedGrowthLimitBytes, uncachedOf, workers
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(steps, forKey: .steps)
        try container.encode(seed, forKey: .seed)
        try container.encode(passes, forKey: .passes)
        try container.encode(failures, forKey: .failures)
        try container.encode(stalls, forKey: .stalls)
        try container.encode(stallLimit, forKey: .stallLimit)
        try container.encode(StartAndEnd(start: memory.start, end: memory.end), forKey: .uncachedBytes)
        try container.encode(StartAndEnd(start: memory.cachedStart, end: memory.cachedEnd), forKey: .cachedBytes)
        try container.encode(memory.growth, forKey: .uncachedGrowth)
        try container.encode(memory.growthBytes, forKey: .uncachedGrowthBytes)
        try container.encode(memory.limitBytes, forKey: .uncachedGrowthLimitBytes)
        try container.encode(memory.ofProcessTree ? "processTreePSS" : "readerRSS", forKey: .uncachedOf)
        try container.encode(StartAndEnd(start: memory.workersStart, end: memory.workersEnd), forKey: .workers)
    }

    static func percent(_ fraction: Double) -> String {
        (fraction >= 0 ? "+" : "") + DecimalText.fixed(fraction * 100, 1) + " %"
    }

    static func mebibytes(_ bytes: Int) -> String { DecimalText.fixed(Double(bytes) / 1_048_576, 1) }

    static func signedMebibytes(_ bytes: Int) -> String { (bytes >= 0 ? "+" : "") + mebibytes(bytes) }
}
