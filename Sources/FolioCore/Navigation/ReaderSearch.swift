/// The reader's search as the keys drive it: the prompt while it is open, the search whose matches
/// are highlighted (kept after the prompt closes, until a new search or a second Escape), and the
/// last generation handed out, so a new search never reuses an old one's id.
public struct ReaderSearch: Sendable, Equatable {
    public internal(set) var prompt: SearchPrompt?
    public internal(set) var state: SearchState?
    private var lastGeneration = SearchState.firstGeneration - 1

    public init() {}

    /// Whether `n` and `N` mean the next and previous match instead of the next and previous page:
    /// while a search is highlighted that is still running or has found something.
    public var takesMatchKeys: Bool {
        guard let state else { return false }
        return !state.isFinished || state.matchCount > 0
    }

    /// Replaces the search by a new one for `text` (smart case) starting on `page`.
    mutating func start(_ text: String, pageCount: Int, startPage page: Int) {
        lastGeneration += 1
        state = SearchState(
            query: SearchQuery(smartCase: text), generation: lastGeneration, pageCount: pageCount, startPage: page)
    }
}
