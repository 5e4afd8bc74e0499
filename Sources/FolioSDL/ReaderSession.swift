import CSDL2
import FolioCore
import FolioPresenter
import FolioInstrument
import FolioRender
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
    /// Where the left button last went down, and whether it moved from there before it came up:
    /// only a second press after a click (not after a drag) is a double click.
    private var pressPoint: Point?
    private var lastPressWasClick = false
    var recorder: FrameRecorder
    /// The window's timeline for `--trace`, written when it closes; nil without.
    let tracer: SessionTracer?
    let hud = HUD()
    /// The session's frames for F3 and `--report`, and the F3 notice.
    let recording: SessionRecording
    /// The arrow, or the hand over a link.
    let cursors = PointerCursors()
    /// Whether the window is fullscreen now, as last asked of SDL.
    private var isFullscreen = false
    /// SDL's timestamp (ms) of the oldest input not yet shown in a frame.
    private var oldestInputTicks: UInt32?
    /// The window closes (SDL_QUIT, or `q` while no document is open).
    var quitRequested = false
    /// A message is to be drawn again (no document is open to say so).
    var needsRedraw = true

    /// A window showing `opening`'s pages, or what went wrong opening `first`.
    init(configuration: ReaderConfiguration, first: DocumentRequest, opening: Result<DocumentOpening, FolioError>,
         wake: @escaping @Sendable () -> Void) throws(SDLError) {
        self.configuration = configuration
        self.wake = wake
        self.window = try SDLWindow(title: "Folio", size: configuration.windowSize)
        self.recorder = FrameRecorder(fps: window.refreshRate, keepsTimeline: false)
        self.recording = SessionRecording(reportPath: configuration.reportPath, histogramPath: configuration.histogramPath)
        self.tracer = configuration.tracePath.map { [budgetMs = recorder.budgetMs] in
            SessionTracer(path: $0, processName: "folio \(configuration.source.name)", budgetMs: budgetMs)
        }
        self.content = .empty
        show(opening, for: first)
        try drawMessage()
        if let view = content.documentView { _ = try view.painter.draw(view.pager, on: window.renderer) }
        SDL_RenderPresent(window.renderer)
        window.show()
        SDL_EventState(SDL_DROPFILE.rawValue, Int32(SDL_ENABLE))
    }

    func run() throws(SDLError) {
        var event = SDL_Event()
        var presentedLastTime = false
        var frame = 0
        let opened = MonotonicClock.seconds
        while !quitRequested, content.documentView?.pager.quitRequested != true {
            // Animating: a frame per vsync. Otherwise sleep until input, a finished render or the
            // file watch's next look wakes us.
            var slept = false
            if !isAnimating, !hud.isDue(at: MonotonicClock.seconds) {
                slept = true
                if SDL_WaitEventTimeout(&event, waitMilliseconds) != 0 { handleWindowEvent(event, time: MonotonicClock.seconds) }
            }
            let frameStart = MonotonicClock.seconds
            while SDL_PollEvent(&event) != 0 { handleWindowEvent(event, time: MonotonicClock.seconds) }
            watchFile(at: frameStart)
            updateTitle()
            guard let view = content.documentView else {
                if needsRedraw || hud.isDue(at: frameStart) {
                    if hud.isDue(at: frameStart) {
                        try hud.refresh(hudLines(), at: frameStart, renderer: window.renderer, density: window.pixelDensity)
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
            pager.phases.mark(.input)
            let assignments = pager.apply(.tick, at: MonotonicClock.seconds)
            pager.phases.mark(.physics)
            try pager.collect(renderer: window.renderer)
            updateTitle()
            hud.setVisible(pager.model.chrome.showsHUD)
            perform(pager.takeHostEffects(), for: pager)
            followPointer(of: pager)
            if hud.isDue(at: frameStart) {
                try hud.refresh(hudLines(), at: frameStart, renderer: window.renderer, density: window.pixelDensity)
                pager.needsRedraw = true
            }
            if recording.notice.expired(at: frameStart) { pager.needsRedraw = true }
            guard pager.needsRedraw else {
                presentedLastTime = false
                continue
            }
            let painted = try view.painter.draw(pager, indicatorNote: view.isFileGone ? "file gone" : nil, on: window.renderer)
            hud.draw(on: window.renderer, viewport: window.drawableSize, density: window.pixelDensity)
            try recording.notice.draw(on: window.renderer, viewport: window.drawableSize, density: window.pixelDensity)
            pager.phases.mark(.drawing)
            let workMs = (MonotonicClock.seconds - frameStart) * 1000
            SDL_RenderPresent(window.renderer)
            let presented = MonotonicClock.seconds
            pager.phases.mark(.present, at: presented)
            pager.framePresented(painted, at: presented)
            var record = pager.frameRecord(
                frame: frame, t: presented - opened, slots: painted.states, mainThreadMs: workMs, swaps: assignments.count,
                inputLatencyMs: oldestInputTicks.map { Double(SDL_GetTicks() &- $0) })
            recorder.record(&record, presentedAt: presented, followsPrevious: presentedLastTime && !slept)
            recording.framePresented(record, atRest: pager.isIdle)
            tracer?.framePresented(record, session: pager)
            oldestInputTicks = nil
            presentedLastTime = true
            frame += 1
        }
        writeSessionFilesOnClose()
        closeDocument()
        tracer?.writeAtClose()
    }

    /// Something will change without input.
    private var isAnimating: Bool { content.documentView?.pager.isAnimating ?? needsRedraw }

    /// How long the loop may sleep waiting for an event: no longer than the file watch's next look.
    private var waitMilliseconds: Int32 {
        guard let view = content.documentView, view.watch != nil else { return 250 }
        return Int32(min(max((view.nextLook - MonotonicClock.seconds) * 1000, 1), 250))
    }

    /// What the model asked of the window: the clipboard, fullscreen.
    private func perform(_ effects: [ReaderEffect], for pager: PagerSession) {
        for effect in effects {
            switch effect {
            case .copy(let text): SDL_SetClipboardText(text)
            case .setFullscreen(let fullscreen):
                setFullscreen(fullscreen)
                pager.needsRedraw = true
            default: break
            }
        }
    }

    /// Makes the window fullscreen or not, unless it is so already.
    func setFullscreen(_ fullscreen: Bool) {
        guard fullscreen != isFullscreen else { return }
        isFullscreen = fullscreen
        SDL_SetWindowFullscreen(window.window, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
    }

    // MARK: Input

    /// Input to an open document's pager.
    func handle(_ event: SDL_Event, time: Double) {
        guard let pager = content.documentView?.pager else { return }
        let density = window.pixelDensity
        let at = { (x: Int32, y: Int32) in Point(x: Double(x) * density, y: Double(y) * density) }
        switch event.type {
        case SDL_KEYDOWN.rawValue:
            guard let key = KeyPress(event.key.keysym) else { break }
            noteInput(event)
            pager.apply(.key(key, focus: cursor), at: time)
        case SDL_TEXTINPUT.rawValue:
            noteInput(event)
            for character in Self.text(of: event.text) where !character.isWhitespace {
                pager.apply(.key(KeyPress(String(character)), focus: cursor), at: time)
            }
        case SDL_MOUSEBUTTONDOWN.rawValue where Self.dragButtons.contains(Int32(event.button.button)):
            noteInput(event)
            let point = at(event.button.x, event.button.y)
            if event.button.button == UInt8(SDL_BUTTON_LEFT), event.button.clicks == 2, lastPressWasClick {
                pager.apply(.doubleClick(point), at: time)
                lastPressWasClick = false
            } else {
                pressPoint = point
                let selects = event.button.button == UInt8(SDL_BUTTON_LEFT) && SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0
                pager.apply(selects ? .selectionPress(point) : .pointerDown(point), at: time)
            }
        case SDL_MOUSEMOTION.rawValue where event.motion.state & Self.dragButtonMask != 0:
            noteInput(event)
            pager.apply(.pointerMove(at(event.motion.x, event.motion.y)), at: time)
        case SDL_MOUSEMOTION.rawValue:
            pager.apply(.hover(at(event.motion.x, event.motion.y)), at: time)
        case SDL_MOUSEBUTTONUP.rawValue where Self.dragButtons.contains(Int32(event.button.button)):
            noteInput(event)
            let point = at(event.button.x, event.button.y)
            guard let pressPoint else { break }  // the second press of a double click
            let isClick = abs(point.x - pressPoint.x) + abs(point.y - pressPoint.y) <= Self.clickSlop * density
            self.pressPoint = nil
            pager.apply(.pointerUp(point), at: time)
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { break }
            lastPressWasClick = isClick
            if isClick, !opensLinkExternally(at: point, in: pager) { pager.apply(.click(point), at: time) }
        case SDL_MOUSEWHEEL.rawValue:
            noteInput(event)
            pager.apply(.wheel(wheelTurn(event.wheel)), at: time)
        case SDL_MULTIGESTURE.rawValue where event.mgesture.numFingers == 2 && event.mgesture.dDist != 0:
            noteInput(event)
            // Touch coordinates are fractions of the window; dDist is the change in finger spread.
            let size = pager.viewport
            let focus = Point(x: Double(event.mgesture.x) * size.width, y: Double(event.mgesture.y) * size.height)
            let factor = max(1 + Double(event.mgesture.dDist) * Self.pinchSpreadGain, 0.5)
            pager.apply(.pinch(scale: factor, focus: focus), at: time)
        case SDL_WINDOWEVENT.rawValue:
            if UInt32(event.window.event) == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue {
                pager.apply(.resize(window.drawableSize), at: time)
            } else if UInt32(event.window.event) == SDL_WINDOWEVENT_LEAVE.rawValue {
                pager.apply(.hover(nil), at: time)
            }
            pager.needsRedraw = true
        default:
            break
        }
    }

    /// The UTF-8 text of a text input event.
    static func text(of event: SDL_TextInputEvent) -> String {
        withUnsafeBytes(of: event.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Keeps the oldest input's timestamp for the input-to-present latency of the frame that shows it.
    private func noteInput(_ event: SDL_Event) {
        tracer?.input(event)
        if oldestInputTicks == nil { oldestInputTicks = event.common.timestamp }
    }

    /// The mouse position in device pixels while it is over the window: where zoom keys zoom.
    private var cursor: Point? {
        guard SDL_GetMouseFocus() == window.window else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        return Point(x: Double(x) * window.pixelDensity, y: Double(y) * window.pixelDensity)
    }

    /// The wheel as the model takes it: units as SDL gives them (a notch is 1), Ctrl to zoom.
    private func wheelTurn(_ wheel: SDL_MouseWheelEvent) -> WheelTurn {
        let flip: Float = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        return WheelTurn(
            dx: Double(wheel.preciseX * flip), dy: Double(wheel.preciseY * flip),
            zooms: SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0, focus: cursor)
    }

    /// A press that moves no further than this (window points) before release is a click.
    private static let clickSlop = 4.0
    /// Zoom factor per unit of SDL's normalised two-finger spread change.
    private static let pinchSpreadGain = 4.0
    /// The buttons that drag: the left one, and the middle one, which pans as in other readers.
    private static let dragButtons: Set<Int32> = [SDL_BUTTON_LEFT, SDL_BUTTON_MIDDLE]
    /// SDL_BUTTON_LMASK | SDL_BUTTON_MMASK, C macros Swift cannot import.
    private static let dragButtonMask = dragButtons.reduce(UInt32(0)) { $0 | UInt32(1) << (UInt32($1) - 1) }
}
