/// A mark as the reader lists and draws it, with its changes applied, and where it comes from:
/// what deleting or editing it changes.
public struct ListedMark: Hashable, Sendable {
    public enum Origin: Hashable, Sendable {
        /// In the file; the mark as the file has it, before any edit.
        case file(Mark)
        /// Made since the last save, at this index of the unsaved marks made.
        case unsaved(Int)
        /// Made, and being written by a save.
        case saving
    }

    /// The mark as shown: a new text given to it included.
    public var mark: Mark
    public var origin: Origin

    public init(_ mark: Mark, origin: Origin) {
        self.mark = mark
        self.origin = origin
    }

    /// Whether the file does not hold the mark as shown yet.
    public var isUnsaved: Bool {
        if case .file(let original) = origin { original != mark } else { true }
    }

    /// Page order, then down the page, then across: how the panel lists marks.
    static func readingOrder(_ a: ListedMark, _ b: ListedMark) -> Bool {
        let first = a.mark.bounds, second = b.mark.bounds
        if a.mark.page != b.mark.page { return a.mark.page < b.mark.page }
        if first.minY != second.minY { return first.minY < second.minY }
        return first.minX < second.minX
    }
}
