import FolioCore

/// Which page sizes the render pool still has to measure, and in what order: nearest the page the
/// reader is heading for first. Not thread-safe: `RenderPool` keeps it under its lock, as it keeps
/// its `RenderQueue`; a plain value, so the order is tested without threads.
struct PageMeasuring: Sendable {
    /// Pages this close to the focus are measured before anything but a visible page's render.
    static let urgentReach = RenderPlanner.flickingPrefetchPages + 1
    /// Pages measured in one go: poppler takes well under a millisecond a page.
    static let batchSize = 16

    private var sizes: PageSizes
    /// The labels measured so far (where the document gives labels).
    private(set) var labels: [Int: String] = [:]
    private var inFlight: Set<Int> = []
    /// The page the reader is on or heading for.
    var focus: Int

    init(_ sizes: PageSizes, focus: Int) {
        self.sizes = sizes
        self.focus = focus
    }

    var isDone: Bool { sizes.allKnown }
    /// Every page's size, once all are measured.
    var allSizes: [Size]? { sizes.all }
    /// No batch is being measured.
    var isIdle: Bool { inFlight.isEmpty }

    /// Whether a page near the focus is still unmeasured and not being measured.
    var isUrgent: Bool {
        nextPages(limit: 1).first.map { abs($0 - focus) <= Self.urgentReach } ?? false
    }

    /// Takes the next pages to measure, nearest the focus first, and marks them in flight.
    mutating func takeBatch() -> [Int] {
        let batch = nextPages(limit: Self.batchSize)
        inFlight.formUnion(batch)
        return batch
    }

    /// A batch is measured (a page that cannot be read measures `.zero`, as in `PageSource.info`).
    mutating func finish(_ measured: MeasuredPages) {
        inFlight.subtract(measured.sizes.keys)
        sizes.learn(measured.sizes)
        labels.merge(measured.labels) { _, new in new }
    }

    private func nextPages(limit: Int) -> [Int] {
        Array(
            sizes.unknownPages(nearestTo: focus, limit: limit + inFlight.count).filter { !inFlight.contains($0) }
                .prefix(limit))
    }
}
