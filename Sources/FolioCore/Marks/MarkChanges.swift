/// What the reader changed in a document's marks and form fields and has not written into the
/// file: marks made, marks the file holds that are to go, the file's marks whose text is to change,
/// and values given to fields. A save writes them all at once; the journal keeps them until then.
public struct MarkChanges: Hashable, Sendable, Codable {
    /// Marks made, in the order they were made.
    public var added: [Mark] = []
    /// Marks in the file to take out, as the file has them.
    public var removed: [Mark] = []
    /// Marks in the file given another text.
    public var edited: [MarkEdit] = []
    /// Form fields given a value, in the order they were filled (a field filled twice, twice).
    public var filled: [FieldFill] = []

    public init(added: [Mark] = [], removed: [Mark] = [], edited: [MarkEdit] = [], filled: [FieldFill] = []) {
        self.added = added
        self.removed = removed
        self.edited = edited
        self.filled = filled
    }

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && edited.isEmpty && filled.isEmpty }

    /// How many marks and fields the changes touch.
    public var count: Int { added.count + removed.count + edited.count + Set(filled.map(\.field.id)).count }

    /// These changes, then `later` ones: what stays unsaved when a save of these fails.
    public func followed(by later: MarkChanges) -> MarkChanges {
        MarkChanges(
            added: added + later.added, removed: removed + later.removed, edited: edited + later.edited,
            filled: filled + later.filled)
    }

    /// The changes to marks on `pages` (a journal's marks beyond the pages of a file that lost some are dropped).
    public func onPages(_ pages: ClosedRange<Int>) -> MarkChanges {
        MarkChanges(
            added: added.filter { pages.contains($0.page) }, removed: removed.filter { pages.contains($0.page) },
            edited: edited.filter { pages.contains($0.mark.page) },
            filled: filled.filter { pages.contains($0.field.page) })
    }

    /// The changes as a sentence's object: "2 marks", "1 mark", "3 changes" when fields are among them.
    public var described: String { "\(count) \(filled.isEmpty ? "mark" : "change")\(count == 1 ? "" : "s")" }

    // A journal written before marks could be deleted or edited holds `added` alone.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        added = try container.decodeIfPresent([Mark].self, forKey: .added) ?? []
        removed = try container.decodeIfPresent([Mark].self, forKey: .removed) ?? []
        edited = try container.decodeIfPresent([MarkEdit].self, forKey: .edited) ?? []
        filled = try container.decodeIfPresent([FieldFill].self, forKey: .filled) ?? []
    }
}

/// A mark the file holds, given another text (a note's, or a highlight's comment).
public struct MarkEdit: Hashable, Sendable, Codable {
    /// The mark as the file has it: how the save finds it.
    public var mark: Mark
    public var contents: String

    public init(mark: Mark, contents: String) {
        self.mark = mark
        self.contents = contents
    }
}
