import ArgumentParser
import Foundation
import FolioPoppler
import FolioRender

/// `folio info FILE`: the document's pages as JSON.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a document's page count, page sizes (points, as displayed) and rotations as JSON.")

    @OptionGroup var document: DocumentArguments
    @Option(name: .customLong("time-limit"), help: "Seconds reading the pages may take before folio gives up with an error.")
    var timeLimit: Double = RenderWatch.defaultTimeLimit

    func validate() throws {
        guard timeLimit > 0, timeLimit <= 3600 else {
            throw ValidationError("--time-limit must be more than 0 and at most 3600 seconds, not \(timeLimit)")
        }
    }

    func run() throws {
        let deadline = CommandDeadline(seconds: timeLimit, .readTookTooLong(path: document.file, limitSeconds: timeLimit))
        let info = try failingCleanly { () throws in try Document(path: document.file, password: document.password).info() }
        deadline.cancel()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = try encoder.encode(info)
        FileHandle.standardOutput.write(json + Data("\n".utf8))
    }
}
