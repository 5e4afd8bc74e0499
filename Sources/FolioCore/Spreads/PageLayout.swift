/// How pages are grouped into what one slot shows: a page alone (`single`), pages side by side in
/// twos from the first (`spread`), or the first page alone and then in twos (`cover`: a printed
/// book, whose right-hand pages are the odd ones).
public enum PageLayout: String, Sendable, Hashable, CaseIterable, Codable {
    case single, spread, cover

    /// `d`: spreads on or off; turning them on keeps the cover page as it was last chosen.
    public func togglingSpreads(cover: Bool) -> PageLayout {
        self == .single ? (cover ? .cover : .spread) : .single
    }

    /// `D`: the cover page alone or not, spreads turned on if they were off.
    public var togglingCover: PageLayout { self == .cover ? .spread : .cover }
}
