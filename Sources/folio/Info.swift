import ArgumentParser
import FolioPoppler
import FolioRender
import Foundation

/// `folio info FILE`: the document's pages as JSON.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a document's page count, page sizes (points, as displayed) and rotations as JSON.")

    @OptionGroup var document: DocumentArguments
    @OptionGroup var timeLimit: ReadTimeLimit

    func run() throws {
        let deadline = timeLimit.startDeadline(reading: document.file)
        let info = try failingCleanly { () throws in
            try Document(path: document.file, password: document.password).info()
        }
        deadline.cancel()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = try encoder.encode(info)
        FileHandle.standardOutput.write(json + Data("\n".utf8))
    }
}
