/// Trimmed margins (Okular's Trim View): each page shown cropped to its content box, measured on the
/// workers, with `marginPoints` around it; the two pages of a spread are cut at the same height and
/// laid with their tops level (`Spreads.layOut`), so that their lines stay level. A page whose box is not measured yet, or that has none (it draws
/// nothing, or poppler could not measure it), is shown whole, never dropped.
public struct PageTrim: Sendable, Equatable {
    /// Points left around the content.
    public static let marginPoints = 6.0

    public var isOn = false
    /// Beamer's notes pages: only the slide's half of every page shows, trimmed or not (`NotesSide`).
    public internal(set) var notes: NotesSide?
    /// The content boxes measured, in page points from the top-left corner; nil for a page measured
    /// without one.
    public private(set) var boxes: [Int: Rect?] = [:]

    public init(isOn: Bool = false) {
        self.isOn = isOn
    }

    /// Takes in boxes measured; returns the pages whose box is new.
    @discardableResult
    public mutating func learn(_ measured: [Int: Rect?]) -> Set<Int> {
        var learned: Set<Int> = []
        for (page, box) in measured where boxes[page] != .some(box) {
            boxes[page] = .some(box)
            learned.insert(page)
        }
        return learned
    }

    /// Whether `page`'s box is still to be measured.
    public func needsBox(ofPage page: Int) -> Bool { boxes[page] == nil }

    /// Whether some pages may show only a part: margins trimmed, or notes split off.
    public var cropsPages: Bool { isOn || notes != nil }

    /// Whether content boxes are of use: trimming is on and no notes split decides the crops.
    public var usesContentBoxes: Bool { isOn && notes == nil }

    /// The parts of `pages` (one spread's, of `sizes`) to show: nil for each page shown whole.
    public func crops(of pages: [Int], sizes: PageSizes) -> [Rect?] {
        if let notes { return pages.map { notes.slide(of: sizes[$0]) } }
        guard isOn else { return pages.map { _ in nil } }
        var crops = pages.map { page -> Rect? in
            guard case .some(.some(let box)) = boxes[page] else { return nil }
            let margin = Self.marginPoints
            let outset = Rect(
                x: box.minX - margin, y: box.minY - margin, width: box.width + 2 * margin,
                height: box.height + 2 * margin)
            return outset.intersection(Rect(origin: .zero, size: sizes[page]))
        }
        // Facing pages cut at the same height: from the higher top to the lower bottom, each within its page.
        let cut = crops.compactMap { $0 }
        if crops.count == 2, cut.count == 2, let top = cut.map(\.minY).min(), let bottom = cut.map(\.maxY).max() {
            crops = zip(pages, crops).map { page, crop in
                crop.flatMap {
                    Rect(x: $0.minX, y: top, width: $0.width, height: bottom - top)
                        .intersection(Rect(origin: .zero, size: sizes[page]))
                }
            }
        }
        return crops
    }
}
