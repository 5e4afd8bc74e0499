import CSDL2
import FolioCore
import FolioPresenter
import FolioRender
import Foundation
import Logging

private let log = Logger(label: "folio.presenter")

/// The speaker's window beside the audience's (`--presenter`, `P`): the current page (its notes,
/// with beamer's notes pages) and the next one, the time presenting and the clock. It is drawn in
/// the same turn of the main loop as the reader's window, from the same model (`PresenterView`), so
/// the two never disagree by a frame. Its pages are rendered by a render process of its own, at
/// the presenter's sizes: SDL's textures belong to one window's renderer. Main thread only.
final class PresenterWindow {
    let window: SDLWindow
    /// The presenter's own render service on the same document.
    private let document: OpenedDocument
    /// The panes' pixels, as textures of this window's renderer, by what they show.
    private var images: [RenderKey: SDLTexture] = [:]
    /// What the render service was last asked for.
    private var asked: [RenderKey] = []
    private let status = OverlayPanel(fontPoints: 26)
    /// What the last frame showed; nil draws the next frame whatever it shows.
    private var drawn: Drawn?
    let openedAt = MonotonicClock.seconds
    /// The wall clock as the status line shows it, `14:32`.
    private let clockFormat: DateFormatter = {
        let format = DateFormatter()
        format.dateFormat = "HH:mm"
        return format
    }()

    /// What a frame shows, to tell whether the next one would show anything else. The status line
    /// changes with the whole seconds presenting (the clock's minute turns within one of them), so
    /// it is formatted only for a frame that is drawn, not on every turn of the loop.
    private struct Drawn: Equatable {
        let view: PresenterView
        let ready: Set<RenderKey>
        let seconds: Int
    }

    /// Whether the window is on a display of its own, away from the slides.
    let hasItsOwnDisplay: Bool

    /// Opens the window on a display other than `beside`'s when there is one, and a render process
    /// for it on `source` (the reader's document), waking the main loop with `wake` as pages arrive.
    init(
        source: any PageSourceOpener, settings: RenderSettings, name: String, beside main: SDLWindow,
        renderer: WindowRenderer, wake: @escaping @Sendable () -> Void
    ) throws {
        let displays = SDL_GetNumVideoDisplays()
        let display = displays > 1 ? (SDL_GetWindowDisplayIndex(main.window) + 1) % displays : 0
        hasItsOwnDisplay = displays > 1
        window = try SDLWindow(
            title: "\(name) - presenter", size: Size(width: 1024, height: 640), renderer: renderer, display: display)
        var single = settings
        single.workers = 1
        document = try OpenedDocument.open(source, settings: single, wake: wake)
        window.show()
    }

    /// The textures go before the window's renderer, which would take them with it.
    deinit {
        document.renderService.stop()
        images.removeAll()
        status.release()
    }

    var windowID: UInt32 { SDL_GetWindowID(window.window) }

    /// The next frame is drawn whatever it shows (the window was exposed or resized).
    func invalidate() { drawn = nil }

    /// When the clock next changes: the main loop wakes then.
    func nextTick(after time: Double) -> Double { openedAt + Double(seconds(at: time) + 1) }

    /// Whole seconds since the window opened, at `time`.
    private func seconds(at time: Double) -> Int { Int(max(time - openedAt, 0)) }

    /// Takes the pages rendered, asks for those `model`'s view lacks, and draws the window if what
    /// it shows changed.
    func frame(for model: ReaderModel, at time: Double) throws(SDLError) {
        let view = PresenterView(of: model, window: window.drawableSize)
        let panes = [view.current] + (view.next.map { [$0] } ?? [])
        let wanted = panes.map(Self.key(for:))
        takeRenders(wanted: wanted)
        let lacking = wanted.filter { images[$0] == nil }
        if lacking != asked {
            asked = lacking
            document.renderService.submit(Self.plan(for: lacking))
        }
        let now = Drawn(view: view, ready: Set(wanted.filter { images[$0] != nil }), seconds: seconds(at: time))
        guard now != drawn else { return }
        drawn = now
        try draw(panes, status: statusLine(view, seconds: now.seconds), in: view.status)
    }

    /// Keeps the renders still wanted as textures, and lets go of the rest.
    private func takeRenders(wanted: [RenderKey]) {
        for result in document.results.takeAll() where wanted.contains(result.job.key) {
            switch result.outcome {
            case .success(let image):
                do {
                    let texture = try SDLTexture(renderer: window.renderer, width: image.width, height: image.height)
                    try texture.fill(image, rows: 0..<image.height)
                    images[result.job.key] = texture
                } catch {
                    log.warning("\(error)")
                }
            case .failure(let error):
                log.warning("\(error)")
            }
        }
        images = images.filter { wanted.contains($0.key) }
    }

    private func draw(_ panes: [PresenterView.Pane], status line: String, in area: Rect) throws(SDLError) {
        let renderer = window.renderer
        SDL_SetRenderDrawColor(renderer, 0x18, 0x18, 0x18, 0xFF)
        SDL_RenderClear(renderer)
        for pane in panes {
            var frame = SDL_Rect(pane.frame)
            if let texture = images[Self.key(for: pane)] {
                SDL_RenderCopy(renderer, texture.texture, nil, &frame)
            } else {
                // Not rendered yet: the page's place, never an older page's pixels.
                SDL_SetRenderDrawColor(renderer, 0x50, 0x50, 0x50, 0xFF)
                SDL_RenderFillRect(renderer, &frame)
            }
        }
        try status.show([line], renderer: renderer, density: window.pixelDensity)
        status.draw(on: renderer, in: area, placement: .centre, margin: 0)
        SDL_RenderPresent(renderer)
    }

    /// `Slide 3 / 12   4:05   14:32` after `seconds` presenting, and what the audience sees when
    /// the screen is blanked.
    private func statusLine(_ view: PresenterView, seconds: Int) -> String {
        let elapsed = PresenterView.elapsedText(seconds: Double(seconds))
        let clock = clockFormat.string(from: Date())
        return ([view.position, elapsed, clock] + (view.blanked.map { [$0] } ?? [])).joined(separator: "     ")
    }

    /// The render that fills `pane`: its part of the page at the pane's scale.
    static func key(for pane: PresenterView.Pane) -> RenderKey {
        let scale = pane.scale
        guard !pane.isWholePage else { return RenderKey(page: pane.page, scale: scale) }
        // Edges rounded inward of the page rather than out: a row beyond the page is blank paper.
        let part = pane.part
        let (x0, y0) = (Int((part.minX * scale).rounded()), Int((part.minY * scale).rounded()))
        let (x1, y1) = (Int((part.maxX * scale).rounded(.down)), Int((part.maxY * scale).rounded(.down)))
        return RenderKey(
            page: pane.page, scale: scale,
            region: PixelRect(x: x0, y: y0, width: max(x1 - x0, 1), height: max(y1 - y0, 1)))
    }

    /// Renders of `keys`, most urgent first: the current page before the next.
    private static func plan(for keys: [RenderKey]) -> RenderPlan {
        let generation: UInt64 = 1
        return RenderPlan(
            jobs: keys.map { RenderJob(key: $0, kind: .visibleFit, generation: generation) }, wanted: Set(keys),
            liveGenerations: [generation], crispRegions: Set(keys.filter { $0.region != nil }))
    }
}
