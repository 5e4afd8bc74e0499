/// What the reader session measures beyond a frame's own record: time to first pixel, time to
/// crisp after each gesture, prefetch hits, swaps and what became of renders. Plain bookkeeping fed
/// by the session at gesture ends and presents, so its rules read in one place.
public struct SessionMeasurements: Sendable {
    public init() {}

    /// When and how long the pixels of one drawn image took to make.
    public struct ShownImage: Sendable {
        /// When (monotonic clock) the main thread took the result.
        public var arrivedAt: Double
        /// How long poppler (or the disk cache) took to make it.
        public var renderSeconds: Double

        public init(arrivedAt: Double, renderSeconds: Double) {
            self.arrivedAt = arrivedAt
            self.renderSeconds = renderSeconds
        }
    }

    public private(set) var swaps = 0
    public private(set) var rendersCompleted = 0
    public private(set) var rendersDiscarded = 0
    public private(set) var discardedCPUSeconds = 0.0
    public private(set) var rendersFromDiskCache = 0
    /// Pages that came on screen after the first frame, and how many were already rendered when they did.
    public private(set) var arrivals = 0
    public private(set) var arrivalsReady = 0
    /// Seconds from the end of each gesture to the frame from which the view stayed crisp until it
    /// came to rest.
    public private(set) var timesToCrisp: [Double] = []
    /// For each of those, the render time of the images that arrived after the gesture ended and
    /// made the view crisp: poppler's share of the wait (0 when nothing had to be rendered).
    public private(set) var crispRenderSeconds: [Double] = []
    /// When (monotonic clock) the current page was first shown crisp.
    public private(set) var firstCrispTime: Double?
    /// How often the current page showed crisp at a steady deep zoom.
    public private(set) var crispAtZoom = CrispShareAtZoom()

    /// When (monotonic clock) the last gesture ended, until its time to crisp is taken.
    private var gestureEndedAt: Double?
    /// Whether a frame showed the view at rest since then (without it being crisp).
    private var restedSinceGestureEnded = false
    /// Rests after a gesture that the next gesture interrupted before the view was crisp.
    private var abandonedRests = 0
    /// The first present of the current run of frames whose visible slots were all crisp, and the
    /// render time of what arrived for it after the gesture ended.
    private var crispSince: (presented: Double, renderSeconds: Double)?
    private var visibleLastFrame: Set<Int>?

    public mutating func countSwaps(_ count: Int) { swaps += count }
    public mutating func countRender(fromDiskCache: Bool) {
        rendersCompleted += 1
        if fromDiskCache { rendersFromDiskCache += 1 }
    }
    /// A result no one used, and the CPU seconds its render cost (nil: not measured).
    public mutating func countDiscarded(cpuSeconds: Double?) {
        rendersDiscarded += 1
        discardedCPUSeconds += cpuSeconds ?? 0
    }

    /// The share of arrivals that came already rendered (1 when none came).
    public var prefetchHitRate: Double { arrivals > 0 ? Double(arrivalsReady) / Double(arrivals) : 1 }

    /// Rests that have no time to crisp: the view came to rest after a gesture, and the next gesture
    /// began (or the run ended) before it was crisp.
    public var restsWithoutCrisp: Int { abandonedRests + (gestureEndedAt != nil && restedSinceGestureEnded ? 1 : 0) }

    /// A finger went down: a gesture is under way, and the time to crisp waits for its end.
    public mutating func gestureStarted() {
        abandonRest()
        gestureEndedAt = nil
    }

    /// Any input but a press or a move ends a gesture (or is one): a pinch's last step, a finger
    /// lifted, a key, a wheel notch. The time to crisp is measured from the last.
    public mutating func gestureEnded(at time: Double) {
        abandonRest()
        gestureEndedAt = time
        crispSince = nil
    }

    private mutating func abandonRest() {
        if gestureEndedAt != nil, restedSinceGestureEnded { abandonedRests += 1 }
        restedSinceGestureEnded = false
    }

    /// A frame was presented at `seconds` showing `states`, with `shown` the images on its visible
    /// slots. Takes the time to first pixel, arrivals, and the time to crisp: the first frame from
    /// which every visible slot stayed crisp until the view came to rest.
    public mutating func framePresented(
        _ states: [SlotFrameState], currentPage: Int, shown: [ShownImage], atRest: Bool, at seconds: Double
    ) {
        if firstCrispTime == nil, states.showCrisp(page: currentPage) {
            firstCrispTime = seconds
        }
        noteArrivals(states)
        guard let ended = gestureEndedAt else { return }
        if atRest { restedSinceGestureEnded = true }
        let visible = states.filter(\.visible)
        guard !visible.isEmpty, visible.allSatisfy({ $0.shows == .crisp }) else {
            crispSince = nil
            return
        }
        if crispSince == nil {
            let waitedFor = shown.filter { $0.arrivedAt >= ended }
            crispSince = (seconds, waitedFor.reduce(0) { $0 + $1.renderSeconds })
        }
        guard atRest, let crisp = crispSince else { return }
        timesToCrisp.append(max(crisp.presented - ended, 0))
        crispRenderSeconds.append(crisp.renderSeconds)
        gestureEndedAt = nil
        restedSinceGestureEnded = false
        crispSince = nil
    }

    /// Counts a presented frame toward `crispAtZoom`: `steadyZoom` when its current page was zoomed
    /// in and no zoom gesture was under way.
    public mutating func countFrameAtZoom(_ states: [SlotFrameState], currentPage: Int, steadyZoom: Bool) {
        crispAtZoom.count(states, currentPage: currentPage, steadyZoom: steadyZoom)
    }

    /// Counts pages coming on screen (not those of the first frame) and whether they came rendered.
    private mutating func noteArrivals(_ states: [SlotFrameState]) {
        let visible = Set(states.filter(\.visible).compactMap(\.page))
        defer { visibleLastFrame = visible }
        guard let before = visibleLastFrame else { return }
        for state in states where state.visible && !before.contains(state.page ?? 0) {
            arrivals += 1
            if state.shows == .crisp { arrivalsReady += 1 }
        }
    }
}
