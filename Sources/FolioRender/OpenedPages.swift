import FolioCore

/// What the first render worker reports once its source is open: the page count and the sizes it
/// knows so far, enough to lay out the pager and show the first pages. A long PDF reports only the
/// pages around the first one shown; the others follow as the pool measures them.
public struct OpenedPages: Sendable, Equatable {
    /// The source's name (a file's path, `synthetic:...`).
    public let name: String
    public let sizes: PageSizes

    public init(name: String, sizes: PageSizes) {
        self.name = name
        self.sizes = sizes
    }

    public var pageCount: Int { sizes.count }

    /// Opens `pages`' report: every size when they cost nothing to read, else those of the pages
    /// around `firstPage` (the three the pager shows first), read now.
    init(measuring pages: any PageSource, around firstPage: Int) throws(FolioError) {
        if pages.knowsAllSizes {
            self.init(name: pages.name, sizes: PageSizes(try pages.info().pageSizes))
            return
        }
        let count = pages.pageCount
        let first = (firstPage - 1...firstPage + 1).filter { (1...count).contains($0) }
        self.init(name: pages.name, sizes: PageSizes(count: count, known: pages.measure(first)))
    }
}

extension PageSource {
    /// The sizes of `numbers` (`measuredSize(ofPage:)`).
    func measure(_ numbers: [Int]) -> [Int: Size] {
        Dictionary(uniqueKeysWithValues: numbers.map { ($0, measuredSize(ofPage: $0)) })
    }
}
