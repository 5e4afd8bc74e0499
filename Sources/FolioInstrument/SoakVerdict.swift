/// Whether a `soak` run passed: no stale frame, resident memory after warm-up grown by less than
/// `rssGrowthLimit`, and no more open files nor threads at the end than after warm-up. In the
/// report as `soak`, with the steps and seed that reproduce the run; `folio bench` prints `line`
/// and exits with status 1 naming the broken criteria when it fails.
public struct SoakVerdict: Sendable, Encodable, Equatable {
    /// Resident memory may grow by less than this fraction after warm-up.
    public static let rssGrowthLimit = 0.05

    public let steps: Int
    public let seed: UInt64
    public let passes: Bool
    /// One clause per broken criterion; empty when it passes.
    public let failures: [String]

    public init(steps: Int, seed: UInt64, staleFrames: Int, resources: ResourceUse) {
        self.steps = steps
        self.seed = seed
        var failures: [String] = []
        if staleFrames > 0 { failures.append("\(staleFrames) stale frames (must be 0)") }
        let growth = resources.residentGrowth
        if !(growth < Self.rssGrowthLimit) {
            failures.append("resident memory grew \(Self.percent(growth)) after warm-up (limit \(DecimalText.short(Self.rssGrowthLimit * 100)) %)")
        }
        if resources.end.openFiles > resources.start.openFiles {
            failures.append("open files grew from \(resources.start.openFiles) to \(resources.end.openFiles)")
        }
        if resources.end.threads > resources.start.threads {
            failures.append("threads grew from \(resources.start.threads) to \(resources.end.threads)")
        }
        self.failures = failures
        passes = failures.isEmpty
        figures = "\(staleFrames) stale frames, resident memory \(Self.percent(growth)) after warm-up "
            + "(\(Self.mebibytes(resources.start.residentBytes)) to \(Self.mebibytes(resources.end.residentBytes)) MiB), "
            + "open files \(resources.start.openFiles) to \(resources.end.openFiles), "
            + "threads \(resources.start.threads) to \(resources.end.threads)"
    }

    /// The figures the criteria look at, in words.
    private let figures: String

    /// One line: whether the run passed, and the figures.
    public var line: String {
        "soak \(passes ? "passes" : "fails") over \(steps) steps (seed \(seed)): \(figures)"
    }

    /// Why it failed, in one line (the criteria broken); empty when it passed.
    public var reason: String { failures.joined(separator: "; ") }

    private enum CodingKeys: String, CodingKey { case steps, seed, passes, failures }

    static func percent(_ fraction: Double) -> String {
        (fraction >= 0 ? "+" : "") + DecimalText.fixed(fraction * 100, 1) + " %"
    }

    static func mebibytes(_ bytes: Int) -> String { DecimalText.fixed(Double(bytes) / 1_048_576, 1) }
}
