/// Flows headings and word-wrapped paragraphs down one column.
///
/// Lines that would cross `bottom` are not drawn, so callers can simply keep
/// adding paragraphs until `isFull` turns true.
struct TextFlow {
    let canvas: Canvas
    let x: Double
    let width: Double
    let bottom: Double
    /// Top of the next line box.
    private(set) var y: Double
    private(set) var isFull = false

    init(canvas: Canvas, x: Double, top: Double, width: Double, bottom: Double) {
        self.canvas = canvas
        self.x = x
        self.y = top
        self.width = width
        self.bottom = bottom
    }

    mutating func space(_ amount: Double) {
        y += amount
    }

    /// Word-wraps `text` in `font` and draws as many lines as fit.
    /// Returns false once the column is full.
    @discardableResult
    mutating func paragraph(
        _ text: String, font: Font, colour: Colour = .ink,
        lineSpacing: Double = 1.35
    ) -> Bool {
        guard !isFull else { return false }
        canvas.setFont(font)
        canvas.setColour(colour)
        let lineHeight = font.size * lineSpacing
        for line in wrap(text, font: font) {
            guard y + lineHeight <= bottom else {
                isFull = true
                return false
            }
            canvas.text(line, x: x, y: y + font.size, font: font, colour: colour)
            y += lineHeight
        }
        return true
    }

    /// Greedy line breaking on spaces, measured with the real font metrics.
    private func wrap(_ text: String, font: Font) -> [String] {
        canvas.setFont(font)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || canvas.textWidth(candidate) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
