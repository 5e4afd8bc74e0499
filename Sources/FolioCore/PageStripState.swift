/// Whether the page strip shows, and the finger scrubbing it: the `ReaderModel`'s part for the
/// strip, driven by `ReaderAction`s so the window and the bench share it. The strip shows while
/// toggled on (`t`), while a finger scrubs it, and for `revealSeconds` after each page change of a
/// run of them (pages flicked or turned quickly: the pages being scrubbed), then hides again.
public struct PageStripState: Sendable, Equatable {
    /// How long the strip stays after the last page change of a run.
    public static let revealSeconds = 1.0

    /// A finger on the strip.
    public struct Scrub: Sendable, Equatable {
        /// Where the finger went down (window pixels, along the strip) and the strip's position then.
        public let startX: Double
        public let startPosition: Double
        /// The strip's position now: the fractional page at the window's centre.
        public internal(set) var position: Double
        /// Whether the finger moved further than a click's slop.
        public internal(set) var moved = false
    }

    /// Toggled on by the user: stays until toggled off.
    public internal(set) var isToggledOn = false
    public internal(set) var scrub: Scrub?
    /// Until when a run of page changes keeps it shown.
    public internal(set) var revealedUntil = -Double.infinity
    private var lastPage: Int
    /// When the current page changed, over the last second.
    private var pageChangeTimes: [Double] = []

    init(currentPage: Int) {
        lastPage = currentPage
    }

    /// Whether the strip shows at `time`.
    public func isShown(at time: Double) -> Bool {
        isToggledOn || scrub != nil || time < revealedUntil
    }

    /// Shown at `time` only for a while: a frame is due when it hides.
    public func hidesLater(at time: Double) -> Bool {
        !isToggledOn && scrub == nil && time < revealedUntil
    }

    /// Called on every tick: a run of page changes (as many as make a run of flicks for the
    /// planner, within a second) shows the strip until `revealSeconds` after the latest.
    mutating func observe(currentPage: Int, at time: Double) {
        if currentPage != lastPage {
            lastPage = currentPage
            pageChangeTimes.append(time)
        }
        pageChangeTimes.removeAll { $0 < time - 1 }
        if pageChangeTimes.count >= RenderPlanner.flickRunPageChanges, let last = pageChangeTimes.last {
            revealedUntil = max(revealedUntil, last + Self.revealSeconds)
        }
    }
}
