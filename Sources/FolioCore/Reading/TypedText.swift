/// Text typed into a prompt a key at a time: printable characters, Space, Backspace, and, where
/// the prompt takes several lines, Shift+Enter for a line break; at most `maximumLength` characters.
public struct TypedText: Sendable, Equatable {
    public private(set) var value: String
    public let maximumLength: Int
    public let takesLineBreaks: Bool

    public init(_ value: String = "", maximumLength: Int, takesLineBreaks: Bool = false) {
        self.value = String(value.prefix(maximumLength))
        self.maximumLength = maximumLength
        self.takesLineBreaks = takesLineBreaks
    }

    /// Types or deletes what `key` does; false for a key that does neither (Enter, Escape, arrows).
    public mutating func type(_ key: KeyPress) -> Bool {
        switch key.name {
        case "Backspace":
            if !value.isEmpty { value.removeLast() }
        case "Space" where !key.ctrl && !key.alt:
            append(" ")
        case "Return" where key.shift && takesLineBreaks:
            append("\n")
        default:
            guard let character = key.character else { return false }
            append(character)
        }
        return true
    }

    private mutating func append(_ character: Character) {
        if value.count < maximumLength { value.append(character) }
    }
}
