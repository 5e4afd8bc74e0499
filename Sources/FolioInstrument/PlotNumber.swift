/// Numbers as the plot prints them, without Foundation's `String(format:)`.
enum PlotNumber {
    enum Rounding { case up, nearest }

    /// A step of 1, 2 or 5 times a power of ten: at or above `rough`, or the nearest to it.
    static func niceStep(_ rough: Double, rounding: Rounding) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        var decade = 1.0
        while decade > rough { decade /= 10 }
        while decade * 10 <= rough { decade *= 10 }
        let candidates = [1.0, 2, 5, 10].map { $0 * decade }
        switch rounding {
        case .up:
            return candidates.first { $0 >= rough * (1 - 1e-9) } ?? decade * 10
        case .nearest:
            // Nearest by ratio: 0.7 is nearer 0.5 than 1 on a scale where steps multiply.
            return candidates.min { max($0 / rough, rough / $0) < max($1 / rough, rough / $1) } ?? decade
        }
    }

    /// The multiples of `step` in `low...high`.
    static func ticks(_ low: Double, _ high: Double, step: Double) -> [Double] {
        guard low.isFinite, high.isFinite, step > 0, high >= low else { return [] }
        var ticks: [Double] = []
        var index = (low / step - 1e-9).rounded(.up)
        while index * step <= high + step * 1e-9, ticks.count < 1_000 {
            ticks.append(index * step)
            index += 1
        }
        return ticks
    }

    /// A rough width for sans-serif text, for layout only (back ends measure when they can):
    /// DejaVu Sans and Helvetica average a little over half an em per character.
    static func estimatedWidth(_ string: String, fontSize: Double, bold: Bool = false) -> Double {
        Double(string.count) * fontSize * (bold ? 0.68 : 0.6)
    }
}
