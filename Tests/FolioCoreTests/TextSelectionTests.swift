import FolioCore
import Testing

/// Stream selection on hand-made pages: characters 10 points wide on lines 12 points high, 20
/// points apart, starting 100 points from the left, each line ended by a line break.
@Suite struct TextSelectionTests {
    static let left = 100.0, charWidth = 10.0, lineHeight = 12.0, lineSpacing = 20.0

    /// A page of `lines` laid out as the suite says.
    static func page(_ lines: [String]) -> PageText {
        var scalars: [Unicode.Scalar] = [], boxes: [Rect] = []
        for (row, line) in lines.enumerated() {
            let top = 50 + Double(row) * lineSpacing
            for (column, scalar) in line.unicodeScalars.enumerated() {
                scalars.append(scalar)
                boxes.append(Rect(x: left + Double(column) * charWidth, y: top, width: charWidth, height: lineHeight))
            }
            scalars.append("\n")
            boxes.append(Rect(x: left + Double(line.unicodeScalars.count) * charWidth, y: top, width: 0, height: 0))
        }
        return PageText(scalars: scalars, boxes: boxes)
    }

    /// A point `column` characters into line `row` (fractions reach into a character), mid-height.
    static func point(row: Double, column: Double) -> Point {
        Point(x: left + column * charWidth, y: 50 + row * lineSpacing + lineHeight / 2)
    }

    let text = page(["The first line", "second line here", "third"])

    @Test func aDragAcrossALineSelectsIt() {
        let selection = TextSelection(
            in: text, from: Self.point(row: 0, column: -2), to: Self.point(row: 0, column: 30))
        #expect(selection.text == "The first line")
        #expect(selection.rectangles == [Rect(x: 100, y: 50, width: 140, height: 12)])
    }

    @Test func aReverseDragSelectsTheSame() {
        let forward = TextSelection(
            in: text, from: Self.point(row: 0, column: 4.2), to: Self.point(row: 1, column: 6.4))
        let backward = TextSelection(
            in: text, from: Self.point(row: 1, column: 6.4), to: Self.point(row: 0, column: 4.2))
        #expect(forward == backward)
        #expect(forward.text == "first line\nsecond")
        #expect(forward.rectangles.count == 2, "one rectangle per line, not per character")
        #expect(forward.rectangles[0] == Rect(x: 140, y: 50, width: 100, height: 12))
        #expect(forward.rectangles[1] == Rect(x: 100, y: 70, width: 60, height: 12))
    }

    @Test func aDragOverThreeLinesTakesTheMiddleWhole() {
        let selection = TextSelection(
            in: text, from: Self.point(row: 0, column: 10.1), to: Self.point(row: 2, column: 2.9))
        #expect(selection.text == "line\nsecond line here\nthi")
        #expect(selection.rectangles.map(\.width) == [40, 160, 30])
    }

    @Test func aPointBetweenLinesBelongsToTheNearest() {
        // 3 points under the first line's foot (62) is nearer it than the second line (top 70).
        let nearFirst = Point(x: 100 + 2.5 * 10, y: 65)
        let nearSecond = Point(x: 100 + 2.5 * 10, y: 68)
        #expect(TextSelection(in: text, from: Self.point(row: 0, column: 0), to: nearFirst).text == "The")
        #expect(
            TextSelection(in: text, from: Self.point(row: 0, column: 0), to: nearSecond).text == "The first line\nsec")
        // Far left of the text and below the last line: still the nearest lines' ends.
        #expect(
            TextSelection(in: text, from: Point(x: 0, y: 0), to: Point(x: 900, y: 900)).text
                == "The first line\nsecond line here\nthird")
    }

    @Test func aDragOverOneCharacterSelectsIt() {
        let selection = TextSelection(
            in: text, from: Self.point(row: 2, column: 1.2), to: Self.point(row: 2, column: 1.8))
        #expect(selection.range == text.scalars.count - 5..<text.scalars.count - 4 || selection.text == "h")
        #expect(selection.text == "h")
        #expect(selection.rectangles == [Rect(x: 110, y: 90, width: 10, height: 12)])
    }

    @Test func aClickSelectsNothing() {
        let point = Self.point(row: 1, column: 3.3)
        let selection = TextSelection(in: text, from: point, to: point)
        #expect(selection.isEmpty)
        #expect(selection.rectangles.isEmpty)
        #expect(selection.text == "")
    }

    @Test func anEmptyPageSelectsNothing() {
        for page in [PageText.empty, Self.page(["", ""])] {
            let selection = TextSelection(in: page, from: .zero, to: Point(x: 600, y: 800))
            #expect(selection.isEmpty)
            #expect(selection.rectangles.isEmpty)
        }
    }

    @Test func copiedTextKeepsLineBreaksAndTrimsTrailingSpaces() {
        let page = Self.page(["words  ", "", "  more \t"])
        let selection = TextSelection(in: page, from: Point(x: 0, y: 0), to: Point(x: 900, y: 900))
        #expect(selection.text == "words\n\n  more")
    }
}
