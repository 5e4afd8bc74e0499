/// The outline panel in the reader: Tab or `o` opens it on the current section; while it is open
/// keys and clicks on it are its own; Enter or a click on an entry jumps there (recorded in the
/// history, as every jump is) and closes it. A script's outline step waits for the outline to arrive.
extension ReaderModel {
    /// The panel's geometry in the current window.
    public var outlineLayout: OutlinePanelLayout { OutlinePanelLayout(viewport: viewport, density: density) }

    /// The outline has been read (once, after the document opened).
    mutating func learnOutline(_ entries: [OutlineEntry]) {
        outline.learn(entries)
        outline.rowsPerPage = outlineLayout.rowsPerPage
        if outline.isOpen { outline.open(atPage: currentPage) }
        if let entry = pendingOutlineEntry {
            pendingOutlineEntry = nil
            jump(toOutlineEntry: entry)
        }
    }

    /// The outline could not be read: the panel says why, and a jump a script asked for is not made.
    mutating func learnOutlineFailure(_ reason: String) {
        outline.fail(reason)
        pendingOutlineEntry = nil
    }

    mutating func toggleOutline() {
        if outline.isOpen {
            outline.isOpen = false
        } else {
            outline.rowsPerPage = outlineLayout.rowsPerPage
            outline.open(atPage: currentPage)
        }
    }

    /// A key while the panel is open.
    mutating func pressInOutline(_ key: KeyPress) {
        outline.rowsPerPage = outlineLayout.rowsPerPage
        follow(outline.press(key))
    }

    /// A click while the panel is open: on a row, the row's; elsewhere in the panel, nothing.
    /// Returns false for a click outside the panel, which the pages take.
    mutating func clickInOutline(at point: Point) -> Bool {
        let layout = outlineLayout
        guard outline.isOpen, layout.contains(point) else { return false }
        let rows = outline.visibleRows, first = outline.firstRow
        let hit = layout.row(at: point) { row in
            rows.indices.contains(first + row) ? outline.entries?[rows[first + row]].depth : nil
        }
        if let hit { follow(outline.click(row: outline.firstRow + hit.row, onMarker: hit.onMarker)) }
        return true
    }

    /// The wheel over the open panel scrolls it (three rows a notch); elsewhere it is the pages'.
    mutating func wheelInOutline(_ turn: WheelTurn) -> Bool {
        guard outline.isOpen, !turn.zooms, let focus = turn.focus, outlineLayout.contains(focus) else { return false }
        outline.rowsPerPage = outlineLayout.rowsPerPage
        outline.scroll(by: Int((-turn.dy * 3).rounded()))
        return true
    }

    /// Jumps to entry `entry` (counted from 0 in document order), once the outline has arrived.
    mutating func jump(toOutlineEntry entry: Int) {
        guard let entries = outline.entries else {
            pendingOutlineEntry = entry
            return
        }
        guard entries.indices.contains(entry), let destination = entries[entry].destination else { return }
        jump(to: destination)
    }

    private mutating func follow(_ outcome: OutlinePanel.Outcome) {
        switch outcome {
        case .handled: break
        case .close: outline.isOpen = false
        case .jump(let entry):
            outline.isOpen = false
            jump(toOutlineEntry: entry)
        }
    }
}
