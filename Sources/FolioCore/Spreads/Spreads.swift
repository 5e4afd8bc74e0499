/// Which pages each slot of the pager shows: the document's pages grouped into spreads by a
/// `PageLayout`, spread 1 first, and where each page lies in its spread. The pager turns spreads;
/// a page is found in the spread that holds it. A page much wider than tall (a fold-out, a scanned
/// two-page image) stands alone, and pairing goes on after it.
///
/// Right to left (manga, Arabic and Hebrew books), a spread's first page is on the right and the
/// next spread lies to the left: the pager's positions, counted from its left end, run the other
/// way from the spreads (`position(ofSpread:)`).
public struct Spreads: Sendable, Equatable {
    /// Points between the two pages of a spread.
    public static let gapPoints = 12.0
    /// A page this many times wider than tall stands alone.
    public static let wideAspect = 1.2

    public let layout: PageLayout
    public let rightToLeft: Bool
    /// The first and last page of each spread.
    private let ranges: [ClosedRange<Int>]
    /// The spread holding each page, by page - 1.
    private let spreadOfPage: [Int]

    public init(layout: PageLayout, pageSizes: PageSizes, rightToLeft: Bool = false) {
        self.layout = layout
        self.rightToLeft = rightToLeft
        let count = pageSizes.count
        func standsAlone(_ page: Int) -> Bool {
            let size = pageSizes[page]
            return size.width > size.height * Self.wideAspect
        }
        var ranges: [ClosedRange<Int>] = []
        var page = 1
        if layout == .cover, count > 0 {
            ranges.append(1...1)
            page = 2
        }
        while page <= count {
            if layout == .single || page == count || standsAlone(page) || standsAlone(page + 1) {
                ranges.append(page...page)
                page += 1
            } else {
                ranges.append(page...page + 1)
                page += 2
            }
        }
        self.ranges = ranges
        var spreadOfPage = [Int](repeating: 1, count: count)
        for (index, range) in ranges.enumerated() {
            for page in range { spreadOfPage[page - 1] = index + 1 }
        }
        self.spreadOfPage = spreadOfPage
    }

    /// How many spreads there are (at least 1, so that a pager has somewhere to be).
    public var count: Int { max(ranges.count, 1) }

    /// The pages of `spread` (1-based), in page order; none outside the document.
    public func pages(ofSpread spread: Int) -> [Int] {
        ranges.indices.contains(spread - 1) ? Array(ranges[spread - 1]) : []
    }

    /// The spread holding `page`, clamped to the document.
    public func spread(holding page: Int) -> Int {
        guard !spreadOfPage.isEmpty else { return 1 }
        return spreadOfPage[min(max(page, 1), spreadOfPage.count) - 1]
    }

    /// Where `spread` lies in the pager, counted from 1 at its left end; the spread at a position
    /// is found the same way.
    public func position(ofSpread spread: Int) -> Int { rightToLeft ? count + 1 - spread : spread }
    public func spread(atPosition position: Int) -> Int { self.position(ofSpread: position) }

    /// The first page of `spread`: the page the spread is known by.
    public func firstPage(ofSpread spread: Int) -> Int {
        ranges.indices.contains(spread - 1) ? ranges[spread - 1].lowerBound : 1
    }

    /// The pages of `spread` laid side by side, the gap between them, each centred on the height
    /// of the taller, with the spread's size (points); with `trim` on, each page's shown part is
    /// its content box (`PageTrim`).
    public func layOut(
        spread: Int, sizes pageSizes: PageSizes, trim: PageTrim = PageTrim()
    ) -> (pages: [SpreadPage], size: Size) {
        let pages = pages(ofSpread: spread)
        let crops = trim.crops(of: pages, sizes: pageSizes)
        let shown = zip(pages, crops).map { page, crop in crop ?? Rect(origin: .zero, size: pageSizes[page]) }
        let height = shown.map(\.height).max() ?? 0
        // Trimmed facing pages are cut at the same height: their tops meet, as their lines do.
        let topsLevel = crops.count == 2 && crops.allSatisfy { $0 != nil }
        var placed: [SpreadPage] = []
        var x = 0.0
        for index in rightToLeft ? Array(pages.indices.reversed()) : Array(pages.indices) {
            let page = pages[index], crop = shown[index]
            if !placed.isEmpty { x += Self.gapPoints }
            placed.append(
                SpreadPage(
                    page: page, origin: Point(x: x, y: topsLevel ? 0 : (height - crop.height) / 2),
                    size: pageSizes[page],
                    crop: crop))
            x += crop.width
        }
        return (placed.sorted { $0.page < $1.page }, Size(width: x, height: height))
    }
}
