import CSDL2
import FolioCore
import FolioInstrument
import FolioRender
import Foundation

/// One open reader window and its main loop: SDL events become pager input, and a frame is drawn
/// whenever something moved or arrived. Every frame is measured, and F2 shows the figures (`HUD`).
/// Lives on the main thread only.
final class ReaderSession {
    private let document: OpenedDocument
    private let fileName: String
    private let window: SDLWindow
    private let pager: PagerSession
    private var shownTitle = ""
    /// Where the left button last went down, and whether it moved from there before it came up:
    /// only a second press after a click (not after a drag) is a double click.
    private var pressPoint: Point?
    private var lastPressWasClick = false
    private var recorder: FrameRecorder
    private let hud = HUD()
    /// Whether the window is fullscreen now, as last asked of SDL.
    private var isFullscreen = false
    /// SDL's timestamp (ms) of the oldest input not yet shown in a frame.
    private var oldestInputTicks: UInt32?

    init(configuration: ReaderConfiguration, document: OpenedDocument) throws(SDLError) {
        self.document = document
        self.fileName = URL(fileURLWithPath: configuration.source.name).lastPathComponent
        self.window = try SDLWindow(title: "Folio", size: configuration.windowSize)
        self.pager = PagerSession(
            document: document, settings: configuration.render, viewport: window.drawableSize,
            density: window.pixelDensity, firstPage: configuration.firstPage, zoom: configuration.zoom)
        self.recorder = FrameRecorder(fps: window.refreshRate, keepsTimeline: false)
        updateTitle()
        _ = try pager.draw(on: window.renderer)
        SDL_RenderPresent(window.renderer)
        window.show()
        // Printable keys arrive as text, in the keyboard's own layout ("?" and "+" whatever keys make them).
        SDL_StartTextInput()
    }

    func run() throws(SDLError) {
        var event = SDL_Event()
        var presentedLastTime = false
        var frame = 0
        let opened = MonotonicClock.seconds
        while !pager.quitRequested {
            // Animating: a frame per vsync. Otherwise sleep until input or a finished render wakes us.
            var slept = false
            if !pager.isAnimating, !hud.isDue(at: MonotonicClock.seconds) {
                slept = true
                if SDL_WaitEventTimeout(&event, 250) != 0 { handle(event, time: MonotonicClock.seconds) }
            }
            let frameStart = MonotonicClock.seconds
            while SDL_PollEvent(&event) != 0 { handle(event, time: MonotonicClock.seconds) }
            let assignments = pager.apply(.tick, at: MonotonicClock.seconds)
            try pager.collect(renderer: window.renderer)
            updateTitle()
            followChrome()
            if hud.isDue(at: frameStart) {
                try hud.refresh(hudLines(), at: frameStart, renderer: window.renderer, density: window.pixelDensity)
                pager.needsRedraw = true
            }
            guard pager.needsRedraw else {
                presentedLastTime = false
                continue
            }
            let states = try pager.draw(on: window.renderer)
            hud.draw(on: window.renderer, viewport: pager.viewport, density: window.pixelDensity)
            let workMs = (MonotonicClock.seconds - frameStart) * 1000
            SDL_RenderPresent(window.renderer)
            let presented = MonotonicClock.seconds
            pager.framePresented(states, at: presented)
            var record = pager.frameRecord(
                frame: frame, t: presented - opened, slots: states, mainThreadMs: workMs, swaps: assignments.count,
                inputLatencyMs: oldestInputTicks.map { Double(SDL_GetTicks() &- $0) })
            recorder.record(&record, presentedAt: presented, followsPrevious: presentedLastTime && !slept)
            oldestInputTicks = nil
            presentedLastTime = true
            frame += 1
        }
    }

    /// What F2 shows: frame rate and frame times over the last second, stalls so far, the cache and
    /// the render queue, where the reader is, and how often a zoomed page has shown crisp.
    private func hudLines() -> [String] {
        let second = recorder.lastSecond
        let zoom = pager.model.currentZoomView?.zoom ?? 1
        let mebibytes = { (bytes: Int) in Int((Double(bytes) / Double(1 << 20)).rounded()) }
        let cache = "cache \(mebibytes(pager.cacheBytes))" + (pager.cacheBudgetBytes.map { " / \(mebibytes($0))" } ?? "") + " MiB"
        return [
            "\(second.frames) fps   p99 frame \(second.p99IntervalMs.map { DecimalText.fixed($0, 1) } ?? "-") ms   p99 work \(DecimalText.fixed(second.p99WorkMs, 1)) ms",
            "stalls \(recorder.flaggedStalls.count) of \(recorder.frames) frames (budget \(DecimalText.fixed(recorder.budgetMs, 1)) ms)",
            "\(cache)   queue \(pager.queueDepth)",
            "page \(pager.currentPage) / \(document.pages.pageCount)   zoom \(Int((zoom * 100).rounded()))%"
                + (pager.measurements.crispAtZoom.share.map { "   crisp at zoom \(Int(($0 * 100).rounded()))%" } ?? ""),
        ]
    }

    /// Fullscreen and the HUD as the chrome says.
    private func followChrome() {
        let chrome = pager.model.chrome
        hud.setVisible(chrome.showsHUD)
        if chrome.fullscreen != isFullscreen {
            isFullscreen = chrome.fullscreen
            SDL_SetWindowFullscreen(window.window, isFullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
            pager.needsRedraw = true
        }
    }

    /// `NAME - page N / TOTAL` (the indicator's text: `page xii (12 / 352)` where the page has a
    /// label), and the zoom in percent of fit page while the page is zoomed.
    private func updateTitle() {
        var title = "\(fileName) - page \(pager.model.pageText)"
        if let view = pager.model.currentZoomView, view.isZoomed { title += " - \(Int((view.zoom * 100).rounded()))%" }
        guard title != shownTitle else { return }
        shownTitle = title
        window.title = title
    }

    // MARK: Input

    private func handle(_ event: SDL_Event, time: Double) {
        let density = window.pixelDensity
        let at = { (x: Int32, y: Int32) in Point(x: Double(x) * density, y: Double(y) * density) }
        switch event.type {
        case SDL_QUIT.rawValue:
            pager.apply(.command(.quit, focus: nil), at: time)
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
                pager.apply(.pointerDown(point), at: time)
            }
        case SDL_MOUSEMOTION.rawValue where event.motion.state & Self.dragButtonMask != 0:
            noteInput(event)
            pager.apply(.pointerMove(at(event.motion.x, event.motion.y)), at: time)
        case SDL_MOUSEBUTTONUP.rawValue where Self.dragButtons.contains(Int32(event.button.button)):
            noteInput(event)
            let point = at(event.button.x, event.button.y)
            guard let pressPoint else { break }  // the second press of a double click
            let isClick = abs(point.x - pressPoint.x) + abs(point.y - pressPoint.y) <= Self.clickSlop * density
            self.pressPoint = nil
            pager.apply(.pointerUp(point), at: time)
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { break }
            lastPressWasClick = isClick
            if isClick { pager.apply(.click(point), at: time) }
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
            }
            pager.needsRedraw = true
        default:
            break
        }
    }

    /// The UTF-8 text of a text input event.
    private static func text(of event: SDL_TextInputEvent) -> String {
        withUnsafeBytes(of: event.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Keeps the oldest input's timestamp for the input-to-present latency of the frame that shows it.
    private func noteInput(_ event: SDL_Event) {
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
