import ArgumentParser
import FolioCore
import FolioSDL
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

    func validate() throws {
        if let synctexForward, SourceLocation(forwardArgument: synctexForward) == nil {
            throw ValidationError("--synctex-forward takes LINE:COLUMN:INPUT, a line from 1 (\"\(synctexForward)\")")
        }
        if let editorCommand, EditorCommand(editorCommand) == nil {
            throw ValidationError("--synctex-editor-command is empty or leaves a quote open (\"\(editorCommand)\")")
        }
    }

    /// The window's SyncTeX settings: always the means to read the records, so that Ctrl+click can
    /// say what is missing; the editor and the forward search when asked for.
    var options: SyncTeXOptions {
        SyncTeXOptions(
            open: { path throws(SyncTeXError) in try SyncTeXScanner(pdfPath: path) },
            editor: editorCommand.flatMap(EditorCommand.init),
            forward: synctexForward.flatMap(SourceLocation.init(forwardArgument:)))
    }
}
