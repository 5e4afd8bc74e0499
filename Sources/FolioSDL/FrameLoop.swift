import CSDL2
import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender

/// One frame's body, the same for the window and the bench: the tick, the renders taken and
/// uploaded, then the frame drawn, presented and measured. The host feeds the frame's input
/// before `advance` and records the frame after `present`; the window skips `present` when
/// nothing changed.
struct FrameLoop {
    /// The renderer's textures (`textures.renderer` draws the frames).
    let textures: SDLTexturePool
    let painter: SessionPainter
    var renderer: OpaquePointer { textures.renderer }

    /// A frame presented: what it showed, the main thread's work on it (ms) and when it was presented.
    struct Presented {
        let painted: SessionPainter.Painted
        let workMs: Double
        let presentedAt: Double
    }

    /// Advances `session` to `time` (its input applied) and takes its renders; returns the tick's
    /// slot swaps. Out of rest, the pool keeps textures given back for the next images again.
    func advance(_ session: PagerSession, to time: Double) throws(SDLError) -> [SlotAssignment] {
        session.phases.mark(.input)
        let assignments = session.apply(.tick, at: time)
        if !session.isIdle { textures.resume() }
        session.phases.mark(.physics)
        try session.collect(into: textures)
        return assignments
    }

    /// Draws `session`'s frame with `overlays` over it (the HUD, a notice), runs `beforePresent`
    /// (the bench's injected stall), presents it and tells the session what it showed; the first
    /// frame at rest lets go of the textures waiting for motion (`SDLTexturePool.letGoAtRest`), and
    /// those not at rest make textures for the images on their way until half the frame's time is
    /// gone (`SDLTexturePool.stockAhead`).
    func present(
        _ session: PagerSession, frameStart: Double, indicatorNote: String? = nil,
        overlays: () throws(SDLError) -> Void = {}, beforePresent: () -> Void = {}
    ) throws(SDLError) -> Presented {
        let painted = try painter.draw(session, indicatorNote: indicatorNote, on: renderer)
        try overlays()
        session.phases.mark(.drawing)
        beforePresent()
        let workMs = (MonotonicClock.seconds - frameStart) * 1000
        SDL_RenderPresent(renderer)
        let presented = MonotonicClock.seconds
        session.phases.mark(.present, at: presented)
        if session.framePresented(painted, at: presented) {
            textures.letGoAtRest()
        } else if !session.isIdle {
            textures.stockAhead(for: session.imageSizesOnTheirWay, until: frameStart + session.frameSeconds / 2)
        }
        return Presented(painted: painted, workMs: workMs, presentedAt: presented)
    }
}
