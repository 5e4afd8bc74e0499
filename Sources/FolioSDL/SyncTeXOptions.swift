import FolioCore

/// The window's part in the TeX loop: how to read a PDF's SyncTeX records (`FolioSyncTeX`'s
/// scanner, given by the command line, so that this layer links no TeX library), the editor that
/// Ctrl+click opens at the source line (`-x`), and a forward search to make once the document
/// shows (`--synctex-forward`).
public struct SyncTeXOptions: Sendable {
    public var open: SyncTeXOpener
    public var editor: EditorCommand?
    public var forward: SourceLocation?

    public init(
        open: @escaping SyncTeXOpener, editor: EditorCommand? = nil, forward: SourceLocation? = nil
    ) {
        self.open = open
        self.editor = editor
        self.forward = forward
    }
}
