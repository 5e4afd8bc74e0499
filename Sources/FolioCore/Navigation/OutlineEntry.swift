/// One entry of a document's outline (its table of contents), in document order: the outline's
/// tree is flattened, each entry carrying its depth (0 at the top level).
public struct OutlineEntry: Sendable, Hashable {
    public var title: String
    public var depth: Int
    /// Where the entry leads; nil for an entry that leads nowhere this reader can go.
    public var destination: PageDestination?
    /// Whether the document asks for the entry's children to show at first.
    public var isOpen: Bool

    public init(title: String, depth: Int, destination: PageDestination?, isOpen: Bool = false) {
        self.title = title
        self.depth = depth
        self.destination = destination
        self.isOpen = isOpen
    }
}
