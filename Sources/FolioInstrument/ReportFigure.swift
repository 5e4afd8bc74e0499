/// A figure of the bench report that `folio compare` shows and `--repeat` keeps the spread of,
/// named by its dotted path in the report's JSON (`mainThreadMs.p99`).
public struct ReportFigure: Sendable, Equatable {
    /// What the number measures: how it is printed and how large a change must be to pass for
    /// more than run-to-run noise (`NoiseRule`).
    public enum Unit: Sendable, Equatable {
        /// Frames counted (stalls, missed frames): marked when it changes by at least 1 and at least doubles or halves.
        case count
        /// Milliseconds: marked past 10 % and 0.5 ms.
        case milliseconds
        /// Bytes, printed in MiB: marked past 10 %.
        case bytes
        /// A share from 0 to 1: marked past 0.05 either way.
        case fraction
        /// Things per second: marked past 10 %.
        case perSecond
    }

    public let path: String
    public let unit: Unit
    /// Whether a larger value is the better one (prefetch hits, throughput); for most figures it is the worse.
    public let higherIsBetter: Bool

    public init(_ path: String, _ unit: Unit, higherIsBetter: Bool = false) {
        self.path = path
        self.unit = unit
        self.higherIsBetter = higherIsBetter
    }

    /// The figures that matter when two runs are set side by side, in the table's order. Adding a
    /// figure the report gains is one line here.
    public static let compared: [ReportFigure] = [
        ReportFigure("stalls", .count),
        ReportFigure("missedFrames", .count),
        ReportFigure("staleFrames", .count),
        ReportFigure("blankFrames", .count),
        ReportFigure("mainThreadMs.p50", .milliseconds),
        ReportFigure("mainThreadMs.p99", .milliseconds),
        ReportFigure("mainThreadMs.max", .milliseconds),
        ReportFigure("timeToCrispMs.p50", .milliseconds),
        ReportFigure("timeToCrispMs.p99", .milliseconds),
        ReportFigure("prefetchHitRate", .fraction, higherIsBetter: true),
        ReportFigure("peakRSSBytes", .bytes),
        ReportFigure("processTreeMemory.peakPSSBytes", .bytes),
        ReportFigure("renders.fitPerSecond", .perSecond, higherIsBetter: true),
        ReportFigure("hitchTimeRatioMsPerS", .milliseconds),
        ReportFigure("jankyFrameShare", .fraction),
        ReportFigure("worstSecondDroppedFrameShare", .fraction),
    ]

    /// The figure `compared` lists under `path`, or a plain one (a bound may name any number of the report).
    public static func named(_ path: String) -> ReportFigure {
        compared.first { $0.path == path } ?? ReportFigure(path, .perSecond)
    }

    /// `value` as the table prints it.
    public func format(_ value: Double) -> String {
        switch unit {
        case .count: return value == value.rounded() ? DecimalText.fixed(value, 0) : DecimalText.fixed(value, 1)
        case .milliseconds, .perSecond: return DecimalText.fixed(value, 1)
        case .bytes: return DecimalText.fixed(value / 1_048_576, 1) + " MiB"
        case .fraction: return DecimalText.fixed(value, 2)
        }
    }
}
