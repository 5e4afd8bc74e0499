/// What a page slot put on screen in one frame, as the bench's events file reports it.
public enum SlotShows: String, Sendable, Codable {
    /// The slot's own page, rendered for its current assignment.
    case crisp
    /// The page's shape in page colour: its pixels are not ready yet.
    case placeholder
    /// Nothing, where a page should be.
    case blank
    /// A panel saying the page could not be drawn (poppler failed to load or render it).
    case error
    /// Pixels rendered for another page or an older assignment: the bug the pager must never show.
    case stale
    /// The slot holds no page (before page 1 or after the last).
    case none
}
