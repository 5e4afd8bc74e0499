import FolioCore
import FolioPresenter
import FolioRender
import Foundation

/// What the reader window shows: an open document, the password an encrypted one asks for, why
/// a file could not be opened, or nothing yet. The window runs on across changes from one to another (a file
/// dropped on it, the password typed, the file changed on disk).
enum WindowContent {
    /// No document: a file may be dropped on the window.
    case empty
    case open(DocumentView)
    /// The request to open again once the password is typed.
    case password(PasswordPrompt, DocumentRequest)
    /// The file that could not be opened, and why.
    case failed(FolioError)

    var documentView: DocumentView? {
        if case .open(let view) = self { view } else { nil }
    }

    /// The error shown when the window closes, if it shows one.
    var failure: FolioError? {
        switch self {
        case .failed(let error): error
        case .password(_, let request): .needsPassword(path: request.source.name)
        case .open, .empty: nil
        }
    }

    /// The lines of the message panel: none for an open document.
    var messageLines: [String] {
        switch self {
        case .open: []
        case .empty: [Self.dropHint]
        case .password(let prompt, _): prompt.lines
        case .failed(let error):
            ["Cannot open \(Self.fileName(error.path)):"] + Self.wrap(error.reason, width: 64)
                + ["", Self.dropHint]
        }
    }

    /// The window's title for a message: the file's name and what happened.
    var messageTitle: String {
        switch self {
        case .open(let view): view.name
        case .empty: "Folio"
        case .password(let prompt, _): "\(prompt.documentName) - password"
        case .failed(let error): "\(Self.fileName(error.path)) - cannot open"
        }
    }

    private static let dropHint = "Drop a PDF on this window to open it, or press q to quit."

    static func fileName(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    /// Breaks `text` into lines of at most `width` characters at spaces (a longer word stays whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : [line])
    }
}
