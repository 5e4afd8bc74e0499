import FolioCore
import FolioInstrument
import FolioRender

/// The frames a session shows: what each frame draws (`FrameComposer`), and what is measured once
/// it is presented.
extension PagerSession {
    /// What the frame shows: the slots, and the page strip while it shows. The images it shows are
    /// kept from eviction until the next frame; the host draws it, and the chrome over it.
    package func composeFrame() -> ComposedFrame {
        let frame = FrameComposer.compose(
            model, from: textures, failed: Set(shownNotices.filter(\.value.isError).keys),
            clockOrigin: inputClockOrigin)
        textures.markDrawn(frame.slotImagesInUse + (frame.strip?.cells.compactMap(\.image) ?? []))
        needsRedraw = false
        return frame
    }

    /// A frame now would show the current page crisp.
    package var currentPageIsCrisp: Bool {
        FrameComposer.compose(model, from: textures, failed: []).states.showCrisp(page: model.currentPage)
    }

    /// What pages say in place of their pixels this frame: a failed render, one past the time limit.
    package var shownNotices: [Int: PageNotices.Notice] { pageNotices.shown(in: model) }

    /// Called once the frame is presented, with what it showed and whether a search match was
    /// among it. The first frame at rest after motion or renders hands the heaps' free pages back
    /// to the system (`LargeAllocations.releaseFreePages`): nothing is due then until the next
    /// input, and the workers have nothing to allocate. The first of all, once the launch is over,
    /// also lets go of the code pages only the start ran (`MappedCode.releaseAfterLaunch`).
    /// Returns whether it was that frame, for the host to let go of what it keeps for motion.
    @discardableResult
    package func framePresented(_ frame: ComposedFrame, matchShown: Bool, at seconds: Double) -> Bool {
        let idle = isIdle
        let cameToRest = idle && !wasIdle
        if cameToRest {
            LargeAllocations.releaseFreePages()
            MappedCode.releaseAfterLaunch()
        }
        wasIdle = idle
        measurements.framePresented(
            frame.states, currentPage: model.currentPage,
            shown: frame.slotImages.map { .init(arrivedAt: $0.arrivedAt, renderSeconds: $0.renderSeconds) },
            atRest: model.isSettled, at: seconds)
        measurements.countFrameAtZoom(frame.states, currentPage: model.currentPage, steadyZoom: isAtSteadyZoom)
        if matchShown { navigation.matchShown(at: seconds) }
        navigation.syncTeX.framePresented(frame.states, at: seconds)
        if model.presentation.isOn || !slideShowMeasurements.isEmpty {
            slideShowMeasurements.framePresented(
                model.presentation, advances: takeTimedAdvances(), at: seconds, budget: frameSeconds)
        }
        if let strip = frame.strip {
            stripMeasurements.frameShown(cells: strip.cells.count, ready: strip.ready, stale: strip.stale)
        }
        return cameToRest
    }

    /// The current page is zoomed in and no zoom gesture is under way.
    package var isAtSteadyZoom: Bool { model.currentZoomView?.isZoomed == true && !model.isZooming }

    /// At rest since the last frame presented, with pages not shown to keep small: frames go on,
    /// each keeping some small within a quarter of its time (`collect`), a few milliseconds a
    /// page at fit, never all of them in one frame.
    var compactsAtRest: Bool { wasIdle && isIdle && textures.hasPagesToCompact }

    /// Keeps pages small for a quarter of the frame; after the last, hands the heaps' free pages
    /// back, as at the first frame at rest: the encoder's scratch memory leaves holes among them.
    /// That is a background chore, after the pages' deflating (`WhiteRunImage.deflateLater`),
    /// whose scratch memory does too.
    func compactAtRest() {
        textures.compactPages(until: MonotonicClock.seconds + frameSeconds / 4)
        if !textures.hasPagesToCompact { BackgroundChores.shared.perform { LargeAllocations.releaseFreePages() } }
    }
}
