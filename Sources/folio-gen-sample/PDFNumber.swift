/// Formats a number the way it should appear in PDF syntax and captions:
/// integers without a decimal point, others with at most three decimals.
///
/// Hand-rolled (rather than `String(format:)`) so the output cannot depend on
/// a locale.
func pdfNumber(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let sign = thousandths < 0 ? "-" : ""
    let magnitude = abs(thousandths)
    let whole = magnitude / 1000
    var fraction = magnitude % 1000
    guard fraction != 0 else { return sign + String(whole) }
    var digits = 3
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    let fractionText = String(fraction)
    let padding = String(repeating: "0", count: digits - fractionText.count)
    return sign + String(whole) + "." + padding + fractionText
}
