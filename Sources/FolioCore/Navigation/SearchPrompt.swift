/// The search prompt (`/` or Ctrl+F): the text being typed. Enter searches (or, for the text
/// already searched, goes to the next match), Shift+Enter goes to the previous match, Escape closes
/// the prompt; the highlights stay until a new search or a second Escape (`ReaderModel+Search`).
public struct SearchPrompt: Sendable, Equatable {
    private var typed: TypedText
    public var text: String { typed.value }

    public static let maximumLength = 200

    public init(text: String = "") {
        typed = TypedText(text, maximumLength: Self.maximumLength)
    }

    /// What a key press did to the prompt.
    public enum Outcome: Sendable, Equatable {
        case editing
        case closed
        /// Enter: search for `text` (or go on to the next match of it); Shift+Enter: the previous one.
        case submit(text: String, backwards: Bool)
    }

    public mutating func press(_ key: KeyPress) -> Outcome {
        switch key.name {
        case "Escape": return .closed
        case "Return", "KP_Enter": return text.isEmpty ? .editing : .submit(text: text, backwards: key.shift)
        default:
            _ = typed.type(key)
            return .editing
        }
    }
}
