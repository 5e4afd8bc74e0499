/// What the presenter window shows, worked out from the reader's own model every frame, so that
/// the two windows never disagree: the current page large on the left, the next one smaller on the
/// right, and a status line along the bottom (where the speaker is, the time presenting, the
/// clock). With beamer's notes pages (`NotesSide`) the large pane is the current page's notes and
/// the small one the next page's slide, while the audience sees the slide halves.
public struct PresenterView: Sendable, Equatable {
    /// A page, or the part of it, fitted into a pane of the window.
    public struct Pane: Sendable, Equatable {
        public let page: Int
        /// The part of the page shown, in page points from its top-left corner.
        public let part: Rect
        /// Where that part goes in the window (device pixels), its aspect kept.
        public let frame: Rect
        /// The part is the whole page.
        public let isWholePage: Bool

        /// Device pixels per page point.
        public var scale: Double { part.width > 0 ? frame.width / part.width : 1 }
    }

    /// The page the audience sees now (its notes, with notes pages).
    public let current: Pane
    /// The page that comes next; nil on the last.
    public let next: Pane?
    /// Where the status line goes (device pixels).
    public let status: Rect
    /// The page and where it is among them: `Slide 3 / 12`, `page 3 / 12 (last)`.
    public let position: String
    /// What the audience sees instead of the page, if the screen is blanked: `screen black`.
    public let blanked: String?

    /// The room around the panes and between them, as a share of the window's shorter side.
    static let marginShare = 0.03
    /// The status line's height, as a share of the window's height.
    static let statusShare = 0.14
    /// The current page's pane's share of the width the two panes have.
    static let currentShare = 0.62
    /// The next page's pane's share of the height: smaller than the current page's in a wide window too.
    static let nextHeightShare = 0.6

    /// The presenter's view of `model` in a window of `window` device pixels.
    public init(of model: ReaderModel, window: Size) {
        let page = model.currentPage
        let pageCount = model.pageSizes.count
        let notes = model.trim.notes
        let spread = model.spreads.spread(holding: page)
        let nextPage = spread < model.spreads.count ? model.spreads.firstPage(ofSpread: spread + 1) : nil

        let margin = (min(window.width, window.height) * Self.marginShare).rounded()
        let statusHeight = (window.height * Self.statusShare).rounded()
        let paneHeight = max(window.height - statusHeight - 2 * margin, 1)
        let width = max(window.width - 3 * margin, 2)
        let currentWidth = (width * Self.currentShare).rounded()
        let currentArea = Rect(x: margin, y: margin, width: currentWidth, height: paneHeight)
        let nextArea = Rect(
            x: 2 * margin + currentWidth, y: margin, width: width - currentWidth,
            height: paneHeight * Self.nextHeightShare)

        current = Self.pane(page: page, part: notes?.notes, of: model.pageSizes[page], in: currentArea)
        next = nextPage.map {
            Self.pane(page: $0, part: notes?.slide, of: model.pageSizes[$0], in: nextArea, top: true)
        }
        status = Rect(x: margin, y: window.height - statusHeight, width: width + margin, height: statusHeight - margin)
        let noun = model.presentation.isOn ? "Slide" : "Page"
        position = "\(noun) \(page) / \(pageCount)" + (nextPage == nil ? "  (last)" : "")
        switch model.presentation.isOn ? model.presentation.blank : .none {
        case .none: blanked = nil
        case .black: blanked = "screen black"
        case .white: blanked = "screen white"
        }
    }

    /// `part` of a page of `size` (the whole page for nil) fitted into `area`, centred, or at its
    /// top when `top`.
    private static func pane(page: Int, part: ((Size) -> Rect)?, of size: Size, in area: Rect, top: Bool = false)
        -> Pane
    {
        let shown = part?(size) ?? Rect(origin: .zero, size: size)
        let fit = PageFit(page: shown.size, viewport: area.size)
        let frame = Rect(
            x: area.minX + fit.frame.minX, y: area.minY + (top ? 0 : fit.frame.minY),
            width: fit.frame.width, height: fit.frame.height)
        return Pane(page: page, part: shown, frame: frame, isWholePage: part == nil)
    }

    /// The time presenting as a speaker reads it: `4:05`, `1:02:09`.
    public static func elapsedText(seconds: Double) -> String {
        let total = Int(max(seconds, 0))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
}
