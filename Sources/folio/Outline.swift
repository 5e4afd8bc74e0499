import ArgumentParser
import FolioCore
import FolioPoppler
import FolioRender
import Foundation

/// `folio outline FILE`: the document's outline as JSON, an entry per line of its table of contents.
struct Outline: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a document's outline as JSON: [{\"title\", \"page\", \"depth\"}, ...] in document order.",
        discussion: """
            "page" counts from 1 and is null for an entry that leads nowhere in the document; "depth" is 0 \
            at the top level; "top" and "left" (points from the page's top-left corner) are there when the \
            entry names a point. A document without an outline prints [].
            """)

    @OptionGroup var document: DocumentArguments
    @Option(name: .customLong("time-limit"), help: "Seconds reading the outline may take before folio gives up with an error.")
    var timeLimit: Double = RenderWatch.defaultTimeLimit

    func validate() throws {
        guard timeLimit > 0, timeLimit <= 3600 else {
            throw ValidationError("--time-limit must be more than 0 and at most 3600 seconds, not \(timeLimit)")
        }
    }

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
        let deadline = CommandDeadline(seconds: timeLimit, .readTookTooLong(path: document.file, limitSeconds: timeLimit))
        let entries = try failingCleanly { () throws in try Document(path: document.file, password: document.password).outline() }
        deadline.cancel()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let json = try encoder.encode(entries.map(Line.init))
        FileHandle.standardOutput.write(json + Data("\n".utf8))
    }
}
