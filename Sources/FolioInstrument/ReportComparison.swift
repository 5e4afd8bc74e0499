import TextTable

/// `folio compare`'s table: the figures that matter (`ReportFigure.compared`) of each report, and of
/// each report after the first its ratio to the first, marked `better` or `worse` when the change is
/// beyond run-to-run noise (`ReportChange`). A figure a report lacks prints "-".
public struct ReportComparison: Sendable {
    /// One figure across the reports.
    public struct Row: Sendable {
        public let figure: ReportFigure
        /// One per report; nil where the report lacks the figure.
        public let values: [Double?]
        /// One per report after the first, against the first; nil where either value is missing.
        public let changes: [ReportChange?]
    }

    public let reports: [SavedReport]
    public let rows: [Row]

    public init(_ reports: [SavedReport], figures: [ReportFigure] = ReportFigure.compared) {
        self.reports = reports
        rows = figures.map { figure in
            let values = reports.map { $0.value(of: figure.path) }
            let changes = reports.dropFirst().enumerated().map { index, report -> ReportChange? in
                guard let old = values[0], let new = values[index + 1] else { return nil }
                return ReportChange(
                    figure, from: old, to: new,
                    oldSpread: reports[0].spread(of: figure.path), newSpread: report.spread(of: figure.path))
            }
            return Row(figure: figure, values: values, changes: changes)
        }
    }

    /// True when some figure of some report changed beyond noise.
    public var hasChanges: Bool { rows.contains { $0.changes.contains { $0 != nil && $0 != .withinNoise } } }

    /// `new / old` as the table prints it.
    static func ratio(_ old: Double?, _ new: Double?) -> String {
        guard let old, let new else { return "-" }
        if old == new { return "1.00x" }
        if old == 0 { return "from 0" }
        return DecimalText.fixed(new / old, 2) + "x"
    }

    /// The table as text, with a line under it saying what the ratios and marks mean.
    public var table: String {
        let names = Self.columnNames(reports.map(\.path))
        let table = TextTable<Row> { row in
            var columns = [Column(title: "figure", value: row.figure.path)]
            for (index, name) in names.enumerated() {
                columns.append(
                    Column(title: name, value: row.values[index].map(row.figure.format) ?? "-", align: .right))
                if index > 0 {
                    let change = row.changes[index - 1]
                    let mark = change.map { $0 == .withinNoise ? "" : " " + $0.mark } ?? ""
                    columns.append(
                        Column(
                            title: "/ first", value: Self.ratio(row.values[0], row.values[index]) + mark, align: .right)
                    )
                }
            }
            return columns
        }
        let spreads = reports.map { $0.runs.map { "\($0) runs" } ?? "1 run" }.joined(separator: ", ")
        return (table.string(for: rows, style: Style.psql) ?? "")
            + "ratios to the first report; better/worse: beyond run-to-run noise (runs: \(spreads); medians where repeated)\n"
    }

    /// Each report's file name, or its whole path when two share a name.
    static func columnNames(_ paths: [String]) -> [String] {
        let names = paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        return Set(names).count == names.count ? names : paths
    }
}
