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
        /// Null when the strategy keeps no budget (`fullpage`).
        public let budgetBytes: Int?
        public let peakBytes: Int
        public let diskCache: Bool
    }

    /// Texture uploads, in the frames that had any.
    public struct Uploads: Sendable, Encodable {
        /// Per frame; null when the strategy uploads each image whole (`sync`, `fullpage`).
        public let budgetBytesPerFrame: Int?
        public let maxBytesPerFrame: Int
        public let totalBytes: Int
        public let ms: LatencySummary
    }

    /// A stall put in on purpose (`--inject-stall`): the frame and how long it slept.
    public struct InjectedStall: Sendable, Encodable, Equatable {
        public let frame: Int
        public let ms: Double
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
    public let strategy: RenderStrategy
    public let fps: Double
    /// 1000 / fps.
    public let frameBudgetMs: Double
    public let window: [Int]
    public let frames: Int
    /// Frames whose main-thread work exceeded the frame budget (1 / fps).
    public let stalls: Int
    public let flaggedStalls: [Int]
    public let injectedStalls: [InjectedStall]
    /// Frames presented later than 1.5 budgets after the previous one.
    public let missedFrames: Int
    /// Frames in which a visible slot showed pixels that were not its own.
    public let staleFrames: Int
    /// Frames in which a visible slot showed nothing where a page should be.
    public let blankFrames: Int
    /// Frames in which a visible slot showed its page's placeholder.
    public let placeholderFrames: Int
    public let mainThreadMs: LatencySummary
    /// Main-thread work per frame in buckets doubling from 1 ms.
    public let mainThreadHistogram: [HistogramBucket]
    /// Present to present.
    public let frameIntervalMs: LatencySummary
    /// From an input to the present of the frame that consumed it (the oldest, when it took several).
    public let inputLatencyMs: LatencySummary
    /// From the end of each gesture (a finger lifted, a pinch's last step, a key) to the first frame
    /// from which every visible slot stayed crisp until the view came to rest.
    public let timeToCrispMs: LatencySummary
    /// Rests with no time to crisp: the view came to rest after a gesture, and the next gesture
    /// began (or the run ended) before it was crisp.
    public let restsWithoutCrisp: Int
    /// For the same gestures, the render time of what arrived after the gesture and made the view
    /// crisp: poppler's share of the wait (0 when everything was rendered before).
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
    /// The most render jobs waiting for a worker after any frame's plan.
    public let maxQueueDepth: Int
    public let peakRSSBytes: Int
    public let final: FinalView
    public let machine: MachineInfo
    public let commandLine: [String]
}
