import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// A page's text as poppler reads it for selection, and what selecting a block of it copies,
/// against `pdftotext` on the same page: the block's words (`-bbox-layout`) and the text of its
/// area (`-x -y -W -H` at `-r 72`, so pixels are points).
@Suite struct PageTextTests {
    /// A block of lines as `pdftotext -bbox-layout` lays the page out, in page points from the top.
    struct Block {
        var area: Rect
        var lines: [Rect]
        var words: [String]
    }

    static func blocks(of path: String, page: Int) throws -> [Block] {
        let outcome = try ExternalCommand(
            "/usr/bin/pdftotext", ["-f", "\(page)", "-l", "\(page)", "-bbox-layout", "-cropbox", path, "-"]
        ).run()
        var blocks: [Block] = []
        for line in outcome.standardOutput.split(separator: "\n") {
            let numbers = Self.attributes(of: line)
            let box =
                numbers.count == 4
                ? Rect(
                    x: numbers["xMin"]!, y: numbers["yMin"]!, width: numbers["xMax"]! - numbers["xMin"]!,
                    height: numbers["yMax"]! - numbers["yMin"]!)
                : nil
            if line.contains("<block"), let box {
                blocks.append(Block(area: box, lines: [], words: []))
            } else if line.contains("<line"), let box {
                blocks[blocks.count - 1].lines.append(box)
            } else if line.contains("<word"), let start = line.firstIndex(of: ">"), let end = line.range(of: "</word>")
            {
                blocks[blocks.count - 1].words.append(
                    Self.unescaped(String(line[line.index(after: start)..<end.lowerBound])))
            }
        }
        return blocks
    }

    static func attributes(of line: Substring) -> [String: Double] {
        var found: [String: Double] = [:]
        for name in ["xMin", "yMin", "xMax", "yMax"] {
            guard let range = line.range(of: name + "=\"") else { continue }
            found[name] = Double(line[range.upperBound...].prefix { $0 != "\"" })
        }
        return found
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// pdftotext's text of `area` (rounded out to whole points).
    static func pdftotext(_ path: String, page: Int, area: Rect) throws -> String {
        let x = Int(area.minX.rounded(.down)) - 1, y = Int(area.minY.rounded(.down)) - 1
        let width = Int(area.maxX.rounded(.up)) + 1 - x, height = Int(area.maxY.rounded(.up)) + 1 - y
        let arguments = [
            "-f", "\(page)", "-l", "\(page)", "-r", "72", "-cropbox", "-x", "\(x)", "-y", "\(y)", "-W", "\(width)",
            "-H", "\(height)", path, "-",
        ]
        return try ExternalCommand("/usr/bin/pdftotext", arguments).run().standardOutput
    }

    static func normalised(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{0C}" }).joined(separator: " ")
    }

    /// Selects each block with enough lines from the top-left corner of its first line to the
    /// bottom-right corner of its last and compares the copy with pdftotext's text of the block's area, for blocks whose area holds
    /// nothing but the block (per pdftotext); returns how many blocks were compared.
    static func compareBlocks(in path: String, page: Int, minimumLines: Int) throws -> Int {
        let document = try Document(path: path)
        let text = try #require(try document.text(onPage: page))
        var compared = 0
        for block in try blocks(of: path, page: page) where block.lines.count >= minimumLines {
            let area = try normalised(pdftotext(path, page: page, area: block.area))
            guard area == normalised(block.words.joined(separator: " ")) else { continue }
            let first = block.lines[0], last = block.lines[block.lines.count - 1]
            let selection = TextSelection(in: text, from: first.origin, to: Point(x: last.maxX, y: last.maxY))
            #expect(normalised(selection.text) == area, "page \(page), block at \(block.area)")
            #expect(
                selection.rectangles.count == block.lines.count, "a rectangle per line of the block at \(block.area)")
            compared += 1
        }
        return compared
    }

    @Test func boxesAreFromTheTopLeftInsideThePageAndPairWithTheCharacters() throws {
        let document = try Document(path: PackageRoot.samplePDF)
        for page in [1, 5, 7, 9] {
            let size = try document.pageSize(page)
            let text = try #require(try document.text(onPage: page), "page \(page) has text")
            let plain = try ExternalCommand(
                "/usr/bin/pdftotext", ["-f", "\(page)", "-l", "\(page)", "-cropbox", PackageRoot.samplePDF, "-"]
            ).run().standardOutput
            #expect(text.scalars.count == text.boxes.count)
            #expect(text.scalars.count > 10)
            // pdftotext also prints what lies outside the crop box (page 9's media edges); poppler's page text does not.
            #expect(
                Self.normalised(plain).contains(Self.normalised(text.string(0..<text.scalars.count))),
                "page \(page): the characters are pdftotext's")
            for (scalar, box) in zip(text.scalars, text.boxes) where scalar != "\n" && scalar != " " {
                #expect(
                    box.minX >= -0.5 && box.minY >= -0.5 && box.maxX <= size.width + 0.5
                        && box.maxY <= size.height + 0.5,
                    "page \(page): '\(scalar)' at \(box) inside \(size)")
            }
        }
        // "TOP" is printed at the page's top: pdftotext -bbox puts it at y 41.9 from the top.
        let text = try #require(try document.text(onPage: 1))
        let top = try #require(Array(text.scalars.indices).first { text.string($0..<$0 + 3) == "TOP" })
        #expect(abs(text.boxes[top].minX - 64) < 1)
        #expect(abs(text.boxes[top].minY - 41.9) < 2)
    }

    @Test func selectingABlockOfTheSampleCopiesItsText() throws {
        #expect(try Self.compareBlocks(in: PackageRoot.samplePDF, page: 1, minimumLines: 1) >= 5)
    }

    @Test(
        .enabled(if: Corpus.shared?.entry("main/pdfjs_tracemonkey.pdf") != nil, "the PDF corpus is absent"),
        arguments: [1, 2, 3, 4, 6])
    func selectingAParagraphOfAPaperCopiesItsText(page: Int) throws {
        let path = try #require(Corpus.shared?.entry("main/pdfjs_tracemonkey.pdf")).absolutePath
        #expect(
            try Self.compareBlocks(in: path, page: page, minimumLines: 3) >= 1, "a paragraph compared on page \(page)")
    }
}
