/// The links of the pages the slots hold, a script's request to follow one before they arrived, and
/// where the pointer rests: what clicks, hovers and `link` steps work from. Only the slots' pages
/// keep their links, so a long session never gathers a book's.
public struct LinkState: Sendable, Equatable {
    /// A script's `link` step: link `index` (from 0, in the page's order) of `page`.
    public struct FollowRequest: Sendable, Equatable {
        public var page: Int
        public var index: Int

        public init(page: Int, index: Int) {
            self.page = page
            self.index = index
        }
    }

    /// Each slot page's links, once they have arrived.
    public private(set) var byPage: [Int: [PageLink]] = [:]
    /// The pointer while no button is down (window pixels); nil when it is not over the window.
    public internal(set) var pointer: Point?
    /// A `link` step waiting for its page's links.
    public internal(set) var pendingFollow: FollowRequest?
    /// The links the reader did not follow since the last action (a URI or unsupported link a
    /// script named, an index past the page's links): the action's `ReaderEffect.log`s.
    private var notes: [String] = []

    public init() {}

    /// `page`'s links have arrived.
    mutating func learn(_ links: [PageLink], onPage page: Int) {
        byPage[page] = links
    }

    /// Forgets the links of pages that left the slots, and a waiting request for one of them.
    mutating func retain(pages: Set<Int>) {
        if byPage.keys.contains(where: { !pages.contains($0) }) { byPage = byPage.filter { pages.contains($0.key) } }
        if let request = pendingFollow, !pages.contains(request.page) {
            pendingFollow = nil
            report(
                "link \(request.index) of page \(request.page) not followed: the page was left before its links arrived"
            )
        }
    }

    mutating func report(_ text: String) {
        notes.append(text)
    }

    /// The notes since the last call.
    mutating func takeNotes() -> [String] {
        defer { notes.removeAll() }
        return notes
    }
}
