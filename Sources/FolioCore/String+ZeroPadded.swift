extension String {
    /// `value`'s decimal digits with zeros before them to make `width` characters, as a PDF's
    /// cross-reference table writes offsets (`String(format: "%010d")` without Foundation, whose
    /// formatting scans every library's protocol conformances the first time).
    public init(_ value: Int, zeroPaddedTo width: Int) {
        let digits = value.description
        let padding = width - digits.count
        self = padding > 0 ? String(repeating: "0", count: padding) + digits : digits
    }
}
