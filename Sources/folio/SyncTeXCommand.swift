import ArgumentParser
import FolioCore
import FolioRender
import FolioSyncTeX
import Foundation

/// `folio synctex FILE.pdf --forward LINE:COLUMN:INPUT | --inverse PAGE:X:Y`: one SyncTeX lookup,
/// as JSON, for tests and for editors that want it.
struct SyncTeXCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synctex",
        abstract: "Look up a source line's place in the PDF, or the source line of a place, through SyncTeX.",
        discussion: """
            --forward prints {"page": 12, "boxes": [[left, top, right, bottom], ...]}: the first page the line \
            made something on and the boxes it made there. --inverse prints {"input": "/path/doc.tex", \
            "line": 40, "column": -1}. Points count from the page's top-left corner, as TeX Live's synctex \
            command takes and prints them. The SyncTeX file (FILE.synctex.gz or FILE.synctex) is read from \
            beside the PDF: compile with -synctex=1. Nothing found exits with status 1.
            """)

    @Argument(help: "The PDF file.") var file: String
    @Option(
        help: ArgumentHelp("Forward search from LINE:COLUMN:INPUT (zathura's syntax).", valueName: "LINE:COLUMN:INPUT"))
    var forward: String?
    @Option(help: ArgumentHelp("Inverse search from a point on a page, in points.", valueName: "PAGE:X:Y"))
    var inverse: String?

    func validate() throws {
        guard (forward == nil) != (inverse == nil) else { throw ValidationError("give one of --forward and --inverse") }
        if let forward, SourceLocation(forwardArgument: forward) == nil {
            throw ValidationError("--forward takes LINE:COLUMN:INPUT, a line from 1 (\"\(forward)\")")
        }
        if let inverse, PagePoint(argument: inverse) == nil {
            throw ValidationError("--inverse takes PAGE:X:Y, a page from 1 and two numbers (\"\(inverse)\")")
        }
    }

    private struct ForwardAnswer: Encodable {
        let page: Int
        let boxes: [[Double]]
    }

    /// To a thousandth of a point: libsynctex works in single precision.
    private static func rounded(_ values: [Double]) -> [Double] { values.map { ($0 * 1000).rounded() / 1000 } }

    func run() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        let json = try failingCleanly { () throws -> Data in
            guard FileManager.default.fileExists(atPath: file) else { throw FolioError.fileNotFound(path: file) }
            let scanner = try SyncTeXScanner(pdfPath: file)
            if let location = forward.flatMap(SourceLocation.init(forwardArgument:)) {
                let target = try scanner.forward(location)
                return try encoder.encode(
                    ForwardAnswer(
                        page: target.page,
                        boxes: target.boxes.map { Self.rounded([$0.minX, $0.minY, $0.maxX, $0.maxY]) }))
            }
            guard let spot = inverse.flatMap(PagePoint.init(argument:)) else { throw ValidationError("no lookup") }
            return try encoder.encode(try scanner.inverse(spot))
        }
        FileHandle.standardOutput.write(json + Data("\n".utf8))
    }
}
