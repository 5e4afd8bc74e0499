import FolioCore
import Foundation
import Testing

/// Marks as values: a quad's corners and numbers, colours as `#RRGGBB`, the text a mark covers
/// across a line break, JSON both ways, and the highlights as Markdown notes.
@Suite struct MarkTests {
    /// Two lines, "Hello world" and "second line", one point per character, 10 points apart.
    static let page: PageText = {
        let lines = ["Hello world", "second line"]
        var scalars: [Unicode.Scalar] = [], boxes: [Rect] = []
        for (row, line) in lines.enumerated() {
            for (column, scalar) in line.unicodeScalars.enumerated() {
                scalars.append(scalar)
                boxes.append(Rect(x: Double(column) * 6, y: Double(row) * 10, width: 6, height: 8))
            }
            scalars.append("\n")
            boxes.append(Rect(x: Double(line.count) * 6, y: Double(row) * 10, width: 0, height: 8))
        }
        return PageText(scalars: scalars, boxes: boxes)
    }()

    @Test func aQuadOfARectangleHasItsCornersInReadingOrderAndEightNumbers() throws {
        let quad = Quad(Rect(x: 10, y: 20, width: 30, height: 5))
        #expect(quad.coordinates == [10, 20, 40, 20, 10, 25, 40, 25])
        #expect(Quad(coordinates: quad.coordinates) == quad)
        #expect(Quad(coordinates: [1, 2, 3]) == nil)
        #expect(quad.bounds == Rect(x: 10, y: 20, width: 30, height: 5))
    }

    @Test func coloursAreWrittenAndReadAsHexadecimal() throws {
        #expect(MarkColor.yellow.hex == "#FFE135")
        #expect(MarkColor(hex: "#0a0B0c") == MarkColor(red: 10, green: 11, blue: 12))
        #expect(MarkColor(hex: "0A0B0C")?.hex == "#0A0B0C")
        for bad in ["", "#12345", "#1234567", "#GG0000", "yellow"] { #expect(MarkColor(hex: bad) == nil, "\(bad)") }
        #expect(MarkColor.palette.first == .yellow && Set(MarkColor.palette).count == MarkColor.palette.count)
    }

    @Test func theTextUnderAMarkFollowsItsQuadsAcrossALineBreak() throws {
        // "world" on the first line and "second" on the next.
        let quads = [Quad(Rect(x: 36, y: 0, width: 30, height: 8)), Quad(Rect(x: 0, y: 10, width: 36, height: 8))]
        #expect(Self.page.text(under: quads) == "world\nsecond")
        #expect(Self.page.text(under: [Quad(Rect(x: 0, y: 0, width: 12, height: 8))]) == "He")
        #expect(Self.page.text(under: [Quad(Rect(x: 0, y: 40, width: 100, height: 8))]).isEmpty)
    }

    @Test func aMarkGoesToJSONAndBackUnchanged() throws {
        let mark = Mark(
            kind: .strikeOut, page: 3, color: .blue, contents: "no",
            quads: [Quad(Rect(x: 1, y: 2, width: 3, height: 4))],
            text: "old")
        let json = try JSONEncoder().encode(mark)
        #expect(String(decoding: json, as: UTF8.self).contains("\"#6CB8F0\""))
        #expect(String(decoding: json, as: UTF8.self).contains("\"strikeout\""))
        #expect(try JSONDecoder().decode(Mark.self, from: json) == mark)
        #expect(mark.bounds == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func theNotesGiveEachPageByItsLabelWithItsMarkedTextAndComments() throws {
        let box = [Quad(Rect(x: 0, y: 0, width: 10, height: 10))]
        let marks = [
            Mark(kind: .highlight, page: 2, color: .yellow, contents: "key point", quads: box, text: "Two\nlines"),
            Mark(kind: .square, page: 2, color: .green, quads: box),
            Mark(kind: .note, page: 5, color: .orange, contents: "Check this", quads: box),
            Mark(kind: .underline, page: 5, color: .blue, quads: box, text: "under"),
        ]
        let notes = MarkNotes(marks: marks, labels: [2: "ii"], title: "paper.pdf").markdown
        #expect(
            notes == """
                # Marks in paper.pdf

                ## Page ii

                > Two lines

                key point

                ## Page 5

                Note: Check this

                > under

                """)
        #expect(MarkNotes(marks: [], labels: [:], title: "x.pdf").markdown.hasSuffix("No highlights or notes.\n"))
    }
}
