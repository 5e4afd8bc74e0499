/// Text selection as the reader keeps it: whether the selection mode (`v`) is on, the drag that
/// selects (its page and two points, page points from the top-left), the text of the pages in the
/// slots as it arrives, and a copy asked for (Ctrl+C) that the window or the bench fulfils once the
/// page's text is known. What is selected is worked out from the text when asked (`TextSelection`),
/// so a drag made before the text arrives selects as soon as it does.
public struct SelectionState: Sendable, Equatable {
    /// Where a selection was made: the page, where the drag started and where it is (or ended).
    public struct Drag: Sendable, Equatable {
        public var page: Int
        public var from: Point
        public var to: Point
    }

    /// Drags select instead of panning or turning pages (`v` toggles it, Escape ends it).
    public private(set) var isModeOn = false
    /// The latest selection, being dragged or done; nil when nothing is selected.
    public private(set) var drag: Drag?
    /// Whether a finger is down selecting.
    public private(set) var isDragging = false
    /// Ctrl+C was pressed and its text is not handed over yet.
    public private(set) var isCopyRequested = false
    /// The text of pages in the slots, as their tasks answered.
    public private(set) var texts: [Int: PageText] = [:]

    public init() {}

    /// The hint shown while the mode is on.
    public static let hint = "Selection: drag to select, Ctrl+C copies, v or Escape ends"

    /// What is selected on `page`, once its text is known.
    public func selection(onPage page: Int) -> TextSelection? {
        guard let drag, drag.page == page, let text = texts[page] else { return nil }
        return TextSelection(in: text, from: drag.from, to: drag.to)
    }

    /// The page whose text a selection waits for, to be read on a worker.
    public var pageWantingText: Int? {
        guard let drag, texts[drag.page] == nil else { return nil }
        return drag.page
    }

    mutating func toggleMode() {
        isModeOn.toggle()
        if !isModeOn { clear() }
    }

    mutating func begin(onPage page: Int, at point: Point) {
        drag = Drag(page: page, from: point, to: point)
        isDragging = true
    }

    mutating func extend(to point: Point) {
        guard isDragging else { return }
        drag?.to = point
    }

    mutating func finish(at point: Point) {
        extend(to: point)
        isDragging = false
    }

    mutating func learn(_ text: PageText, ofPage page: Int) { texts[page] = text }

    /// Forgets the text (and a selection) of pages no longer in the slots.
    mutating func keep(pages: Set<Int>) {
        texts = texts.filter { pages.contains($0.key) }
        if let drag, !pages.contains(drag.page) { clear() }
    }

    mutating func requestCopy() { isCopyRequested = drag != nil }

    /// The text a copy asked for, once it is known: nil while it waits for the page's text, or
    /// when there is nothing to copy (the request is then dropped).
    mutating func takeCopy() -> String? {
        guard isCopyRequested else { return nil }
        guard let drag else {
            isCopyRequested = false
            return nil
        }
        guard let selection = selection(onPage: drag.page) else { return nil }
        isCopyRequested = false
        return selection.isEmpty ? nil : selection.text
    }

    mutating func clear() {
        drag = nil
        isDragging = false
        isCopyRequested = false
    }
}
