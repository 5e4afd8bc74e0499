/// The outline panel's state: the document's outline as rows that fold and unfold, the selected
/// row, the row scrolled to the panel's top, and whether the panel shows. Keys move the selection
/// as in a file tree (Up/Down, PageUp/PageDown, Home/End; Left folds or goes to the parent, Right
/// unfolds); Enter names the entry to jump to. `ReaderModel` owns one and does the jumping.
public struct OutlinePanel: Sendable, Equatable {
    /// The entries in document order, as read; nil until the outline has arrived.
    public private(set) var entries: [OutlineEntry]?
    /// Entries (by index) whose children are hidden.
    public private(set) var folded: Set<Int> = []
    /// The entries shown, by index into `entries`, in order.
    public private(set) var visibleRows: [Int] = []
    /// Index into `visibleRows`.
    public private(set) var selectedRow = 0
    /// The row shown at the panel's top.
    public private(set) var firstRow = 0
    /// How many rows the panel shows at once: PageUp/PageDown move by it (set from the layout).
    public var rowsPerPage = 20 {
        didSet { rowsPerPage = max(rowsPerPage, 1); keepSelectionInView() }
    }
    public internal(set) var isOpen = false
    /// Why the outline could not be read, if it could not (a render worker process died reading it).
    public private(set) var failure: String?

    public init() {}

    /// What the panel says instead of rows, a line to a row: while the outline is read, when there
    /// is none, or why it could not be read.
    public var message: String? {
        if let failure { return "The outline could not be read:\n\(failure)" }
        guard let entries else { return "Reading the outline…" }
        return entries.isEmpty ? "This document has no outline" : nil
    }

    /// The outline could not be read, for `reason`: the panel says so, and has no rows.
    public mutating func fail(_ reason: String) {
        learn([])
        failure = reason
    }

    /// The outline has arrived: entries the document marks open start unfolded, the rest folded;
    /// `selected` is the entry to select (else the first).
    public mutating func learn(_ read: [OutlineEntry], selecting selected: Int? = nil) {
        entries = read
        failure = nil
        folded = Set(read.indices.filter { hasChildren($0) && !read[$0].isOpen })
        selectedRow = 0
        firstRow = 0
        rebuildRows(keeping: selected)
    }

    public func hasChildren(_ entry: Int) -> Bool {
        guard let entries, entry + 1 < entries.count else { return false }
        return entries[entry + 1].depth > entries[entry].depth
    }

    /// The entry of the selected row.
    public var selectedEntry: Int? { visibleRows.indices.contains(selectedRow) ? visibleRows[selectedRow] : nil }

    /// The section the reader is in: the last entry (document order) leading to `page` or before it.
    public func currentEntry(page: Int) -> Int? {
        entries?.indices.last { entries![$0].destination.map { $0.page <= page } ?? false }
    }

    /// The row that stands for the current section: its own, or its nearest shown ancestor's.
    public func currentRow(page: Int) -> Int? {
        guard var entry = currentEntry(page: page) else { return nil }
        while true {
            if let row = visibleRows.firstIndex(of: entry) { return row }
            guard let parent = parent(of: entry) else { return nil }
            entry = parent
        }
    }

    /// Opens the panel on the current section, unfolding what hides it.
    mutating func open(atPage page: Int) {
        isOpen = true
        guard let current = currentEntry(page: page) else { return }
        var ancestor = parent(of: current)
        while let entry = ancestor {
            folded.remove(entry)
            ancestor = parent(of: entry)
        }
        rebuildRows(keeping: current)
    }

    /// What a key did.
    public enum Outcome: Sendable, Equatable {
        case handled
        case close
        /// Jump to this entry (index into `entries`) and close.
        case jump(entry: Int)
    }

    public mutating func press(_ key: KeyPress) -> Outcome {
        switch key.name {
        case "Escape", "Tab", "o", "q": return .close
        case "Up", "k": select(selectedRow - 1)
        case "Down", "j": select(selectedRow + 1)
        case "PageUp": select(selectedRow - rowsPerPage)
        case "PageDown": select(selectedRow + rowsPerPage)
        case "Home": select(0)
        case "End": select(visibleRows.count - 1)
        case "Left", "h": foldOrGoToParent()
        case "Right", "l": unfoldOrGoToChild()
        case "Return", "KP_Enter":
            guard let entry = selectedEntry, entries?[entry].destination != nil else { return .handled }
            return .jump(entry: entry)
        default: break
        }
        return .handled
    }

    /// A click on row `row`: selects it; on its fold marker, folds or unfolds it instead of jumping.
    public mutating func click(row: Int, onMarker: Bool) -> Outcome {
        guard visibleRows.indices.contains(row) else { return .handled }
        select(row)
        let entry = visibleRows[row]
        if onMarker, hasChildren(entry) {
            toggleFold(entry)
            return .handled
        }
        return entries?[entry].destination != nil ? .jump(entry: entry) : .handled
    }

    /// Scrolls the rows by `rows` (positive down) without moving the selection.
    public mutating func scroll(by rows: Int) {
        firstRow = min(max(firstRow + rows, 0), max(visibleRows.count - rowsPerPage, 0))
    }

    // MARK: - Tree moves

    private mutating func select(_ row: Int) {
        guard !visibleRows.isEmpty else { return }
        selectedRow = min(max(row, 0), visibleRows.count - 1)
        keepSelectionInView()
    }

    private mutating func foldOrGoToParent() {
        guard let entry = selectedEntry else { return }
        if hasChildren(entry), !folded.contains(entry) {
            toggleFold(entry)
        } else if let parent = parent(of: entry), let row = visibleRows.firstIndex(of: parent) {
            select(row)
        }
    }

    private mutating func unfoldOrGoToChild() {
        guard let entry = selectedEntry, hasChildren(entry) else { return }
        if folded.contains(entry) { toggleFold(entry) } else { select(selectedRow + 1) }
    }

    private mutating func toggleFold(_ entry: Int) {
        if folded.contains(entry) { folded.remove(entry) } else { folded.insert(entry) }
        rebuildRows(keeping: entry)
    }

    func parent(of entry: Int) -> Int? {
        guard let entries else { return nil }
        let depth = entries[entry].depth
        return (0..<entry).reversed().first { entries[$0].depth < depth }
    }

    /// Lists the rows folding leaves shown, keeping `entry` selected (or the first row).
    private mutating func rebuildRows(keeping entry: Int?) {
        guard let entries else { return }
        var rows: [Int] = []
        var hiddenBelowDepth: Int?
        for (index, outlineEntry) in entries.enumerated() {
            if let depth = hiddenBelowDepth {
                if outlineEntry.depth > depth { continue }
                hiddenBelowDepth = nil
            }
            rows.append(index)
            if folded.contains(index) { hiddenBelowDepth = outlineEntry.depth }
        }
        visibleRows = rows
        selectedRow = entry.flatMap { rows.firstIndex(of: $0) } ?? min(selectedRow, max(rows.count - 1, 0))
        keepSelectionInView()
    }

    private mutating func keepSelectionInView() {
        if selectedRow < firstRow { firstRow = selectedRow }
        if selectedRow >= firstRow + rowsPerPage { firstRow = selectedRow - rowsPerPage + 1 }
        firstRow = min(max(firstRow, 0), max(visibleRows.count - rowsPerPage, 0))
    }
}
