/// What a search looks for: the text typed, and whether case matters. Smart case, as in vim and
/// zathura: a query with a capital letter is case-sensitive, one without is not.
public struct SearchQuery: Sendable, Hashable {
    public var text: String
    public var caseSensitive: Bool

    public init(text: String, caseSensitive: Bool) {
        self.text = text
        self.caseSensitive = caseSensitive
    }

    /// Case-sensitive exactly when `text` has an upper-case letter.
    public init(smartCase text: String) {
        self.init(text: text, caseSensitive: text.contains { $0.isUppercase })
    }
}
