/// One figure over the runs of `folio bench --repeat N`: each run's value, and their least, median
/// and greatest, so that a difference between two reports can be told from noise.
public struct FigureSpread: Sendable, Codable, Equatable {
    /// From the least value to the greatest.
    public struct Range: Sendable, Equatable {
        public let min: Double
        public let max: Double

        public init(min: Double, max: Double) {
            self.min = min
            self.max = max
        }

        public func overlaps(_ other: Range) -> Bool { min <= other.max && other.min <= max }
    }

    /// In the order of the runs.
    public let values: [Double]
    public let min: Double
    /// The middle value; with an even count, the mean of the two middle ones.
    public let median: Double
    public let max: Double

    /// Nil for no values.
    public init?(values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        self.values = values
        min = sorted[0]
        max = sorted[sorted.count - 1]
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The `repeat` object of a `folio bench --repeat N` report: how many runs, and the spread of each
/// figure `folio compare` shows (and of each figure a `--fail-on` bound names).
public struct RepeatedRuns: Sendable, Codable, Equatable {
    public let runs: Int
    /// By dotted path; a figure missing from any run is left out.
    public let figures: [String: FigureSpread]

    public init(reports: [SavedReport], paths: [String]) {
        runs = reports.count
        var figures: [String: FigureSpread] = [:]
        for path in paths {
            let values = reports.compactMap { $0.number(at: path) }
            if values.count == reports.count, let spread = FigureSpread(values: values) { figures[path] = spread }
        }
        self.figures = figures
    }
}
