import FolioCore

/// Counts and times every frame of a bench run, and turns them into a `BenchReport`.
struct FrameRecorder {
    private let budgetMs: Double
    private var mainThreadMs: [Double] = []
    private var intervalsMs: [Double] = []
    private var lastPresent: Double?
    private var flaggedStalls: [Int] = []
    private var missedFrames = 0
    private var staleFrames = 0
    private var blankFrames = 0
    private var placeholderFrames = 0

    init(fps: Double) {
        budgetMs = 1000 / fps
    }

    mutating func record(_ frame: FrameRecord, presentedAt seconds: Double) {
        let visible = frame.slots.filter(\.visible)
        mainThreadMs.append(frame.mainThreadMs)
        if frame.mainThreadMs > budgetMs { flaggedStalls.append(frame.frame) }
        if let lastPresent {
            let interval = (seconds - lastPresent) * 1000
            intervalsMs.append(interval)
            if interval > 1.5 * budgetMs { missedFrames += 1 }
        }
        lastPresent = seconds
        if visible.contains(where: { $0.shows == .stale }) { staleFrames += 1 }
        if visible.contains(where: { $0.shows == .blank }) { blankFrames += 1 }
        if visible.contains(where: { $0.shows == .placeholder }) { placeholderFrames += 1 }
    }

    func report(
        configuration: BenchConfiguration, script: GestureScript, session: PagerSession, openedAt: Double, peakRSSBytes: Int
    ) -> BenchReport {
        let pool = session.poolStatistics
        let settings = configuration.render
        return BenchReport(
            file: configuration.path, script: configuration.scriptName, fps: script.fps,
            window: [Int(session.viewport.width), Int(session.viewport.height)],
            frames: mainThreadMs.count, stalls: flaggedStalls.count, flaggedStalls: flaggedStalls,
            missedFrames: missedFrames, staleFrames: staleFrames, blankFrames: blankFrames,
            placeholderFrames: placeholderFrames,
            mainThreadMs: LatencySummary(milliseconds: mainThreadMs),
            frameIntervalMs: LatencySummary(milliseconds: intervalsMs),
            timeToCrispMs: LatencySummary(milliseconds: session.timesToCrisp.map { $0 * 1000 }),
            crispRenderMs: LatencySummary(milliseconds: session.crispRenderSeconds.map { $0 * 1000 }),
            swaps: session.swapCount,
            prefetchHitRate: session.arrivals > 0 ? Double(session.arrivalsReady) / Double(session.arrivals) : 1,
            arrivals: session.arrivals,
            timeToFirstPixelMs: session.firstCrispTime.map { ($0 - openedAt) * 1000 },
            renders: .init(
                completed: session.rendersCompleted, cancelled: pool.dropped, discarded: session.rendersDiscarded,
                fromDiskCache: session.rendersFromDiskCache, workers: settings.workers, fitPerSecond: pool.fitRendersPerSecond),
            cache: .init(budgetBytes: settings.cacheBytes, peakBytes: session.peakCacheBytes, diskCache: settings.diskCache),
            uploads: .init(
                budgetBytesPerFrame: settings.uploadBudgetBytes, maxBytesPerFrame: session.uploadBytesPerFrame.max() ?? 0,
                ms: LatencySummary(milliseconds: session.uploadSecondsPerFrame.map { $0 * 1000 })),
            peakRSSBytes: peakRSSBytes,
            final: session.finalView,
            commandLine: configuration.commandLine)
    }
}
