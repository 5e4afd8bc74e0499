import Histogram

/// Durations recorded as they happen into an HDR histogram at microsecond resolution (three
/// significant digits, up to an hour): constant memory however long the run, exact enough for p99.
/// Its 23,552 counts are 32-bit (92 KiB, not 184): a count would pass 4 billion only after two
/// years of frames at 60 Hz in one bucket, and the window keeps five of these.
public struct LatencyHistogram: Sendable {
    private var histogram = Histogram<UInt32>(
        highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: .three)

    public init() {}

    public mutating func record(milliseconds value: Double) {
        guard value.isFinite else { return }
        _ = histogram.record(UInt64(min(max(value, 0) * 1000, 3_600_000_000)))
    }

    public var count: Int { Int(histogram.totalCount) }

    /// Milliseconds at `percentile` (0...100); 0 when nothing was recorded.
    public func milliseconds(atPercentile percentile: Double) -> Double {
        count == 0 ? 0 : Double(histogram.valueAtPercentile(percentile)) / 1000
    }

    public var maxMilliseconds: Double { count == 0 ? 0 : Double(histogram.max) / 1000 }

    public var summary: LatencySummary {
        LatencySummary(
            p50: milliseconds(atPercentile: 50), p99: milliseconds(atPercentile: 99), max: maxMilliseconds, count: count
        )
    }

    /// HdrHistogram's percentile distribution text (the `.hgrm` its plotter reads), in milliseconds.
    public var percentileDistribution: String {
        var text = ""
        histogram.outputPercentileDistribution(to: &text, outputValueUnitScalingRatio: 1000)
        return text
    }

    /// Counts in buckets doubling from 1 ms (below 1 ms, 1-2, 2-4, ...), up to the largest value.
    public var doublingBuckets: [HistogramBucket] {
        guard count > 0 else { return [] }
        var buckets: [HistogramBucket] = []
        var lower: UInt64 = 0, upper: UInt64 = 1000
        while lower <= histogram.max {
            buckets.append(
                HistogramBucket(belowMs: Double(upper) / 1000, frames: Int(histogram.count(within: lower...upper - 1))))
            (lower, upper) = (upper, upper * 2)
        }
        return buckets
    }
}
