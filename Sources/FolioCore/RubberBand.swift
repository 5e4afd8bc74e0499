/// The iOS rubber band: past either end of its range, an offset follows the finger with growing
/// resistance, shown overshoot = (1 - 1 / (raw * c / d + 1)) * d for a viewport `d` long on that
/// axis, and never more than half of `d`.
public struct RubberBand: Sendable {
    public static let constant = 0.55

    /// The viewport's length along the axis.
    public let dimension: Double
    /// The offsets that need no resistance: 0 to `upper`.
    public let upper: Double

    public init(dimension: Double, upper: Double) {
        self.dimension = dimension
        self.upper = upper
    }

    /// Where a raw (finger-following) offset shows.
    public func shown(raw: Double) -> Double {
        if raw < 0 { return -resisted(-raw) }
        if raw > upper { return upper + resisted(raw - upper) }
        return raw
    }

    /// The raw offset that shows as `shown`: the inverse of `shown(raw:)`.
    public func raw(shown: Double) -> Double {
        if shown < 0 { return -unresisted(-shown) }
        if shown > upper { return upper + unresisted(shown - upper) }
        return shown
    }

    private func resisted(_ overshoot: Double) -> Double {
        min((1 - 1 / (overshoot * Self.constant / dimension + 1)) * dimension, dimension / 2)
    }

    private func unresisted(_ shown: Double) -> Double {
        let shown = min(shown, dimension / 2)
        return shown * dimension / ((dimension - shown) * Self.constant)
    }
}
