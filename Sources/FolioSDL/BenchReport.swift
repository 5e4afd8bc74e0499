import FolioCore

/// The summary of a bench run (`--report`): what the frames showed and how long they took.
public struct BenchReport: Sendable, Encodable {
    public struct Renders: Sendable, Encodable {
        /// Results taken into the cache (from poppler or the disk cache).
        public let completed: Int
        /// Jobs dropped before they started: left out of a newer plan, or their generation went stale.
        public let cancelled: Int
        /// Results that came back no longer wanted (stale), failed, or did not fit the cache.
        public let discarded: Int
        /// Of the completed, those read from the disk cache instead of rendered.
        public let fromDiskCache: Int
        public let workers: Int
        /// Whole pages poppler rendered per second while the pool had work: its throughput.
        public let fitPerSecond: Double
    }

    /// The memory cache of rendered images.
    public struct Cache: Sendable, Encodable {
        public let budgetBytes: Int
        public let peakBytes: Int
        public let diskCache: Bool
    }

    /// Texture uploads, in the frames that had any.
    public struct Uploads: Sendable, Encodable {
        public let budgetBytesPerFrame: Int
        public let maxBytesPerFrame: Int
        public let ms: LatencySummary
    }

    /// The view at the end of the script.
    public struct FinalView: Sendable, Encodable {
        public let page: Int
        /// Device pixels per page point.
        public let zoom: Double
        /// The visible part of the page, in page points: [x, y, width, height].
        public let visibleRect: [Double]
    }

    public let file: String
    public let script: String
    public let fps: Double
    public let window: [Int]
    public let frames: Int
    /// Frames whose main-thread work exceeded the frame budget (1 / fps).
    public let stalls: Int
    public let flaggedStalls: [Int]
    /// Frames presented later than 1.5 budgets after the previous one.
    public let missedFrames: Int
    /// Frames in which a visible slot showed pixels that were not its own.
    public let staleFrames: Int
    /// Frames in which a visible slot showed nothing where a page should be.
    public let blankFrames: Int
    /// Frames in which a visible slot showed its page's placeholder.
    public let placeholderFrames: Int
    public let mainThreadMs: LatencySummary
    public let frameIntervalMs: LatencySummary
    /// From each time the view came to rest (no finger down, no motion, no zoom step for
    /// `ReaderModel.zoomSettleDelay`) to the first frame that showed it crisp.
    public let timeToCrispMs: LatencySummary
    /// The worker's time for the renders that made those frames crisp: poppler's share of the wait.
    public let crispRenderMs: LatencySummary
    public let swaps: Int
    /// Of the pages that came on screen (after the first frame), the share already rendered then.
    public let prefetchHitRate: Double
    public let arrivals: Int
    /// From opening the document to the first frame that showed the first page crisp.
    public let timeToFirstPixelMs: Double?
    public let renders: Renders
    public let cache: Cache
    public let uploads: Uploads
    public let peakRSSBytes: Int
    public let final: FinalView
    public let commandLine: [String]
}
