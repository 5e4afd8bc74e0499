import CSDL2
import FolioCore
import FolioInstrument
import FolioRender
import Foundation

/// What `folio bench` runs: pages, a gesture script, and where to write the results.
public struct BenchConfiguration: Sendable {
    /// A built-in script (made for the document's page count once it is open) or one read from a file.
    public enum ScriptChoice: Sendable {
        case builtin(String)
        case file(GestureScript)
    }

    /// The pages: a PDF file (`PopplerOpener`) or a synthetic document. The report's `file` is its name.
    public var source: any PageSourceOpener
    public var scriptChoice: ScriptChoice
    public var scriptName: String
    /// Override the script's own window size and frame rate.
    public var window: Size?
    public var fps: Double?
    public var eventsPath: String?
    /// Where to write the last frame as a PNG, once every pending render has landed.
    public var screenshotPath: String?
    /// The page the script starts on.
    public var firstPage: Int
    public var render: RenderSettings
    /// Where to write the frame-time plot (SVG, and a PNG beside it).
    public var plotPath: String?
    /// Frames (from 0) whose main thread sleeps this many milliseconds: the instrument's calibration.
    public var injectedStalls: [Int: Double]
    public var commandLine: [String]

    public init(source: any PageSourceOpener, scriptChoice: ScriptChoice, scriptName: String, window: Size? = nil,
                fps: Double? = nil, eventsPath: String? = nil, screenshotPath: String? = nil, firstPage: Int = 1,
                render: RenderSettings = RenderSettings(), plotPath: String? = nil, injectedStalls: [Int: Double] = [:],
                commandLine: [String] = []) {
        self.source = source
        self.scriptChoice = scriptChoice
        self.scriptName = scriptName
        self.window = window
        self.fps = fps
        self.eventsPath = eventsPath
        self.screenshotPath = screenshotPath
        self.firstPage = firstPage
        self.render = render
        self.plotPath = plotPath
        self.injectedStalls = injectedStalls
        self.commandLine = commandLine
    }

    /// The script to play for a document of `pageCount` pages, with the overrides applied.
    func script(pageCount: Int) -> GestureScript? {
        var script: GestureScript
        switch scriptChoice {
        case .builtin(let name):
            guard let builtin = BuiltinScripts.script(named: name, pageCount: pageCount) else { return nil }
            script = builtin
        case .file(let loaded):
            script = loaded
        }
        if let window { script.window = window }
        if let fps { script.fps = fps }
        return script
    }
}

/// Replays a gesture script headless: the real pager, real rendering on the pool, and the real
/// compositor drawing into an offscreen software surface, paced at the script's frame rate in real time.
/// Input and physics run on script time (frame / fps), so the same script moves the same way every run.
public enum Bench {
    /// After the script, frames keep running until every visible page is crisp, at most this long.
    static let settleSeconds = 5.0

    public static func run(_ configuration: BenchConfiguration) throws -> BenchReport {
        let opening = MonotonicClock.seconds
        let document = try OpenedDocument.open(
            configuration.source, settings: configuration.render, firstPage: configuration.firstPage)
        document.forbidRenderingOnMainThread()
        defer { document.renderer.stop() }
        guard (1...document.pages.pageCount).contains(configuration.firstPage) else {
            throw FolioError.pageOutOfRange(
                path: configuration.source.name, page: configuration.firstPage, pageCount: document.pages.pageCount)
        }
        guard let script = configuration.script(pageCount: document.pages.pageCount) else {
            throw BenchError.unknownScript(name: configuration.scriptName)
        }
        // A script that resizes the window draws into one surface as large as its largest window,
        // from the top-left corner, so the textures the session holds stay valid for the whole run.
        let largest = GestureStep.largestResize(in: script.steps).map {
            Size(width: max($0.width, script.window.width), height: max($0.height, script.window.height))
        } ?? script.window
        let width = Int32(largest.width), height = Int32(largest.height)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("create a \(width)x\(height) offscreen surface")
        }
        defer { SDL_FreeSurface(surface) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else { throw SDLError("create a software renderer") }
        defer { SDL_DestroyRenderer(renderer) }

        // The session owns the slot textures: they must be destroyed before the renderer (deferred above).
        let (report, timeline) = try playScript(
            script, document: document, renderer: renderer, configuration: configuration, openedAt: opening)
        if let path = configuration.screenshotPath {
            try PNGFile.write(PixelBuffer(surface, width: report.window[0], height: report.window[1]), to: path)
        }
        if let path = configuration.plotPath { try FrameTimePlot.write(timeline, to: path) }
        return report
    }

    private static func playScript(
        _ script: GestureScript, document: OpenedDocument, renderer: OpaquePointer, configuration: BenchConfiguration,
        openedAt: Double
    ) throws -> (BenchReport, FrameTimeline) {
        let viewport = script.window
        let session = PagerSession(
            document: document, settings: configuration.render, viewport: viewport, density: 1,
            firstPage: configuration.firstPage)
        var player = ScriptPlayer(script: script)
        let events = try configuration.eventsPath.map { try EventsFile(path: $0) }
        var recorder = FrameRecorder(fps: script.fps, keepsTimeline: true)
        let budget = 1 / script.fps
        let start = MonotonicClock.seconds
        session.inputClockOrigin = start
        var frame = 0
        while true {
            let t = Double(frame) * budget
            if player.isFinished, t > player.duration {
                let settled = session.isIdle
                if settled || t > player.duration + settleSeconds { break }
            }
            // Pace frames in real time: the workers render in real time too.
            let wait = start + t - MonotonicClock.seconds
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }

            let frameStart = MonotonicClock.seconds
            let due = player.events(upTo: t)
            for event in due {
                session.apply(event.event, at: event.time)
            }
            let assignments = session.apply(.tick, at: t)
            try session.collect(renderer: renderer)
            let slots = try session.draw(on: renderer)
            let injected = configuration.injectedStalls[frame]
            if let injected { usleep(UInt32(injected * 1000)) }
            let workMs = (MonotonicClock.seconds - frameStart) * 1000
            SDL_RenderPresent(renderer)
            let presented = MonotonicClock.seconds
            session.framePresented(slots, at: presented)

            var record = session.frameRecord(
                frame: frame, t: t, slots: slots, mainThreadMs: workMs, swaps: assignments.count,
                inputLatencyMs: due.first.map { (presented - start - $0.time) * 1000 }, injectedStallMs: injected)
            recorder.record(&record, presentedAt: presented)
            try events?.append(record)
            frame += 1
        }
        try events?.close()
        let report = BenchReport(
            recorder: recorder, session: session, configuration: configuration, script: script, openedAt: openedAt,
            machine: MachineInfo(renderer: renderer, window: viewport))
        let name = URL(fileURLWithPath: configuration.source.name).lastPathComponent
        let timeline = FrameTimeline(
            title: "\(name) - \(configuration.scriptName) - \(configuration.render.strategy.rawValue)",
            budgetMs: recorder.budgetMs, frames: recorder.timeline ?? [], gestureSpans: player.gestureSpans)
        return (report, timeline)
    }
}

extension BenchReport {
    init(
        recorder: FrameRecorder, session: PagerSession, configuration: BenchConfiguration, script: GestureScript,
        openedAt: Double, machine: MachineInfo
    ) {
        let statistics = session.renderStatistics
        let measured = session.measurements
        let settings = configuration.render
        self.init(
            file: configuration.source.name, script: configuration.scriptName, strategy: settings.strategy, fps: script.fps,
            frameBudgetMs: recorder.budgetMs, window: [Int(session.viewport.width), Int(session.viewport.height)],
            frames: recorder.frames, stalls: recorder.flaggedStalls.count, flaggedStalls: recorder.flaggedStalls,
            injectedStalls: configuration.injectedStalls.sorted { $0.key < $1.key }.map { InjectedStall(frame: $0.key, ms: $0.value) },
            missedFrames: recorder.missedFrames, staleFrames: recorder.staleFrames, blankFrames: recorder.blankFrames,
            placeholderFrames: recorder.placeholderFrames,
            mainThreadMs: recorder.mainThread.summary, mainThreadHistogram: recorder.mainThread.doublingBuckets,
            frameIntervalMs: recorder.interval.summary, inputLatencyMs: recorder.inputLatency.summary,
            timeToCrispMs: LatencySummary(milliseconds: measured.timesToCrisp.map { $0 * 1000 }),
            restsWithoutCrisp: measured.restsWithoutCrisp,
            crispRenderMs: LatencySummary(milliseconds: measured.crispRenderSeconds.map { $0 * 1000 }),
            swaps: measured.swaps,
            prefetchHitRate: measured.prefetchHitRate,
            arrivals: measured.arrivals,
            timeToFirstPixelMs: measured.firstCrispTime.map { ($0 - openedAt) * 1000 },
            renders: .init(
                completed: measured.rendersCompleted, cancelled: statistics.dropped, discarded: measured.rendersDiscarded,
                fromDiskCache: measured.rendersFromDiskCache, workers: settings.renderThreads,
                fitPerSecond: statistics.fitRendersPerSecond,
                timeLimitSeconds: settings.renderThreads > 0 ? settings.renderTimeLimit : nil,
                overdue: statistics.overdueRenders,
                longestOverdue: statistics.longestOverdueRender.map { ($0.page, $0.seconds) }),
            cache: .init(budgetBytes: settings.cacheBudget, peakBytes: session.peakCacheBytes, diskCache: settings.usesDiskCache),
            uploads: .init(
                budgetBytesPerFrame: settings.uploadBudgetPerFrame,
                maxBytesPerFrame: recorder.maxUploadBytes, totalBytes: recorder.uploadedBytes,
                ms: recorder.uploadTime.summary),
            maxQueueDepth: recorder.maxQueueDepth,
            peakRSSBytes: ProcessMemory.peakResidentBytes,
            final: session.finalView,
            machine: machine,
            commandLine: configuration.commandLine,
            crispFrameShareAtZoom: measured.crispAtZoom,
            thumbnails: Thumbnails(
                statistics: statistics, strip: session.stripMeasurements, workers: settings.renderThreads,
                peakBytes: session.peakThumbnailBytes))
    }
}

extension BenchReport.Thumbnails {
    /// Nil when the run neither showed the strip nor took a thumbnail.
    init?(statistics: RenderStatistics, strip: StripMeasurements, workers: Int, peakBytes: Int) {
        guard strip.framesShown > 0 || strip.thumbnailsTaken > 0 || statistics.thumbnailRenders > 0 else { return nil }
        let seconds = strip.renderSeconds
        let mean = seconds.isEmpty ? 0 : seconds.reduce(0, +) / Double(seconds.count)
        self.init(
            rendered: statistics.thumbnailRenders, fromDiskCache: strip.thumbnailsFromDiskCache,
            perSecond: statistics.thumbnailsPerSecond, busySeconds: statistics.thumbnailBusySeconds,
            renderMs: LatencySummary(milliseconds: seconds.map { $0 * 1000 }),
            capacityPerSecond: mean > 0 ? Double(max(workers, 1)) / mean : 0,
            pages: strip.pages.map { [$0.lowerBound, $0.upperBound] }, budgetBytes: PageStrip.budgetBytes,
            peakBytes: peakBytes, framesShown: strip.framesShown, filledFrames: strip.filledFrames,
            staleFrames: strip.staleFrames)
    }
}

extension PixelBuffer {
    /// A copy of the top-left `width` x `height` pixels of an ARGB8888 SDL surface: the frame the
    /// bench drew in a window of that size.
    init(_ surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int) {
        let width = min(width, Int(surface.pointee.w)), height = min(height, Int(surface.pointee.h))
        let pitch = Int(surface.pointee.pitch), rowBytes = width * Self.bytesPerPixel
        let pixels = UnsafeRawBufferPointer(start: surface.pointee.pixels, count: pitch * Int(surface.pointee.h))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rowBytes * height)
        for row in 0..<height { bytes += pixels[row * pitch..<row * pitch + rowBytes] }
        self.init(width: width, height: height, bytesPerRow: rowBytes, bytes: bytes)
    }
}
