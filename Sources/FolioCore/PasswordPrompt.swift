/// The window's question for an encrypted document's password: what has been typed (shown as dots)
/// and whether the last try was wrong. Pure text editing; the window draws `lines`.
public struct PasswordPrompt: Sendable, Equatable {
    /// The document's name as the window shows it.
    public let documentName: String
    public private(set) var typed = ""
    /// The password last tried was wrong: the prompt says so.
    public private(set) var lastTryWasWrong = false

    public init(documentName: String, lastTryWasWrong: Bool = false) {
        self.documentName = documentName
        self.lastTryWasWrong = lastTryWasWrong
    }

    public mutating func type(_ text: String) {
        typed += text
    }

    public mutating func deleteBackward() {
        if !typed.isEmpty { typed.removeLast() }
    }

    /// What the window shows: the question, a dot per character typed, and the keys.
    public var lines: [String] {
        var lines = ["\(documentName) is encrypted.", ""]
        if lastTryWasWrong { lines += ["Wrong password, try again.", ""] }
        lines.append("Password: " + String(repeating: "\u{2022}", count: typed.count) + "_")
        lines += ["", "Enter opens it, Escape gives up."]
        return lines
    }
}
