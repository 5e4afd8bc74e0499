import FolioCore
import FolioInstrument

/// Draws a session's frame, layer over layer: the slots (`Compositor`), night mode's inversion,
/// what navigation puts on the pages (matches, selection), the page strip, the outline panel, the
/// chrome and the search panel; and keeps what the frame showed, which the measurements read once
/// it is presented. Main thread only.
final class SessionPainter {
    private let compositor = Compositor()
    private let chromeLayer = ChromeLayer()
    private let stripView = PageStripView()
    /// The images drawn on the visible slots in the last frame.
    private(set) var drawnImages: [CachedImage] = []
    /// What the page strip drew in the last frame; nil when it did not show.
    private(set) var drawnStrip: PageStripView.Frame?

    /// Draws `model` from `textures`, with a panel on each page of `notices` (an error's page is
    /// not drawn from its images) and `indicatorNote` beside the page indicator; reports, slot by
    /// slot, what each one showed.
    func draw(
        _ model: ReaderModel, from textures: TextureCache, notices: [Int: PageNotices.Notice],
        navigation: ReaderNavigation, indicatorNote: String?, on renderer: OpaquePointer
    ) throws(SDLError) -> [SlotFrameState] {
        let frame = compositor.draw(model, from: textures, failed: Set(notices.filter(\.value.isError).keys), on: renderer)
        if model.chrome.nightMode { chromeLayer.invertPages(of: model, on: renderer) }
        try navigation.drawOnPages(model, on: renderer)
        drawnStrip = model.isStripShown ? stripView.draw(model, from: textures, on: renderer) : nil
        try navigation.drawOutline(model, on: renderer)
        try chromeLayer.draw(model, notices: notices.mapValues(\.lines), extraIndicatorText: indicatorNote, on: renderer)
        try navigation.drawSearchPanel(model, on: renderer)
        textures.markDrawn(frame.images + (drawnStrip?.images ?? []))
        drawnImages = frame.images
        return frame.states
    }
}
