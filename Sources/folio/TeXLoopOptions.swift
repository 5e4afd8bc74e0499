import ArgumentParser
import FolioCore
import FolioSyncTeX

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

    /// The options as plain values, for what they ask (`TeXLoopRequest`).
    var request: TeXLoopRequest {
        TeXLoopRequest(synctexForward: synctexForward, editorCommand: editorCommand, reuseWindow: reuseWindow)
    }
}
