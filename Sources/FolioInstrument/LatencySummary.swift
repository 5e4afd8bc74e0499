/// Percentiles of a set of durations, in milliseconds, as the report prints them.
public struct LatencySummary: Sendable, Encodable, Equatable {
    public let p50: Double
    public let p99: Double
    public let max: Double
    public let count: Int

    public init(p50: Double, p99: Double, max: Double, count: Int) {
        self.p50 = p50
        self.p99 = p99
        self.max = max
        self.count = count
    }

    /// Summarises `milliseconds` through a `LatencyHistogram`.
    public init(milliseconds: [Double]) {
        var histogram = LatencyHistogram()
        for value in milliseconds { histogram.record(milliseconds: value) }
        self = histogram.summary
    }
}
