/// What a page in the pager says in place of its pixels, or over them: why it could not be drawn,
/// that its render has run past the time limit and goes on while the rest of the book renders, or
/// why its links or text could not be read or it could not be searched.
public struct PageNotices: Sendable, Equatable {
    /// What a render worker reads of a page beside its pixels.
    public enum Read: Sendable, Equatable, Hashable, CaseIterable {
        case links, text, search
    }

    /// Pages whose render failed, with why.
    public private(set) var errors: [Int: String] = [:]
    /// Pages whose whole-page render is past the time limit, with the whole seconds it has run.
    public private(set) var stillRendering: [Int: Int] = [:]
    /// Pages whose links, text or search failed, with why, until the same read of the page succeeds.
    public private(set) var readFailures: [Int: [Read: String]] = [:]

    public init() {}

    public mutating func renderFailed(page: Int, reason: String) {
        errors[page] = reason
    }

    public mutating func readFailed(_ read: Read, page: Int, reason: String) {
        readFailures[page, default: [:]][read] = reason
    }

    /// `read` of `page` succeeded: a failure of it before is no longer said.
    public mutating func readSucceeded(_ read: Read, page: Int) {
        // Every page's reads succeed as it opens: leave the dictionary alone then, for its first write
        // makes the Swift runtime scan every library's protocol conformances (0.6 ms of the launch).
        guard readFailures[page] != nil else { return }
        readFailures[page]?[read] = nil
        if readFailures[page]?.isEmpty == true { readFailures[page] = nil }
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
        for page in model.slotPages.sorted() {
            if let error = errors[page]
                ?? (model.pageSizes.isKnown(page) && model.pageSizes[page].isEmpty ? "poppler could not load it" : nil)
            {
                notices[page] = Notice(lines: ["Page \(page) could not be drawn", error], isError: true)
            } else if let seconds = stillRendering[page] {
                notices[page] = Notice(
                    lines: [
                        "Page \(page) is still rendering (\(seconds) s)", "the rest of the book renders meanwhile",
                    ], isError: false)
            } else if let failures = readFailures[page], let read = Read.allCases.first(where: { failures[$0] != nil })
            {
                let what =
                    switch read {
                    case .links: "Page \(page)'s links could not be read"
                    case .text: "Page \(page)'s text could not be read"
                    case .search: "Page \(page) could not be searched"
                    }
                notices[page] = Notice(lines: [what, failures[read] ?? ""], isError: false)
            }
        }
        return notices
    }
}
