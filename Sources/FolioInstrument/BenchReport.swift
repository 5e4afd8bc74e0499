import FolioCore

/// The summary of a bench run (`--report`): what the frames showed and how long they took, and
/// (`BenchReport+Parts`) the engine's work, the caches, the uploads, the final view.
public struct BenchReport: Sendable, Encodable {
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
    /// Milliseconds by which frames were presented late per second of presenting, as Apple's tools
    /// report it: the intervals over 1.5 budgets (missed frames), less one budget each, summed, over
    /// the seconds of intervals recorded (`FrameSmoothness`).
    public let hitchTimeRatioMsPerS: Double
    /// Frames that were janky as Android's gfxinfo counts them, over all frames: main-thread work over
    /// the budget (a stall) or presented over 1.5 budgets after the previous frame (a missed frame).
    public let jankyFrameShare: Double
    /// Chrome's smoothness: over every one-second window of presents, the frames dropped (an interval
    /// of k budgets drops round(k) - 1) over those expected (presented plus dropped, at least one
    /// second's worth); the worst window's share.
    public let worstSecondDroppedFrameShare: Double
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
    /// Absent when the run searched nothing.
    public let search: Search?
    public let uploads: Uploads
    /// The most render jobs waiting for a worker after any frame's plan.
    public let maxQueueDepth: Int
    public let peakRSSBytes: Int
    /// The reader and its render processes together: the peak and final sum of their PSS
    /// (`ProcessTreeMemoryWatch`); absent when not read.
    public let processTreeMemory: ProcessTreeMemoryUse?
    /// Resident memory at the end against after warm-up (`ResourceWatch`), as a fraction: 0.02 is
    /// 2 % more at the end.
    public let rssGrowth: Double
    /// Resident memory, open file descriptors and threads after warm-up and at the end.
    public let rssBytes: StartAndEnd
    public let openFiles: StartAndEnd
    public let threads: StartAndEnd
    /// Script seconds at which the warm-up figures were read.
    public let warmUpSeconds: Double
    /// For `soak` runs: whether they passed its criteria (absent for other scripts).
    public let soak: SoakVerdict?
    public let final: FinalView
    public let machine: MachineInfo
    /// "window": frames presented in a real window, as the reader shows them; "offscreen": drawn
    /// into a surface nothing shows (the bench).
    public let presentation: String
    public let commandLine: [String]
    /// What the script's last copy (Ctrl+C after a `select` step) put on the clipboard; absent when it copied nothing.
    public var selection: Copied?
    /// Presenting: each transition and timed advance as the frames showed them; absent otherwise.
    /// (Named `slides`: `presentation` already says how the frames were shown.)
    public var slides: SlideShowMeasurements.Report?
    /// Absent when the run made no SyncTeX lookup (a script's `synctex` step).
    public var synctex: SyncTeXMeasurements.Report?
    /// Each frame's present: in a window, the swap or the copy to the screen (llvmpipe's take 8 to
    /// 24 ms under Xvfb); offscreen, next to nothing.
    public var presentMs: LatencySummary?

    public init(
        file: String, script: String, strategy: RenderStrategy, fps: Double, frameBudgetMs: Double, window: [Int],
        frames: Int, stalls: Int, flaggedStalls: [Int], injectedStalls: [InjectedStall], missedFrames: Int,
        staleFrames: Int, blankFrames: Int, placeholderFrames: Int, mainThreadMs: LatencySummary,
        mainThreadHistogram: [HistogramBucket], frameIntervalMs: LatencySummary, inputLatencyMs: LatencySummary,
        timeToCrispMs: LatencySummary, restsWithoutCrisp: Int, crispRenderMs: LatencySummary, swaps: Int,
        prefetchHitRate: Double, arrivals: Int, timeToFirstPixelMs: Double?, renders: Renders, cache: Cache,
        uploads: Uploads, maxQueueDepth: Int, peakRSSBytes: Int, resources: ResourceUse, final: FinalView,
        machine: MachineInfo, commandLine: [String], crispFrameShareAtZoom: CrispShareAtZoom = CrispShareAtZoom(),
        thumbnails: Thumbnails? = nil, soak: SoakVerdict? = nil, search: Search? = nil,
        smoothness: FrameSmoothness? = nil
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
        hitchTimeRatioMsPerS = smoothness?.hitchTimeRatioMsPerS ?? 0
        jankyFrameShare = smoothness?.jankyFrameShare ?? 0
        worstSecondDroppedFrameShare = smoothness?.worstSecondDroppedFrameShare ?? 0
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
        self.search = search
        self.uploads = uploads
        self.maxQueueDepth = maxQueueDepth
        self.peakRSSBytes = peakRSSBytes
        processTreeMemory = resources.processTree
        rssGrowth = resources.residentGrowth
        rssBytes = StartAndEnd(start: resources.start.residentBytes, end: resources.end.residentBytes)
        openFiles = StartAndEnd(start: resources.start.openFiles, end: resources.end.openFiles)
        threads = StartAndEnd(start: resources.start.threads, end: resources.end.threads)
        warmUpSeconds = resources.warmUpSeconds
        self.soak = soak
        self.final = final
        self.machine = machine
        presentation = machine.videoDriver == "none" ? "offscreen" : "window"
        self.commandLine = commandLine
    }
}
