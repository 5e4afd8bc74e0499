import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// Marks made over selected text and notes, saved into a copy of the sample, read back: the same
/// place, kind, colour and text; the original's bytes untouched at the front (an incremental
/// update); `qpdf --check` clean; pdftocairo draws the highlight where Folio put it, on an upright
/// page, one turned by /Rotate and one whose crop box is offset. A save that cannot be made leaves the file
/// as it was.
@Suite struct MarkSavingTests {
    /// The first two lines of `page`'s text selected, as a drag over them selects them.
    static func selection(on page: Page) throws -> TextSelection {
        let text = try #require(page.text)
        let drawn = text.boxes.indices.filter { !text.scalars[$0].properties.isWhitespace && text.boxes[$0].width > 0 }
        let first = try #require(drawn.first)
        let secondLineEnd = try #require(text.scalars.indices.filter { text.scalars[$0] == "\n" }.dropFirst().first)
        let last = try #require(drawn.last { $0 < secondLineEnd })
        let start = text.boxes[first], end = text.boxes[last]
        return TextSelection(
            in: text, from: Point(x: start.minX + 0.1, y: start.midY), to: Point(x: end.maxX - 0.1, y: end.midY))
    }

    static func copy(of path: String, into folder: String) throws -> String {
        let copy = folder + "/marked.pdf"
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        return copy
    }

    /// How many pixels of `region` (points, from the top-left) are the highlight's yellow in
    /// pdftocairo's render of `page` at 72 dpi.
    static func yellowPixels(in path: String, page: Int, region: Rect) throws -> Int {
        let image = try ReferenceRender.render(path: path, page: page, scale: 1)
        var count = 0
        for y in max(Int(region.minY), 0)..<min(Int(region.maxY), image.height) {
            for x in max(Int(region.minX), 0)..<min(Int(region.maxX), image.width) {
                let pixel = image.pixel(x: x, y: y)
                if pixel.red > 200, pixel.green > 180, pixel.blue < 110 { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: [1, 9])  // upright, and a crop box offset by 36 points
    func aHighlightSavedIsReadBackWhereItWasMadeAndDrawnThereByPdftocairo(pageNumber: Int) throws {
        let folder = try TemporaryFolder.make("folio-marks")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.copy(of: PackageRoot.samplePDF, into: folder)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let selection: TextSelection
        do {
            let document = try Document(path: path)
            let page = try document.page(pageNumber)
            selection = try Self.selection(on: page)
            #expect(selection.rectangles.count == 2)
            let mark = Mark(
                kind: .highlight, page: pageNumber, color: .yellow, contents: "why this matters",
                quads: selection.rectangles.map(Quad.init))
            try document.add(mark)
            try document.save(to: path)
        }
        let saved = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(saved.count > original.count && saved.prefix(original.count) == original)
        let marks = try Document(path: path).marks()
        try #require(marks.count == 1)
        let mark = marks[0]
        #expect(mark.kind == .highlight && mark.page == pageNumber && mark.color == .yellow)
        #expect(mark.contents == "why this matters")
        #expect(mark.text == selection.text)
        for (quad, rectangle) in zip(mark.quads, selection.rectangles) {
            for (read, made) in zip(quad.coordinates, Quad(rectangle).coordinates) { #expect(abs(read - made) < 0.01) }
        }
        let line = selection.rectangles[0]
        #expect(try Self.yellowPixels(in: PackageRoot.samplePDF, page: pageNumber, region: line) == 0)
        let yellow = try Self.yellowPixels(in: path, page: pageNumber, region: line)
        #expect(Double(yellow) > 0.3 * line.width * line.height, "\(yellow) yellow pixels in \(line)")
        // The sample's own cross-reference table is damaged on purpose: qpdf warns of the same, no more.
        if let qpdf = ExternalCommand.which("qpdf") {
            let before = try ExternalCommand(qpdf, ["--check", PackageRoot.samplePDF]).run(timeout: 60)
            let after = try ExternalCommand(qpdf, ["--check", path]).run(timeout: 60)
            let warnings = { (outcome: ExternalCommand.Outcome) in
                outcome.standardError.split(separator: "\n").filter { $0.hasPrefix("WARNING") }.count
            }
            #expect(after.status == before.status && warnings(after) <= warnings(before), "\(after.standardError)")
        }
    }

    /// Page 7 is turned a quarter by /Rotate: poppler takes a new mark's geometry as displayed but
    /// gives a markup's quadrilaterals back in the page's own space, which Folio turns again.
    @Test func marksOnAPageTurnedByRotateAreReadBackAndDrawnWhereTheyWereMade() throws {
        let folder = try TemporaryFolder.make("folio-marks")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.copy(of: PackageRoot.samplePDF, into: folder)
        let lines: [Rect]
        let note = Mark(
            kind: .note, page: 7, color: .blue, contents: "turned",
            quads: [Quad(Rect(x: 400, y: 300, width: 20, height: 20))])
        do {
            let document = try Document(path: path)
            lines = try Self.selection(on: try document.page(7)).rectangles
            try document.add(Mark(kind: .highlight, page: 7, color: .yellow, quads: lines.map(Quad.init)))
            try document.add(note)
            try document.save(to: path)
        }
        let marks = try Document(path: path).marks().filter { $0.page == 7 }
        let highlight = try #require(marks.first { $0.kind == .highlight })
        let close = { (a: Rect, b: Rect) in
            abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
                && abs(a.height - b.height) < 0.01
        }
        #expect(highlight.quads.count == lines.count)
        #expect(
            zip(highlight.quads.map(\.bounds), lines).allSatisfy(close), "\(highlight.quads.map(\.bounds)) \(lines)")
        #expect(marks.first { $0.kind == .note }?.bounds == note.bounds)
        for line in lines {
            let yellow = try Self.yellowPixels(in: path, page: 7, region: line)
            #expect(Double(yellow) > 0.3 * line.width * line.height, "\(yellow) yellow pixels in \(line)")
        }
    }

    @Test func aNoteAndEveryTextMarkupKindAreSavedTogetherAndListedInPageOrder() throws {
        let folder = try TemporaryFolder.make("folio-marks")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.copy(of: PackageRoot.samplePDF, into: folder)
        let kinds: [MarkKind] = [.highlight, .underline, .strikeOut, .squiggly]
        do {
            let document = try Document(path: path)
            let note = Mark(
                kind: .note, page: 3, color: .orange, contents: "Ask about this table",
                quads: [Quad(Rect(x: 40, y: 60, width: 20, height: 20))])
            try document.add(note)
            for (index, kind) in kinds.enumerated() {
                let page = try document.page(index + 1)
                let quads = try Self.selection(on: page).rectangles.map(Quad.init)
                try document.add(Mark(kind: kind, page: index + 1, color: MarkColor.palette[index], quads: quads))
            }
            try document.save(to: path)
        }
        let marks = try Document(path: path).marks()
        #expect(marks.map(\.kind) == [.highlight, .underline, .strikeOut, .note, .squiggly])
        #expect(marks.map(\.page) == [1, 2, 3, 3, 4])
        let note = try #require(marks.first { $0.kind == .note })
        #expect(note.contents == "Ask about this table" && note.color == .orange && note.text.isEmpty)
        #expect(marks.filter(\.kind.marksText).allSatisfy { !$0.text.isEmpty })
    }

    @Test func aSaveKeepsTheFilesPermissionsAndWritesThroughASymbolicLink() throws {
        let folder = try TemporaryFolder.make("folio-marks")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.copy(of: PackageRoot.samplePDF, into: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let link = folder + "/link.pdf"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        do {
            let document = try Document(path: link)
            let page = try document.page(1)
            try document.add(
                Mark(
                    kind: .highlight, page: 1, color: .green,
                    quads: try Self.selection(on: page).rectangles.map(Quad.init)))
            try document.save(to: link)
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == path)
        #expect(try Document(path: path).marks().count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["link.pdf", "marked.pdf"])
    }

    /// Root writes into any folder; as root, `AtomicFileTests` fails the write on purpose instead.
    @Test(.enabled(if: geteuid() != 0, "root writes into a read-only folder"))
    func aSaveIntoAFolderThatCannotBeWrittenFailsAndLeavesTheFileAsItWas() throws {
        let folder = try TemporaryFolder.make("folio-marks")
        defer {
            chmod(folder, 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        let path = try Self.copy(of: PackageRoot.samplePDF, into: folder)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try Document(path: path)
        let page = try document.page(1)
        try document.add(
            Mark(
                kind: .highlight, page: 1, color: .yellow, quads: try Self.selection(on: page).rectangles.map(Quad.init)
            ))
        chmod(folder, 0o555)
        #expect(throws: FolioError.self) { try document.save(to: path) }
        chmod(folder, 0o755)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["marked.pdf"])
    }
}
