import ArgumentParser
import FolioCore
import FolioSDL
import FolioSyncTeX
import FolioWindowChannel
import Foundation

/// What the window is asked of SyncTeX and of a window already showing the file, as plain values:
/// `TeXLoopOptions` given, or none (a bare `folio FILE`).
struct TeXLoopRequest: Sendable {
    var synctexForward: String?
    var editorCommand: String?
    var reuseWindow = false

    /// The window's SyncTeX settings: always the means to read the records, so that Ctrl+click can
    /// say what is missing; the editor and the forward search when asked for.
    var options: SyncTeXOptions {
        SyncTeXOptions(
            open: TeXLoopOptions.scanner,
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
