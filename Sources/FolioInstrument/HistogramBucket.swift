/// One bar of a histogram in the report: how many values fell below `belowMs` (and at or above the
/// previous bucket's bound).
public struct HistogramBucket: Sendable, Encodable, Equatable {
    public let belowMs: Double
    public let frames: Int
}
