import FolioCore

/// What the first render worker reports once its source is open: the page count and the sizes it
/// knows so far, enough to lay out the pager and show the first pages. A long PDF reports only the
/// pages around the first one shown; the others follow as the pool measures them.
public struct OpenedPages: Sendable, Equatable {
    /// The source's name (a file's path, `synthetic:...`).
    public let name: String
    public let sizes: PageSizes
    /// The labels of the pages measured so far, where the document gives labels.
    public let labels: [Int: String]
    /// How the document asks to be shown (`PageSource.preferences`).
    public let preferences: DocumentPreferences
    /// The content boxes the disk cache kept from an earlier open, for trimmed margins.
    public internal(set) var contentBoxes: [Int: Rect?] = [:]

    public init(name: String, sizes: PageSizes, labels: [Int: String] = [:], preferences: DocumentPreferences = .none) {
        self.name = name
        self.sizes = sizes
        self.labels = labels
        self.preferences = preferences
    }

    public var pageCount: Int { sizes.count }

    /// The pages measured before the document is reported open: the first page shown and its
    /// neighbours, of the `count` there are.
    public static func pagesMeasuredFirst(around firstPage: Int, count: Int) -> [Int] {
        (firstPage - 1...firstPage + 1).filter { (1...count).contains($0) }
    }

    /// Opens `pages`' report: every size when they cost nothing to read, else those of the pages
    /// around `firstPage` (the three the pager shows first), read now.
    init(measuring pages: any PageSource, around firstPage: Int) throws(FolioError) {
        if pages.knowsAllSizes {
            self.init(
                name: pages.name, sizes: PageSizes(try pages.info().pageSizes), preferences: pages.preferences)
            return
        }
        let count = pages.pageCount
        let first = pages.measure(Self.pagesMeasuredFirst(around: firstPage, count: count))
        self.init(
            name: pages.name, sizes: PageSizes(count: count, known: first.sizes), labels: first.labels,
            preferences: pages.preferences)
    }
}

/// What measuring some pages found: their sizes (`PageSource.measuredSize(ofPage:)`) and labels.
public struct MeasuredPages: Sendable, Equatable {
    public var sizes: [Int: Size]
    public var labels: [Int: String]

    public init(sizes: [Int: Size] = [:], labels: [Int: String] = [:]) {
        self.sizes = sizes
        self.labels = labels
    }

    /// Both batches; `self`'s answer wins for a page both measured.
    public func merging(_ other: MeasuredPages) -> MeasuredPages {
        MeasuredPages(
            sizes: sizes.merging(other.sizes) { mine, _ in mine },
            labels: labels.merging(other.labels) { mine, _ in mine })
    }
}

extension PageSource {
    /// The sizes and labels of `numbers`, page by page.
    public func measure(_ numbers: [Int]) -> MeasuredPages {
        MeasuredPages(
            sizes: Dictionary(uniqueKeysWithValues: numbers.map { ($0, measuredSize(ofPage: $0)) }),
            labels: Dictionary(
                uniqueKeysWithValues: numbers.compactMap { number in
                    pageLabel(number).flatMap { PageLabels.label($0, ofPage: number) }.map { (number, $0) }
                }))
    }
}
