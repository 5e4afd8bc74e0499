import FolioCore

/// The summary of a bench run (`--report`): what the frames showed and how long they took.
public struct BenchReport: Sendable, Encodable {
    /// The render engine's work over the run.
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
        /// The render time limit in seconds, and the renders that ran past it (another worker
        /// took each one's place meanwhile); nil for a service that renders on the main thread.
        public let timeLimitSeconds: Double?
        public let overdue: Int
        /// The longest of those that ended, in milliseconds, and its page.
        public let longestOverdueMs: Double?
        public let longestOverduePage: Int?

        public init(
            completed: Int, cancelled: Int, discarded: Int, fromDiskCache: Int, workers: Int, fitPerSecond: Double,
            timeLimitSeconds: Double? = nil, overdue: Int = 0, longestOverdue: (page: Int, seconds: Double)? = nil
        ) {
            self.completed = completed
            self.cancelled = cancelled
            self.discarded = discarded
            self.fromDiskCache = fromDiskCache
            self.workers = workers
            self.fitPerSecond = fitPerSecond
            self.timeLimitSeconds = timeLimitSeconds
            self.overdue = overdue
            self.longestOverdueMs = longestOverdue.map { $0.seconds * 1000 }
            self.longestOverduePage = longestOverdue?.page
        }
    }

    /// The page strip's thumbnails: how many, how fast, from where, in how much memory, and the
    /// frames that showed the strip.
    public struct Thumbnails: Sendable, Encodable {
        /// Thumbnails poppler (the page source) rendered.
        public let rendered: Int
        /// Thumbnails read from the disk cache instead.
        public let fromDiskCache: Int
        /// `rendered` per second of the time any thumbnail was waiting or being rendered.
        public let perSecond: Double
        public let busySeconds: Double
        /// The page source's time per thumbnail, of those taken.
        public let renderMs: LatencySummary
        /// What the workers could make if they rendered only thumbnails: workers x 1000 / the
        /// mean of `renderMs`.
        public let capacityPerSecond: Double
        /// The lowest and highest page whose thumbnail came in; absent when none did.
        public let pages: [Int]?
        /// Thumbnails have a budget of their own, apart from the pages' cache.
        public let budgetBytes: Int
        public let peakBytes: Int
        /// Frames that showed the strip; of those, the ones with every page in view as its
        /// thumbnail, and the ones where a cell drew another page's (must be 0).
        public let framesShown: Int
        public let filledFrames: Int
        public let staleFrames: Int

        public init(
            rendered: Int, fromDiskCache: Int, perSecond: Double, busySeconds: Double, renderMs: LatencySummary,
            capacityPerSecond: Double, pages: [Int]?, budgetBytes: Int,
            peakBytes: Int, framesShown: Int, filledFrames: Int, staleFrames: Int
        ) {
            self.rendered = rendered
            self.fromDiskCache = fromDiskCache
            self.perSecond = perSecond
            self.busySeconds = busySeconds
            self.renderMs = renderMs
            self.capacityPerSecond = capacityPerSecond
            self.pages = pages
            self.budgetBytes = budgetBytes
            self.peakBytes = peakBytes
            self.framesShown = framesShown
            self.filledFrames = filledFrames
            self.staleFrames = staleFrames
        }
    }

    /// The memory cache of rendered images.
    public struct Cache: Sendable, Encodable {
        /// Null when the strategy keeps no budget (`fullpage`).
        public let budgetBytes: Int?
        public let peakBytes: Int
        public let diskCache: Bool

        public init(budgetBytes: Int?, peakBytes: Int, diskCache: Bool) {
            self.budgetBytes = budgetBytes
            self.peakBytes = peakBytes
            self.diskCache = diskCache
        }
    }

    /// Texture uploads, in the frames that had any.
    public struct Uploads: Sendable, Encodable {
        /// Per frame; null when the strategy uploads each image whole (`sync`, `fullpage`).
        public let budgetBytesPerFrame: Int?
        public let maxBytesPerFrame: Int
        public let totalBytes: Int
        public let ms: LatencySummary

        public init(budgetBytesPerFrame: Int?, maxBytesPerFrame: Int, totalBytes: Int, ms: LatencySummary) {
            self.budgetBytesPerFrame = budgetBytesPerFrame
            self.maxBytesPerFrame = maxBytesPerFrame
            self.totalBytes = totalBytes
            self.ms = ms
        }
    }

    /// A stall put in on purpose (`--inject-stall`): the frame and how long it slept.
    public struct InjectedStall: Sendable, Encodable, Equatable {
        public let frame: Int
        public let ms: Double

        public init(frame: Int, ms: Double) {
            self.frame = frame
            self.ms = ms
        }
    }

    /// The view at the end of the script.
    public struct FinalView: Sendable, Encodable {
        public let page: Int
        /// Device pixels per page point.
        public let zoom: Double
        /// The visible part of the page, in page points: [x, y, width, height].
        public let visibleRect: [Double]

        public init(page: Int, zoom: Double, visibleRect: [Double]) {
            self.page = page
            self.zoom = zoom
            self.visibleRect = visibleRect
        }
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
    /// Of the frames at a steady deep zoom (the current page zoomed in, no zoom gesture under way),
    /// the share whose current page showed crisp, with the counts.
    public let crispFrameShareAtZoom: CrispShareAtZoom
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
    /// Absent when the run never showed the page strip nor took a thumbnail.
    public let thumbnails: Thumbnails?
    public let uploads: Uploads
    /// The most render jobs waiting for a worker after any frame's plan.
    public let maxQueueDepth: Int
    public let peakRSSBytes: Int
    public let final: FinalView
    public let machine: MachineInfo
    public let commandLine: [String]

    public init(
        file: String, script: String, strategy: RenderStrategy, fps: Double, frameBudgetMs: Double, window: [Int],
        frames: Int, stalls: Int, flaggedStalls: [Int], injectedStalls: [InjectedStall], missedFrames: Int,
        staleFrames: Int, blankFrames: Int, placeholderFrames: Int, mainThreadMs: LatencySummary,
        mainThreadHistogram: [HistogramBucket], frameIntervalMs: LatencySummary, inputLatencyMs: LatencySummary,
        timeToCrispMs: LatencySummary, restsWithoutCrisp: Int, crispRenderMs: LatencySummary, swaps: Int,
        prefetchHitRate: Double, arrivals: Int, timeToFirstPixelMs: Double?, renders: Renders, cache: Cache,
        uploads: Uploads, maxQueueDepth: Int, peakRSSBytes: Int, final: FinalView, machine: MachineInfo,
        commandLine: [String], crispFrameShareAtZoom: CrispShareAtZoom = CrispShareAtZoom(),
        thumbnails: Thumbnails? = nil
    ) {
        self.file = file
        self.script = script
        self.strategy = strategy
        self.fps = fps
        self.frameBudgetMs = frameBudgetMs
        self.window = window
        self.frames = frames
        self.stalls = stalls
        self.flaggedStalls = flaggedStalls
        self.injectedStalls = injectedStalls
        self.missedFrames = missedFrames
        self.staleFrames = staleFrames
        self.blankFrames = blankFrames
        self.placeholderFrames = placeholderFrames
        self.mainThreadMs = mainThreadMs
        self.mainThreadHistogram = mainThreadHistogram
        self.frameIntervalMs = frameIntervalMs
        self.inputLatencyMs = inputLatencyMs
        self.timeToCrispMs = timeToCrispMs
        self.restsWithoutCrisp = restsWithoutCrisp
        self.crispFrameShareAtZoom = crispFrameShareAtZoom
        self.crispRenderMs = crispRenderMs
        self.swaps = swaps
        self.prefetchHitRate = prefetchHitRate
        self.arrivals = arrivals
        self.timeToFirstPixelMs = timeToFirstPixelMs
        self.renders = renders
        self.cache = cache
        self.thumbnails = thumbnails
        self.uploads = uploads
        self.maxQueueDepth = maxQueueDepth
        self.peakRSSBytes = peakRSSBytes
        self.final = final
        self.machine = machine
        self.commandLine = commandLine
    }
}
