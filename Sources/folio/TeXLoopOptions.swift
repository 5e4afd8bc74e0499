import ArgumentParser
import FolioCore
import FolioSDL
import FolioSyncTeX
import FolioWindowChannel
import Foundation

/// The window's SyncTeX options, in zathura's names, so that editors drive Folio as they drive zathura.
struct TeXLoopOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Forward search: turn to the place LINE of INPUT made and highlight it (SyncTeX; compile with -synctex=1).",
            valueName: "LINE:COLUMN:INPUT"))
    var synctexForward: String?
    @Option(
        name: [.customShort("x"), .customLong("synctex-editor-command")],
        help: ArgumentHelp(
            "Inverse search: Ctrl+click on a page runs CMD with %{input}, %{line} and %{column} replaced (split into words as a shell would, run without one).",
            valueName: "CMD"))
    var editorCommand: String?
    @Flag(
        help:
            "Hand the file to the window already showing it, if one does (with --page, turned to that page), rather than open another. --synctex-forward always does."
    )
    var reuseWindow = false

    func validate() throws {
        if let synctexForward, SourceLocation(forwardArgument: synctexForward) == nil {
            throw ValidationError("--synctex-forward takes LINE:COLUMN:INPUT, a line from 1 (\"\(synctexForward)\")")
        }
        if let editorCommand, EditorCommand(editorCommand) == nil {
            throw ValidationError("--synctex-editor-command is empty or leaves a quote open (\"\(editorCommand)\")")
        }
    }

    /// Reads a PDF's SyncTeX records with TeX Live's parser.
    static let scanner: SyncTeXOpener = { path throws(SyncTeXError) in try SyncTeXScanner(pdfPath: path) }

    /// The window's SyncTeX settings: always the means to read the records, so that Ctrl+click can
    /// say what is missing; the editor and the forward search when asked for.
    var options: SyncTeXOptions {
        SyncTeXOptions(
            open: Self.scanner,
            editor: editorCommand.flatMap(EditorCommand.init),
            forward: forwardLocation)
    }

    /// The forward search's source line, its input made absolute when it names a file here: the
    /// window, perhaps started elsewhere, then finds it whatever its own folder.
    private var forwardLocation: SourceLocation? {
        guard var location = synctexForward.flatMap(SourceLocation.init(forwardArgument:)) else { return nil }
        if !location.input.hasPrefix("/"), FileManager.default.fileExists(atPath: location.input) {
            location.input = FileManager.default.currentDirectoryPath + "/" + location.input
        }
        return location
    }

    /// Hands the request to a window already showing `file`: true when one took it (nothing is left
    /// to do); false when none shows it (a window is to be opened). A window that refuses is an error.
    func handedToRunningWindow(_ file: String, page: Int?) throws -> Bool {
        let message: WindowMessage
        if let location = forwardLocation {
            message = .forward(location)
        } else if reuseWindow {
            message = page.map(WindowMessage.goToPage) ?? .raise
        } else {
            return false
        }
        switch WindowChannel.send(message, toWindowShowing: file) {
        case .taken: return true
        case .noWindow: return false
        case .refused(let why):
            FileHandle.standardError.write(Data("folio: the window showing \(file) refused: \(why)\n".utf8))
            throw ExitCode(1)
        }
    }
}
