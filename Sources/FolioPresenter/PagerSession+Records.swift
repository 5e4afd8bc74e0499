import FolioCore
import FolioInstrument

/// What the session reports of itself to the instrument: each frame's record and the final view.
extension PagerSession {
    /// The line of the frame record the session knows, for a frame just presented; the
    /// `FrameRecorder` fills in the interval, stall and missed flags.
    package func frameRecord(
        frame: Int, t: Double, slots: [SlotFrameState], mainThreadMs: Double, swaps: Int, inputLatencyMs: Double?,
        injectedStallMs: Double? = nil
    ) -> FrameRecord {
        var record = FrameRecord(
            frame: frame, t: t, offsetX: physics.offsetX, stride: physics.stride, current: currentPage,
            spreads: model.layout == .single ? nil : (model.currentSpread, model.spreads.count),
            zoom: finalView.zoom, slots: slots, mainThreadMs: mainThreadMs, swaps: swaps,
            inputLatencyMs: inputLatencyMs,
            uploadBytes: frameUploadBytes, uploadMs: frameUploadSeconds * 1000,
            texturesMade: frameTextureMaking.count, textureMakingMs: frameTextureMaking.seconds * 1000,
            queueDepth: queueDepth,
            cacheBytes: cacheBytes, injectedStallMs: injectedStallMs,
            presentMs: phases.spans.last { $0.phase == .present }.map { ($0.end - $0.start) * 1000 } ?? 0)
        record.transition = model.presentation.run.map { run in
            FrameRecord.Transition(
                from: run.from, to: run.to, style: run.transition.style.rawValue, progress: run.progress(at: model.now))
        }
        return record
    }

    /// The view now, as the bench report's `final` gives it.
    package var finalView: BenchReport.FinalView {
        let page = model.currentPage
        let layout = model.layout.rawValue
        let pages = model.spreads.pages(ofSpread: model.currentSpread)
        // The view's part of the current page, in the page's own points (not its spread's).
        guard let view = model.currentZoomView, let shown = view.visibleRect,
            let visible = model.slots.lazy.compactMap({ $0.placement(of: page) }).first?.rect(of: shown)
        else {
            let size = model.pageSizes[page]
            // A page poppler could not load has no area on screen: report it whole, at fit.
            return .init(
                page: page, zoom: model.currentZoomView?.fitScale ?? 1, visibleRect: [0, 0, size.width, size.height],
                layout: layout, pages: pages, rightToLeft: model.isRightToLeft)
        }
        return .init(
            page: page, zoom: view.scale, visibleRect: [visible.minX, visible.minY, visible.width, visible.height],
            layout: layout, pages: pages, rightToLeft: model.isRightToLeft)
    }
}
