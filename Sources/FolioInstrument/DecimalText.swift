/// Numbers as text with a set count of decimals, without Foundation (the plot's layout and SVG writer
/// use none): the plot's labels, the window's HUD and the `--compare` table all print numbers through this.
public enum DecimalText {
    /// `value` with exactly `decimals` digits after the point (at most 6).
    public static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value > 0 ? "inf" : "-inf" }
        let digits = min(max(decimals, 0), 6)
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded()
        // Beyond 2^53 doubles are whole numbers anyway; Swift's own description is exact enough.
        guard scaled < 9.0e15 else { return "\(value)" }
        let whole = UInt64(scaled)
        var text = String(whole / scale)
        if digits > 0 {
            let fraction = String(whole % scale)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return value < 0 && whole != 0 ? "-" + text : text
    }

    /// Up to three decimals, trailing zeros dropped: tick labels (`0.5`, `2`, `16.7`).
    public static func short(_ value: Double) -> String {
        var text = fixed(value, 3)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
