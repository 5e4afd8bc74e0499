import Histogram

/// Percentiles of a set of durations, in milliseconds, as the report prints them.
public struct LatencySummary: Sendable, Encodable, Equatable {
    public let p50: Double
    public let p99: Double
    public let max: Double
    public let count: Int

    /// Summarises `milliseconds` through an HDR histogram kept at microsecond resolution.
    public init(milliseconds: [Double]) {
        var histogram = Histogram<UInt64>(highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: .three)
        for value in milliseconds where value.isFinite {
            _ = histogram.record(UInt64(Swift.max(value, 0) * 1000))
        }
        let toMilliseconds = { (microseconds: UInt64) in Double(microseconds) / 1000 }
        count = Int(histogram.totalCount)
        p50 = count == 0 ? 0 : toMilliseconds(histogram.valueAtPercentile(50))
        p99 = count == 0 ? 0 : toMilliseconds(histogram.valueAtPercentile(99))
        self.max = count == 0 ? 0 : toMilliseconds(histogram.max)
    }
}
