/// A link on a page: the area that takes a click, and where it leads.
public struct PageLink: Sendable, Hashable {
    /// Page points as displayed, from the page's top-left corner.
    public var area: Rect
    public var target: Target

    /// What following a link does.
    public enum Target: Sendable, Hashable {
        /// A place in this document (named destinations already resolved).
        case destination(PageDestination)
        /// A URI, which the reader never opens without being asked (Ctrl+click).
        case uri(String)
        /// Anything else (another file, a JavaScript or launch action): shown, never followed.
        case unsupported(String)
    }

    public init(area: Rect, target: Target) {
        self.area = area
        self.target = target
    }
}
