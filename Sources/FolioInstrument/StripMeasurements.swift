/// What the session measures of the page strip: the thumbnails that came in (and whether from the
/// disk cache), the pages they span, and the frames that showed the strip, with the stale ones
/// among them (a cell that drew another page's thumbnail). Plain bookkeeping fed by the session.
public struct StripMeasurements: Sendable {
    public private(set) var thumbnailsTaken = 0
    public private(set) var thumbnailsFromDiskCache = 0
    /// The lowest and highest page whose thumbnail came in.
    public private(set) var pages: ClosedRange<Int>?
    /// How long each thumbnail the page source rendered took (s).
    public private(set) var renderSeconds: [Double] = []
    public private(set) var framesShown = 0
    public private(set) var staleFrames = 0
    /// Of the frames that showed the strip, those with every page in view as its thumbnail.
    public private(set) var filledFrames = 0

    public init() {}

    public mutating func countThumbnail(page: Int, fromDiskCache: Bool, renderSeconds seconds: Double) {
        thumbnailsTaken += 1
        if fromDiskCache { thumbnailsFromDiskCache += 1 } else { renderSeconds.append(seconds) }
        pages = pages.map { min($0.lowerBound, page)...max($0.upperBound, page) } ?? page...page
    }

    /// A frame that showed the strip: `cells` pages in view, `ready` of them as thumbnails.
    public mutating func frameShown(cells: Int, ready: Int, stale: Bool) {
        framesShown += 1
        if stale { staleFrames += 1 }
        if ready == cells { filledFrames += 1 }
    }
}
