/// A made-up document, for testing and measuring the engine at any page count and render cost
/// without a PDF: `SyntheticPageSource` (FolioRender) renders it, `folio bench --synthetic` and a
/// script's `"synthetic"` field ask for it.
///
/// Every page's size, render time and failure follow from its number and the seed alone, so one
/// description is the same document on every run, on every thread and in any order of asking.
public struct SyntheticDocument: Sendable, Equatable, CustomStringConvertible {
    /// How pages get their sizes, in points.
    public enum PageSizes: Sendable, Equatable {
        /// Page n has the ((n - 1) mod count)th size: `[a4]` makes every page A4.
        case cycled([Size])
        /// Each page picks one of these by the seed.
        case seeded(from: [Size])
    }

    public var pageCount: Int
    public var pageSizes: PageSizes
    /// Milliseconds each render takes at least, whatever its size.
    public var renderMilliseconds: Double
    /// Milliseconds more for each million pixels rendered: a crisp region at zoom costs more than a
    /// thumbnail, as with real pages.
    public var millisecondsPerMegapixel: Double
    /// Each page's render time is scaled by a factor drawn from 1 - variation to 1 + variation
    /// (0 to 1): some pages are heavier than others, the same ones on every run.
    public var renderTimeVariation: Double
    /// Pages whose renders take this many milliseconds instead, whatever their size: the
    /// pathological page among ordinary ones.
    public var slowPages: [Int: Double]
    /// Pages whose renders fail.
    public var failingPages: Set<Int>
    /// The share (0 to 1) of the other pages whose renders fail, chosen by the seed.
    public var failureFraction: Double
    public var seed: UInt64

    /// Portrait A4, US Letter, A5 and US Legal, and landscape A4.
    public static let commonSizes = [
        Size(width: 595.28, height: 841.89), Size(width: 612, height: 792), Size(width: 419.53, height: 595.28),
        Size(width: 612, height: 1008), Size(width: 841.89, height: 595.28),
    ]
    public static let maximumPageCount = 1_000_000
    /// A minute: longer than any real page takes.
    public static let maximumRenderMilliseconds = 60_000.0

    public init(
        pageCount: Int, pageSizes: PageSizes = .seeded(from: SyntheticDocument.commonSizes),
        renderMilliseconds: Double = 0, millisecondsPerMegapixel: Double = 0, renderTimeVariation: Double = 0,
        slowPages: [Int: Double] = [:], failingPages: Set<Int> = [], failureFraction: Double = 0, seed: UInt64 = 1
    ) {
        self.slowPages = slowPages
        self.pageCount = pageCount
        self.pageSizes = pageSizes
        self.renderMilliseconds = renderMilliseconds
        self.millisecondsPerMegapixel = millisecondsPerMegapixel
        self.renderTimeVariation = renderTimeVariation
        self.failingPages = failingPages
        self.failureFraction = failureFraction
        self.seed = seed
    }

    /// `PAGES[:RENDER_MS]`, as `folio bench --synthetic` takes it; nil when `text` is not that, or
    /// is out of range (`isValid`).
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let pages = Int(parts[0]) else { return nil }
        let milliseconds = parts.count == 2 ? Double(parts[1]) : 0
        guard let milliseconds else { return nil }
        self.init(pageCount: pages, renderMilliseconds: milliseconds)
        guard isValid else { return nil }
    }

    /// What `--synthetic` accepts: 1 to `maximumPageCount` pages, and a render time of 0 to
    /// `maximumRenderMilliseconds`.
    public var isValid: Bool {
        (1...Self.maximumPageCount).contains(pageCount)
            && (0...Self.maximumRenderMilliseconds).contains(renderMilliseconds)
    }

    /// `synthetic:PAGES:RENDER_MS`: the name reports and errors give it.
    public var description: String { "synthetic:\(pageCount):\(renderMilliseconds.scriptNumberText)" }

    /// Page `number`'s size in points; the first size (or none) when there are none to pick from.
    public func size(ofPage number: Int) -> Size {
        switch pageSizes {
        case .cycled(let sizes):
            guard !sizes.isEmpty else { return .zero }
            return sizes[(number - 1) % sizes.count]
        case .seeded(let sizes):
            guard !sizes.isEmpty else { return .zero }
            var random = generator(page: number, .size)
            return sizes[Int(random.next(below: UInt64(sizes.count)))]
        }
    }

    /// How long a render of `pixels` pixels of page `number` takes at least, in seconds.
    public func renderSeconds(page number: Int, pixels: Int) -> Double {
        if let milliseconds = slowPages[number] { return milliseconds / 1000 }
        var random = generator(page: number, .renderTime)
        let spread = min(max(renderTimeVariation, 0), 1)
        let factor = 1 + spread * (2 * random.nextUnit() - 1)
        let milliseconds = renderMilliseconds + millisecondsPerMegapixel * Double(pixels) / 1_000_000
        return max(milliseconds * factor, 0) / 1000
    }

    /// Whether renders of page `number` fail.
    public func fails(page number: Int) -> Bool {
        if failingPages.contains(number) { return true }
        var random = generator(page: number, .failure)
        return random.nextUnit() < failureFraction
    }

    /// The decisions made for each page, each drawn from a generator of its own.
    private enum Decision: UInt64 {
        case size, renderTime, failure
    }

    /// A generator for one decision about one page, keyed by the seed, the page and the decision:
    /// pages may be asked about in any order, on any thread, and get the same answers.
    private func generator(page: Int, _ decision: Decision) -> SplitMix64 {
        SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: page) << 2 | decision.rawValue))
    }
}
