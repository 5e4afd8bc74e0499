/// What the session measures of the latest search (a new one starts the figures again): when it
/// started, when the workers found its first match and searched its last page, when a frame first
/// showed a match, and how many pages and matches. Times are monotonic seconds; answers carry the
/// time the worker found them, so the frame rate does not blur the figures.
public struct SearchMeasurements: Sendable, Equatable {
    public private(set) var text: String?
    public private(set) var pages = 0
    public private(set) var pagesSearched = 0
    public private(set) var matches = 0
    public private(set) var startedAt: Double?
    public private(set) var firstMatchAt: Double?
    public private(set) var firstMatchShownAt: Double?
    /// When the last page was searched; nil while pages remain.
    public private(set) var finishedAt: Double?
    /// When the latest page was searched.
    public private(set) var lastAnswerAt: Double?

    public init() {}

    public mutating func started(_ text: String, pages: Int, at seconds: Double) {
        self = SearchMeasurements()
        self.text = text
        self.pages = pages
        startedAt = seconds
        if pages == 0 { finishedAt = seconds }
    }

    /// The workers searched `pages` more pages at `seconds`, finding `matches` matches.
    public mutating func searched(pages count: Int, matches found: Int, at seconds: Double) {
        guard startedAt != nil, count > 0 else { return }
        pagesSearched += count
        matches += found
        lastAnswerAt = max(lastAnswerAt ?? seconds, seconds)
        if found > 0 { firstMatchAt = min(firstMatchAt ?? seconds, seconds) }
        if pagesSearched >= pages, finishedAt == nil { finishedAt = lastAnswerAt }
    }

    /// A presented frame showed a match of the search.
    public mutating func matchShown(at seconds: Double) {
        guard startedAt != nil, firstMatchShownAt == nil else { return }
        firstMatchShownAt = seconds
    }
}
