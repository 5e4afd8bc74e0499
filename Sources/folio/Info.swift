import ArgumentParser
import FolioPoppler
import FolioRender
import Foundation

/// `folio info FILE`: the document's pages as JSON.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print a document's page count, page sizes (points, as displayed) and rotations as JSON.")

    @OptionGroup var document: DocumentArguments
    @OptionGroup var timeLimit: ReadTimeLimit
    @Flag(
        name: .customLong("content-boxes"),
        help:
            "Print each page's content box instead: {\"pages\": [{\"page\", \"contentBox\": [left, top, right, bottom]}]}, in points from the top-left corner of the page as shown (null for a page that draws nothing)."
    )
    var contentBoxes = false

    func run() throws {
        let deadline = timeLimit.startDeadline(reading: document.file)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = try failingCleanly { () throws in
            let pdf = try Document(path: document.file, password: document.password)
            return contentBoxes ? try encoder.encode(ContentBoxes(of: pdf)) : try encoder.encode(pdf.info())
        }
        deadline.cancel()
        FileHandle.standardOutput.write(json + Data("\n".utf8))
    }
}
