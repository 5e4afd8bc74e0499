/// Text selected on one page by a drag, as readers select it (Evince's stream selection): every
/// character in reading order from the caret nearest where the drag started to the caret nearest
/// where it is now, whichever comes first. A point between lines belongs to the nearest line; on
/// a line, the caret goes before the character under (or nearest) the point when the point is in
/// its left half, after it otherwise, so a drag across one character selects it and a click selects
/// nothing. Points and boxes are page points as displayed, from the top-left corner.
public struct TextSelection: Sendable, Equatable {
    /// The selected characters, indices into the page's `PageText`; empty when nothing is selected.
    public let range: Range<Int>
    /// One rectangle per line the selection touches, around its selected characters.
    public let rectangles: [Rect]
    /// What copying gives: the characters, line breaks kept, each line's trailing spaces trimmed.
    public let text: String

    public init(in page: PageText, from start: Point, to end: Point) {
        let lines = Self.lines(of: page)
        guard let first = Self.caret(at: start, lines: lines, page: page),
            let second = Self.caret(at: end, lines: lines, page: page)
        else {
            self.init(range: 0..<0, rectangles: [], text: "")
            return
        }
        let range = min(first, second)..<max(first, second)
        let rectangles = lines.compactMap { line in Self.bounds(of: line.characters.clamped(to: range), in: page) }
        self.init(range: range, rectangles: rectangles, text: Self.copied(page.string(range)))
    }

    private init(range: Range<Int>, rectangles: [Rect], text: String) {
        self.range = range
        self.rectangles = rectangles
        self.text = text
    }

    public var isEmpty: Bool { range.isEmpty }

    /// A line of the page: its characters (line breaks excluded) and the rectangle around them.
    private struct Line {
        let characters: Range<Int>
        let bounds: Rect
    }

    /// The page's lines, as its line breaks divide them; lines without a drawn character are left out.
    private static func lines(of page: PageText) -> [Line] {
        var lines: [Line] = []
        var start = 0
        for index in 0...page.scalars.count where index == page.scalars.count || page.scalars[index] == "\n" {
            if let bounds = bounds(of: start..<index, in: page) {
                lines.append(Line(characters: start..<index, bounds: bounds))
            }
            start = index + 1
        }
        return lines
    }

    /// The caret nearest `point`: on the nearest line, before or after the nearest character.
    private static func caret(at point: Point, lines: [Line], page: PageText) -> Int? {
        guard let line = lines.min(by: { distance(from: point, to: $0.bounds) < distance(from: point, to: $1.bounds) })
        else { return nil }
        let nearest = line.characters.min { index, other in
            horizontalDistance(from: point.x, to: page.boxes[index])
                < horizontalDistance(from: point.x, to: page.boxes[other])
        }
        guard let nearest else { return nil }
        let box = page.boxes[nearest]
        return point.x < box.minX + box.width / 2 ? nearest : nearest + 1
    }

    /// The rectangle around the characters in `range` (spaces, line breaks and empty boxes aside), or nil.
    private static func bounds(of range: Range<Int>, in page: PageText) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        // Spaces are left out: poppler gives some (between a line and the next column's) boxes far from their line.
        for index in range where !page.scalars[index].properties.isWhitespace {
            let box = page.boxes[index]
            guard box.width > 0 || box.height > 0 else { continue }
            minX = min(minX, box.minX)
            minY = min(minY, box.minY)
            maxX = max(maxX, box.maxX)
            maxY = max(maxY, box.maxY)
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// How far `point` is from a line, across counting a tenth of up or down: a point beyond a
    /// line's end stays on that line rather than the next one's, and a point a hair above or
    /// below a line of small type is on it rather than on the column beside it.
    private static func distance(from point: Point, to rect: Rect) -> Double {
        let dx = horizontalDistance(from: point.x, to: rect) * horizontalWeight
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return dx * dx + dy * dy
    }

    static let horizontalWeight = 0.1

    private static func horizontalDistance(from x: Double, to rect: Rect) -> Double {
        max(rect.minX - x, 0, x - rect.maxX)
    }

    /// Line breaks kept, every line's trailing spaces and tabs trimmed.
    static func copied(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
            .joined(separator: "\n")
    }
}
