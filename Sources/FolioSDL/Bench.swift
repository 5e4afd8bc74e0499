import CSDL2
import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender
import Foundation
import Logging

private let syncTeXLog = Logger(label: "folio.synctex")

/// Replays a gesture script headless: the real pager, real rendering on the pool, and the real
/// compositor drawing into an offscreen software surface, paced at the script's frame rate in real time.
/// Input and physics run on script time (frame / fps), so the same script moves the same way every run.
public enum Bench {
    /// After the script, frames keep running until every visible page is crisp, at most this long.
    static let settleSeconds = 5.0
    /// A search still running after the script is waited for up to this long, so that the report's
    /// `search` figures cover the whole book.
    static let searchSettleSeconds = 300.0
    /// A soak waits up to this long for its render threads to be quiet before its end is read.
    static let quietRendersSeconds = 10.0

    public static func run(_ configuration: BenchConfiguration) throws -> BenchReport {
        let opening = MonotonicClock.seconds
        let document = try OpenedDocument.open(
            configuration.source, settings: configuration.render, firstPage: configuration.firstPage)
        document.forbidRenderingOnMainThread()
        defer { document.renderService.stop() }
        guard (1...document.pages.pageCount).contains(configuration.firstPage) else {
            throw FolioError.pageOutOfRange(
                path: configuration.source.name, page: configuration.firstPage, pageCount: document.pages.pageCount)
        }
        guard let script = configuration.script(pageCount: document.pages.pageCount) else {
            throw BenchError.unknownScript(name: configuration.scriptName)
        }
        // A script that resizes the window draws into one surface as large as its largest window,
        // from the top-left corner, so the textures the session holds stay valid for the whole run.
        let largest =
            GestureStep.largestResize(in: script.steps).map {
                Size(width: max($0.width, script.window.width), height: max($0.height, script.window.height))
            } ?? script.window
        let canvas = try BenchCanvas(size: largest, inWindow: configuration.inWindow, renderer: configuration.renderer)

        // The session owns the slot textures: they must be destroyed before the canvas's renderer.
        let (report, timeline, mainThread) = try playScript(
            script, document: document, canvas: canvas, configuration: configuration, openedAt: opening)
        if let path = configuration.screenshotPath {
            try PNGFile.write(canvas.screenshot(width: report.window[0], height: report.window[1]), to: path)
        }
        if let path = configuration.plotPath { try FrameTimePlot.write(timeline, to: path) }
        if let path = configuration.histogramPath { try FrameTimeHistogramFile.write(mainThread, to: path) }
        return report
    }

    private static func playScript(
        _ script: GestureScript, document: OpenedDocument, canvas: BenchCanvas, configuration: BenchConfiguration,
        openedAt: Double
    ) throws -> (BenchReport, FrameTimeline, LatencyHistogram) {
        let renderer = canvas.renderer
        let viewport = script.window
        let loop = FrameLoop(textures: canvas.textures, painter: SessionPainter())
        let session = PagerSession(
            document: document, settings: configuration.render, viewport: viewport, density: 1,
            firstPage: configuration.firstPage,
            layout: configuration.layout ?? document.pages.preferences.layout ?? .single,
            rightToLeft: configuration.rightToLeft ?? document.pages.preferences.rightToLeft, trim: configuration.trim)
        session.frameSeconds = 1 / script.fps
        session.advanceEveryPage(after: configuration.advanceSeconds)
        if let notes = configuration.notes { session.apply(.splitNotes(notes), at: session.model.now) }
        if configuration.presentation { session.apply(.setPresenting(true), at: 0) }
        if let open = configuration.syncTeX, let path = configuration.source.filePath {
            session.syncTeX = SyncTeXSearcher(pdfPath: path, open: open, wake: {})
        }
        var player = ScriptPlayer(script: script)
        let events = try configuration.eventsPath.map { try EventsFile(path: $0) }
        // Only a plot needs every frame's line; a long soak would otherwise grow by it.
        var recorder = FrameRecorder(fps: script.fps, keepsTimeline: configuration.plotPath != nil)
        var resources = ResourceWatch(scriptSeconds: player.duration)
        let leak =
            configuration.isSoak
            ? SoakTestLeak(steps: configuration.steps ?? SoakScript.defaultSteps, scriptSeconds: player.duration) : nil
        let budget = 1 / script.fps
        let start = MonotonicClock.seconds
        session.inputClockOrigin = start
        let tracer = configuration.tracePath.map {
            SessionTracer(path: $0, configuration, budgetMs: budget * 1000, origin: openedAt, session: session)
        }
        var frame = 0
        // What the script's copies put on the clipboard: how many, and the last.
        var copies = 0
        var lastCopy: String?
        while true {
            let t = Double(frame) * budget
            if player.isFinished, t > player.duration {
                let settled = session.isIdle
                let limit = session.isSearching ? searchSettleSeconds : settleSeconds
                if settled || t > player.duration + limit { break }
            }
            // Pace frames in real time: the workers render in real time too.
            let wait = start + t - MonotonicClock.seconds
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }

            let frameStart = MonotonicClock.seconds
            session.phases = FramePhases(start: frameStart)
            canvas.takeEvents()
            let due = player.events(upTo: t)
            for event in due {
                session.apply(event.event, at: event.time)
            }
            let assignments = try loop.advance(session, to: t)
            for case .copy(let copied) in session.takeHostEffects() { (copies, lastCopy) = (copies + 1, copied) }
            for case .forward(.failure(let error)) in session.takeSyncTeXReplies() { syncTeXLog.warning("\(error)") }
            let injected = configuration.injectedStalls[frame]
            let shown = try loop.present(
                session, frameStart: frameStart,
                beforePresent: {
                    if let injected { usleep(UInt32(injected * 1000)); session.phases.mark(.injectedStall) }
                })
            let presented = shown.presentedAt

            var record = session.frameRecord(
                frame: frame, t: t, slots: shown.painted.states, mainThreadMs: shown.workMs, swaps: assignments.count,
                inputLatencyMs: due.first.map { (presented - start - $0.time) * 1000 }, injectedStallMs: injected)
            recorder.record(&record, presentedAt: presented)
            tracer?.framePresented(record, session: session)
            try events?.append(record)
            resources.framePresented(at: t, atRest: session.isIdle) { .now(cachedBytes: session.cachedBytes) }
            leak?.keep(upTo: t)
            frame += 1
        }
        // A soak's end is read with the render threads quiet: a worker opening its document again
        // at rest (`RenewingPageSource`) holds the new process's descriptors and memory beside the
        // old one's for a moment, which is no growth.
        if configuration.isSoak {
            let deadline = MonotonicClock.seconds + Self.quietRendersSeconds
            while !session.rendersAreQuiet, MonotonicClock.seconds < deadline { usleep(5_000) }
        }
        // Read with the events file still open, as it was after warm-up (and what leaked still kept).
        let use = withExtendedLifetime(leak) {
            resources.use(end: .now(cachedBytes: session.cachedBytes), at: Double(frame) * budget)
        }
        try events?.close()
        var report = BenchReport(
            recorder: recorder, session: session, configuration: configuration, script: script, openedAt: openedAt,
            machine: MachineInfo(renderer: renderer, window: viewport), resources: use,
            madeAhead: loop.textures.madeAhead)
        report.selection = lastCopy.map { BenchReport.Copied(copies: copies, text: $0) }
        // Written once the report has read the peak RSS: the JSON is made here, not while the frames ran.
        try tracer?.finish(gestures: player.gestureSpans, scriptStart: start)
        let name = URL(fileURLWithPath: configuration.source.name).lastPathComponent
        let timeline = FrameTimeline(
            title: "\(name) - \(configuration.scriptName) - \(configuration.render.strategy.rawValue)",
            budgetMs: recorder.budgetMs, frames: recorder.timeline ?? [], gestureSpans: player.gestureSpans)
        return (report, timeline, recorder.mainThread)
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
