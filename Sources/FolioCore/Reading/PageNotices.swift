/// What a page in the pager says in place of its pixels: why it could not be drawn, or that its
/// render has run past the time limit and goes on while the rest of the book renders.
public struct PageNotices: Sendable, Equatable {
    /// Pages whose render failed, with why.
    public private(set) var errors: [Int: String] = [:]
    /// Pages whose whole-page render is past the time limit, with the whole seconds it has run.
    public private(set) var stillRendering: [Int: Int] = [:]

    public init() {}

    public mutating func renderFailed(page: Int, reason: String) {
        errors[page] = reason
    }

    /// Replaces the pages still rendering; true when what they say changed.
    public mutating func setStillRendering(_ pages: [Int: Int]) -> Bool {
        guard pages != stillRendering else { return false }
        stillRendering = pages
        return true
    }

    /// A notice's lines, and whether it stands for an error (the slot then draws nothing of the page).
    public struct Notice: Sendable, Equatable {
        public let lines: [String]
        public let isError: Bool

        public init(lines: [String], isError: Bool) {
            self.lines = lines
            self.isError = isError
        }
    }

    /// The notices of the pages in `model`'s slots. A page poppler could not load to measure (it
    /// has no area) could not be drawn either.
    public func shown(in model: ReaderModel) -> [Int: Notice] {
        var notices: [Int: Notice] = [:]
        for page in model.slots.compactMap(\.page) {
            if let error = errors[page] ?? (model.pageSizes.isKnown(page) && model.pageSizes[page].isEmpty ? "poppler could not load it" : nil) {
                notices[page] = Notice(lines: ["Page \(page) could not be drawn", error], isError: true)
            } else if let seconds = stillRendering[page] {
                notices[page] = Notice(
                    lines: ["Page \(page) is still rendering (\(seconds) s)", "the rest of the book renders meanwhile"], isError: false)
            }
        }
        return notices
    }
}
