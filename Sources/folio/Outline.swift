import ArgumentParser
import FolioCore
import FolioPoppler
import FolioRender
import Foundation

/// `folio outline FILE`: the document's outline as JSON, an entry per line of its table of contents.
struct Outline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "outline",
        abstract: "Print a document's outline as JSON: [{\"title\", \"page\", \"depth\"}, ...] in document order.",
        discussion: """
            "page" counts from 1 and is null for an entry that leads nowhere in the document; "depth" is 0 \
            at the top level; "top" and "left" (points from the page's top-left corner) are there when the \
            entry names a point. A document without an outline prints [].
            """)

    @OptionGroup var document: DocumentArguments
    @OptionGroup var timeLimit: ReadTimeLimit

    /// One entry as printed.
    struct Line: Encodable {
        let title: String
        let page: Int?
        let depth: Int
        let top: Double?
        let left: Double?

        init(_ entry: OutlineEntry) {
            title = entry.title
            page = entry.destination?.page
            depth = entry.depth
            top = entry.destination?.top
            left = entry.destination?.left
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title, forKey: .title)
            try container.encode(page, forKey: .page)  // null, not left out, for an entry leading nowhere
            try container.encode(depth, forKey: .depth)
            try container.encodeIfPresent(top, forKey: .top)
            try container.encodeIfPresent(left, forKey: .left)
        }

        enum CodingKeys: String, CodingKey { case title, page, depth, top, left }
    }

    func run() throws {
        let deadline = timeLimit.startDeadline(reading: document.file)
        let entries = try failingCleanly { () throws in
            try Document(path: document.file, password: document.password).outline()
        }
        deadline.cancel()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let json = try encoder.encode(entries.map(Line.init))
        FileHandle.standardOutput.write(json + Data("\n".utf8))
    }
}
