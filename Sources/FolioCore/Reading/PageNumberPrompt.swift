/// The go-to-page prompt (`g` or Ctrl+G): what has been typed, and what it finds. It takes page
/// numbers and the document's own labels ("xii", "A-3"); Enter goes, Escape cancels, and a `g`
/// into an empty prompt is vim's and zathura's `gg`, the first page.
public struct PageNumberPrompt: Sendable, Equatable {
    public private(set) var text = ""
    /// Set when Enter found no page, until the next key.
    public private(set) var problem: String?

    public static let maximumLength = 24

    public init() {}

    /// What a key press did to the prompt.
    public enum Outcome: Sendable, Equatable {
        case editing
        case cancelled
        case goTo(page: Int)
    }

    public mutating func press(_ key: KeyPress, labels: PageLabels, pageCount: Int) -> Outcome {
        problem = nil
        switch key.name {
        case "Escape": return .cancelled
        case "Return":
            guard let page = labels.page(for: text, count: pageCount) else {
                problem = text.isEmpty ? "type a page number or label" : "no page \"\(text)\" in 1-\(pageCount)"
                return .editing
            }
            return .goTo(page: page)
        case "Backspace":
            if !text.isEmpty { text.removeLast() }
            return .editing
        default:
            guard let character = key.character else { return .editing }
            if character == "g", text.isEmpty { return .goTo(page: 1) }
            if text.count < Self.maximumLength { text.append(character) }
            return .editing
        }
    }
}
