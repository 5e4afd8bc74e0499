import FolioCore

/// The summary of a bench run (`--report`): what the frames showed and how long they took.
public struct BenchReport: Sendable, Encodable {
    public struct Renders: Sendable, Encodable {
        public let completed: Int
        public let cancelled: Int
        public let discarded: Int
    }

    /// The view at the end of the script.
    public struct FinalView: Sendable, Encodable {
        public let page: Int
        /// Device pixels per page point.
        public let zoom: Double
        /// The visible part of the page, in page points: [x, y, width, height].
        public let visibleRect: [Double]
    }

    public let file: String
    public let script: String
    public let fps: Double
    public let window: [Int]
    public let frames: Int
    /// Frames whose main-thread work exceeded the frame budget (1 / fps).
    public let stalls: Int
    public let flaggedStalls: [Int]
    /// Frames presented later than 1.5 budgets after the previous one.
    public let missedFrames: Int
    /// Frames in which a visible slot showed pixels that were not its own.
    public let staleFrames: Int
    /// Frames in which a visible slot showed nothing where a page should be.
    public let blankFrames: Int
    /// Frames in which a visible slot showed its page's placeholder.
    public let placeholderFrames: Int
    public let mainThreadMs: LatencySummary
    public let frameIntervalMs: LatencySummary
    /// From each time the view came to rest (no finger down, no motion, no zoom step for
    /// `ReaderModel.zoomSettleDelay`) to the first frame that showed it crisp.
    public let timeToCrispMs: LatencySummary
    /// The worker's time for the renders that made those frames crisp: poppler's share of the wait.
    public let crispRenderMs: LatencySummary
    public let swaps: Int
    public let renders: Renders
    public let peakRSSBytes: Int
    public let final: FinalView
    public let commandLine: [String]
}
