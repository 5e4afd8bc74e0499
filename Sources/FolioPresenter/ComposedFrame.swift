import FolioCore
import FolioInstrument

/// What a frame shows, worked out without drawing: each slot's images and state, and the page
/// strip's cells. The host draws it (`FolioSDL`'s painter); the measurements read it once it is
/// presented; a test reads it headless.
package struct ComposedFrame {
    /// One slot: each page of its spread (the one page outside spreads) as `Page` draws it, and
    /// what the slot showed.
    package struct Slot {
        package var state: SlotFrameState
        package var pages: [Page] = []
        /// Device pixels per point of the slot's pages.
        package var scale = 1.0

        /// The images drawn on the slot's pages.
        package var layers: [CachedImage] { pages.flatMap(\.layers) }
        /// The images the slot's pages fall back on that their layers hide this frame.
        package var covered: [CachedImage] { pages.flatMap(\.covered) }
    }

    /// One page of a slot: drawn from `layers` (bottom first) at `scale` with the page's top-left
    /// corner at `origin`, or a placeholder in the page's shape.
    package struct Page {
        package var page: Int
        package var layers: [CachedImage] = []
        /// Images the slot falls back on that the layers hide this frame (the page at fit under regions
        /// that cover the view): not drawn, but kept from eviction as if they were.
        package var covered: [CachedImage] = []
        /// Zoomed: the parts of the window that the regions at the slot's zoom leave uncovered, where
        /// the layers under them show. Nil at fit: every layer is drawn whole.
        package var underClip: [Rect]?
        package var origin = Point.zero
        package var scale = 1.0
        /// The page's shape on screen, in page colour, while none of its pixels are ready, or while
        /// they fade in over it.
        package var placeholder: Rect?
        /// How opaque the layers are drawn: below 1 while the page arriving in a slide transition
        /// fades from its placeholder to the crisp pixels that landed during it.
        package var opacity = 1.0
        /// Where the page is cropped (its margins trimmed): nothing of it is drawn outside; nil
        /// when it shows whole.
        package var clip: Rect?

        /// The parts of `screen` where `layer` is drawn: all of it, or for a layer under the regions
        /// at the slot's zoom (the page at fit, another zoom's regions: magnified, the costly
        /// draws) only where it shows; never outside `clip`.
        package func drawnParts(of layer: CachedImage, on screen: Rect) -> [Rect] {
            let bounds = clip == nil ? screen : clip?.intersection(screen)
            guard let bounds else { return [] }
            guard let underClip, layer.key.region == nil || layer.scale != scale else { return [bounds] }
            return underClip.compactMap { $0.intersection(bounds) }
        }
    }

    /// The page strip while it shows: its band, and each page in view with its thumbnail once ready.
    package struct Strip {
        package struct Cell {
            package var page: Int
            /// Where the thumbnail goes.
            package var placed: Rect
            /// The thumbnail, once ready, drawn at `scale`; nil shows a placeholder in the page's shape.
            package var image: CachedImage?
            package var scale: Double
            package var isCurrent: Bool
        }

        package var band: Rect
        package var cells: [Cell] = []
        /// Pages in view that showed their thumbnail.
        package var ready: Int { cells.count { $0.image != nil } }
        /// Some cell showed a thumbnail of another page.
        package var stale: Bool { cells.contains { cell in cell.image.map { $0.page != cell.page } ?? false } }
    }

    /// A slide transition's frame: the pages of the slot showing `from` (the page left) and of the
    /// slot showing `to` (the page arriving), each drawn whole where the page arriving stands,
    /// then as `layers` say, bottom first.
    package struct Transition {
        package var from: Int
        package var to: Int
        package var progress: Double
        package var layers: [TransitionLayer]
    }

    package var slots: [Slot] = []
    package var strip: Strip?
    /// Presentation mode: a black background, no chrome.
    package var presenting = false
    /// The screen blanked to a colour in presentation mode: nothing else is drawn.
    package var blank = PresentationState.Blank.none
    package var transition: Transition?
    /// The screen the frame covers, in window pixels.
    package var screen: Rect

    /// Each slot's state, in slot order.
    package var states: [SlotFrameState] { slots.map(\.state) }
    /// The images drawn on the slots.
    package var slotImages: [CachedImage] { slots.flatMap(\.layers) }
    /// The images the slots drew or hid under what they drew: none of them may be evicted yet.
    package var slotImagesInUse: [CachedImage] { slots.flatMap { $0.layers + $0.covered } }
    /// Every page drawn on the slots.
    package var pages: [Page] { slots.flatMap(\.pages) }
}
