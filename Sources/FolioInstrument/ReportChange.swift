/// Whether a figure changed beyond run-to-run noise between two reports, and which way.
///
/// The rule: when both reports carry a `--repeat` spread of the figure, it changed when the ranges
/// [min, max] of the two do not overlap and the change is one that matters (`matters`): three
/// runs of a steady figure can keep apart by 0.05 ms. Otherwise by its unit (`ReportFigure.Unit`): a count
/// changed when it moves by at least 1 and at least doubles or halves (0 to 1 stall counts);
/// milliseconds when they move by at least 10 % and 0.5 ms; bytes and rates per second by at least
/// 10 %; a share (0 to 1) by at least 0.05.
public enum ReportChange: Sendable, Equatable {
    case withinNoise
    case better
    case worse

    public init(
        _ figure: ReportFigure, from old: Double, to new: Double,
        oldSpread: FigureSpread.Range? = nil, newSpread: FigureSpread.Range? = nil
    ) {
        let beyondNoise: Bool
        if let oldSpread, let newSpread {
            beyondNoise = !oldSpread.overlaps(newSpread) && Self.matters(figure.unit, from: old, to: new)
        } else {
            beyondNoise = Self.passesThreshold(figure.unit, from: old, to: new)
        }
        guard beyondNoise, new != old else {
            self = .withinNoise
            return
        }
        self = (new > old) == figure.higherIsBetter ? .better : .worse
    }

    /// The per-unit threshold, for reports without spreads.
    static func passesThreshold(_ unit: ReportFigure.Unit, from old: Double, to new: Double) -> Bool {
        let difference = abs(new - old)
        func relative(_ fraction: Double) -> Bool { old == 0 ? new != 0 : difference / abs(old) >= fraction }
        switch unit {
        case .count: return difference >= 1 && (new >= 2 * old || new <= old / 2)
        case .milliseconds: return difference >= 0.5 && relative(0.10)
        case .bytes, .perSecond: return relative(0.10)
        case .fraction: return difference >= 0.05
        }
    }

    /// The smallest change worth a mark once runs tell it from noise: 1 in a count, 0.5 ms (a
    /// thirtieth of a frame at 60 fps), 5 % of bytes or of a rate, 0.02 of a share.
    static func matters(_ unit: ReportFigure.Unit, from old: Double, to new: Double) -> Bool {
        let difference = abs(new - old)
        switch unit {
        case .count: return difference >= 1
        case .milliseconds: return difference >= 0.5
        case .bytes, .perSecond: return old == 0 ? new != 0 : difference / abs(old) >= 0.05
        case .fraction: return difference >= 0.02
        }
    }

    /// The word the comparison table prints after the ratio; empty within noise.
    public var mark: String {
        switch self {
        case .withinNoise: return ""
        case .better: return "better"
        case .worse: return "worse"
        }
    }
}
