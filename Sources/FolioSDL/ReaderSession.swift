import CSDL2
import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender
import FolioWindowChannel
import Foundation

/// One open reader window and its main loop: SDL events become pager input, and a frame is drawn
/// whenever something moved or arrived. Every frame is measured, and F2 shows the figures (`HUD`).
/// The window shows one `WindowContent` at a time and runs on when it changes (a file dropped, a
/// password typed, the file changed on disk: `ReaderSession+Documents.swift`). Lives on the main
/// thread only.
final class ReaderSession {
    let configuration: ReaderConfiguration
    let window: SDLWindow
    /// Wakes the main loop from a render worker.
    let wake: @Sendable () -> Void
    var content: WindowContent
    let messagePanel = OverlayPanel(fontPoints: 16)
    var shownTitle = ""
    /// What SDL's events stand for, with the press it remembers between them: only a second press
    /// after a click (not after a drag) is a double click.
    var input = SDLInputMapper()
    var recorder: FrameRecorder
    /// The window's timeline for `--trace`, written when it closes; nil without.
    let tracer: SessionTracer?
    let hud = HUD()
    /// The session's frames for F3 and `--report`, and the F3 notice.
    let recording: SessionRecording
    /// The arrow, or the hand over a link.
    let cursors = PointerCursors()
    /// Whether the window is fullscreen now, as last asked of SDL.
    var isFullscreen = false
    /// SDL's timestamp (ms) of the oldest input not yet shown in a frame.
    var oldestInputTicks: UInt32?
    /// The window closes (SDL_QUIT, or `q` while no document is open).
    var quitRequested = false
    /// A message is to be drawn again (no document is open to say so).
    var needsRedraw = true
    /// The next document opened is presented: the first with `--presentation`, a reloaded one when
    /// its last view was.
    var presentsNext: Bool
    /// The pointer and the screen saver while nobody touches the window.
    var idle = PresentationIdle()
    /// The first page, until it shows: no placeholder for it in the frames right after the map.
    private var firstPage = FirstPageGrace()
    /// The speaker's window, while open (`P`, `--presenter`).
    var presenter: PresenterWindow?
    /// The next document opened opens the presenter window: the first with `--presenter`, a
    /// reloaded one when it was open.
    var presenterWanted: Bool
    /// `--synctex-forward`'s search, made once the document shows.
    var pendingForward: SourceLocation?
    /// The socket a second `folio` reaches this window by, for the file shown (`WindowChannel`).
    var channel: WindowChannel?
    /// config.toml's keys, night mode and strip, and the file watched.
    let settings: WindowSettings

    /// A window showing `opening`'s pages, or what went wrong opening `first`.
    init(
        configuration: ReaderConfiguration, first: DocumentRequest, opening: Result<DocumentOpening, FolioError>,
        early: DocumentView? = nil, wake: @escaping @Sendable () -> Void
    ) throws(SDLError) {
        self.configuration = configuration
        self.wake = wake
        self.presentsNext = configuration.presentation
        self.presenterWanted = configuration.presenter
        self.pendingForward = configuration.syncTeX?.forward
        self.settings = WindowSettings(configuration)
        self.window = try SDLWindow(title: "Folio", size: configuration.windowSize, renderer: configuration.renderer)
        LaunchTimeline.mark(.windowMade)
        self.recorder = FrameRecorder(fps: window.refreshRate, keepsTimeline: false)
        self.recording = SessionRecording(
            reportPath: configuration.reportPath, histogramPath: configuration.histogramPath)
        self.tracer = configuration.tracePath.map { [budgetMs = recorder.budgetMs] in
            SessionTracer(path: $0, processName: "folio \(configuration.source.name)", budgetMs: budgetMs)
        }
        self.content = .empty
        if let early, window.pixelDensity != early.pager.model.density {
            early.close()  // made for a density the window does not have: the document opens again
            open(first)
        } else {
            show(opening, for: first, madeEarly: early)
        }
        try drawMessage()
        // Mapped before the first frame waits for the page: a page that comes in time still shows
        // in the first frame presented, and one that does not (a cover poppler draws in 150 ms)
        // no longer holds the window back a frame for nothing. The first frame is drawn into the
        // mapped window: presented into the hidden one, SDL's software renderer under Xvfb put off
        // the map by 3 to 5 ms (Tests/Scripts/launch-figures.py).
        window.show()
        let shown = MonotonicClock.seconds
        LaunchTimeline.mark(.windowShown, at: shown)
        var crisp = false
        if let view = content.documentView {
            let deadline = shown + FirstPageGrace.framesBeforeFirstFrame / window.refreshRate
            if try view.pager.awaitCurrentPage(until: deadline, textures: window.textures) {
                crisp = try view.painter.draw(view.pager, on: window.renderer).states.showCrisp(
                    page: view.pager.currentPage)
            } else {
                Compositor.drawBackground(presenting: view.pager.model.presentation.isOn, on: window.renderer)
            }
        }
        let drawn = MonotonicClock.seconds
        LaunchTimeline.mark(.firstFrameDrawn, at: drawn)
        if crisp { LaunchTimeline.mark(.firstPageCrisp, at: drawn) }
        firstPage.mapped(
            at: shown, refreshRate: window.refreshRate, pageShown: crisp || content.documentView == nil)
        SDL_RenderPresent(window.renderer)
        SDL_EventState(SDL_DROPFILE.rawValue, Int32(SDL_ENABLE))
    }

    /// `opening`'s view made before SDL and the window, so that the first page renders while they
    /// are set up: sized for the window asked for, at one device pixel a window point, as SDL draws
    /// on X11 (its driver unless `SDL_VIDEODRIVER` names another). Nil when the opening failed or
    /// SDL will not use X11: the view is then made for the window made. A window of another size
    /// resizes the view; one of another density opens the document again.
    static func viewBeforeTheWindow(
        _ opening: Result<DocumentOpening, FolioError>, configuration: ReaderConfiguration
    ) -> DocumentView? {
        let environment = ProcessInfo.processInfo.environment
        guard case .success(let opening) = opening, environment["DISPLAY"] != nil,
            (environment["SDL_VIDEODRIVER"] ?? "x11") == "x11"
        else { return nil }
        return DocumentView(
            opening, settings: configuration.render, viewport: configuration.windowSize, density: 1)
    }

    func run() throws(SDLError) {
        var event = SDL_Event()
        var presentedLastTime = false
        var frame = 0
        let opened = MonotonicClock.seconds
        var nextFrameDue = opened
        while !quitRequested, content.documentView?.pager.quitRequested != true {
            // Animating: a frame per refresh. Otherwise sleep until input, a finished render or the
            // file watch's next look wakes us.
            var slept = false
            if !isAnimating, !hud.isDue(at: MonotonicClock.seconds) {
                slept = true
                if SDL_WaitEventTimeout(&event, waitMilliseconds) != 0 {
                    handleWindowEvent(event, time: MonotonicClock.seconds)
                }
            } else {
                waitForInput(until: nextFrameDue, event: &event)
            }
            let frameStart = MonotonicClock.seconds
            nextFrameDue = frameStart + Self.frameSpacing / window.refreshRate
            while SDL_PollEvent(&event) != 0 { handleWindowEvent(event, time: MonotonicClock.seconds) }
            watchFile(at: frameStart)
            watchSettings(at: frameStart)
            collectSavedMarks(at: frameStart)
            updateTitle()
            guard let view = content.documentView else {
                idle.follow(presenting: false, at: frameStart)
                if needsRedraw || hud.isDue(at: frameStart) {
                    if hud.isDue(at: frameStart) {
                        try hud.refresh(
                            hudLines(), at: frameStart, renderer: window.renderer, density: window.pixelDensity)
                    }
                    try drawMessage()
                    hud.draw(on: window.renderer, viewport: window.drawableSize, density: window.pixelDensity)
                    SDL_RenderPresent(window.renderer)
                }
                presentedLastTime = false
                continue
            }
            let pager = view.pager
            tracer?.follow(pager)
            pager.phases = FramePhases(start: frameStart)
            let loop = FrameLoop(textures: window.textures, painter: view.painter)
            let assignments = try loop.advance(pager, to: MonotonicClock.seconds)
            updateTitle()
            hud.setVisible(pager.model.chrome.showsHUD)
            perform(pager.takeHostEffects(), for: pager)
            serveTeXLoop(view, at: frameStart)
            followPointer(of: pager)
            idle.follow(presenting: pager.model.presentation.isOn, at: frameStart)
            try drawPresenter(for: pager, at: frameStart)
            if hud.isDue(at: frameStart) {
                try hud.refresh(hudLines(), at: frameStart, renderer: window.renderer, density: window.pixelDensity)
                pager.needsRedraw = true
            }
            if recording.notice.expired(at: frameStart) { pager.needsRedraw = true }
            guard pager.needsRedraw else {
                presentedLastTime = false
                continue
            }
            if firstPage.holdsFrame(at: frameStart, pageCrisp: pager.currentPageIsCrisp) {
                // The background alone, drawn again for the window server (an expose after the map).
                Compositor.drawBackground(presenting: pager.model.presentation.isOn, on: window.renderer)
                SDL_RenderPresent(window.renderer)
                presentedLastTime = false
                continue
            }
            let note = view.isFileGone ? "file gone" : nil
            let shown = try loop.present(
                pager, frameStart: frameStart, indicatorNote: note,
                overlays: { () throws(SDLError) in
                    hud.draw(on: window.renderer, viewport: window.drawableSize, density: window.pixelDensity)
                    try recording.notice.draw(
                        on: window.renderer, viewport: window.drawableSize, density: window.pixelDensity)
                })
            let presented = shown.presentedAt
            var record = pager.frameRecord(
                frame: frame, t: presented - opened, slots: shown.painted.states, mainThreadMs: shown.workMs,
                swaps: assignments.count,
                inputLatencyMs: oldestInputTicks.map { Double(SDL_GetTicks() &- $0) })
            recorder.record(&record, presentedAt: presented, followsPrevious: presentedLastTime && !slept)
            if record.slots.showCrisp(page: pager.currentPage) { LaunchTimeline.mark(.firstPageCrisp, at: presented) }
            recording.framePresented(record, atRest: pager.isIdle)
            tracer?.framePresented(record, session: pager)
            oldestInputTicks = nil
            presentedLastTime = true
            frame += 1
        }
        writeSessionFilesOnClose()
        channel?.close()
        closeDocument()
        tracer?.writeAtClose()
    }

    /// The least time between the starts of two frames, in refreshes: a little under one, so that
    /// a loop whose present waits for vsync never waits here as well.
    private static let frameSpacing = 0.9

    /// Something will change without input.
    private var isAnimating: Bool { content.documentView?.pager.isAnimating ?? needsRedraw }

    /// Takes input until `due`: an animation's frames are paced here. Presenting waits for the
    /// display with vsync, but SDL's software renderer returns at once (while saying it has
    /// vsync), and a frame with nothing new to draw presents nothing: without this wait the loop
    /// turned as fast as the CPU went, 12,000 times a second while the page indicator faded,
    /// a core's worth of frames nobody saw taken from the render workers.
    private func waitForInput(until due: Double, event: inout SDL_Event) {
        while case let left = due - MonotonicClock.seconds, left > 0.000_5 {
            if SDL_WaitEventTimeout(&event, Int32(max((left * 1000).rounded(), 1))) != 0 {
                handleWindowEvent(event, time: MonotonicClock.seconds)
            }
        }
    }

    /// How long the loop may sleep waiting for an event: no longer than the file watch's next look.
    private var waitMilliseconds: Int32 {
        guard let view = content.documentView else { return 250 }
        // A slide's timed advance, and the pointer hiding on a slide, come without input.
        let now = MonotonicClock.seconds
        let wakes = [
            view.pager.model.timedAdvanceDue, view.watch == nil ? nil : view.nextLook, presenter?.nextTick(after: now),
            idle.pointerHidesAt(presenting: view.pager.model.presentation.isOn), firstPage.withoutPlaceholderUntil,
        ]
        let soonest = wakes.compactMap { $0 }.min() ?? .infinity
        return Int32(min(max((soonest - now) * 1000, 1), 250))
    }
}
