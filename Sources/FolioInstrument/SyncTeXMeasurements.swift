/// What the session measures of SyncTeX (the TeX loop): reading the PDF's records, once, at the
/// first lookup; each lookup; and each forward search from being asked to its page crisp on screen.
/// Times are monotonic seconds. The report's `synctex`.
public struct SyncTeXMeasurements: Sendable {
    public private(set) var recordsReadSeconds: Double?
    public private(set) var lookupSeconds: [Double] = []
    public private(set) var failures = 0
    /// From a forward search asked to the first frame that showed its page crisp.
    public private(set) var shownSeconds: [Double] = []
    /// When each forward search still unanswered was asked, oldest first: the searcher answers in order.
    private var unanswered: [Double] = []
    /// The latest forward search answered and its page, until a frame shows that page crisp (a
    /// newer one replaces it: the reader has moved on).
    private var awaitingCrisp: (askedAt: Double, page: Int)?

    public init() {}

    /// A forward search was asked at `seconds`.
    public mutating func asked(at seconds: Double) { unanswered.append(seconds) }

    /// A forward search could not be asked: the pages come from no file with SyncTeX records.
    public mutating func refused() { failures += 1 }

    /// A lookup took `seconds`, after reading the records in `recordsRead` seconds if it had to.
    public mutating func lookedUp(seconds: Double, recordsRead: Double?) {
        lookupSeconds.append(seconds)
        if let recordsRead { recordsReadSeconds = recordsRead }
    }

    /// The oldest forward search still unanswered landed on `page`, or found nothing (nil).
    public mutating func forwardAnswered(page: Int?) {
        let askedAt = unanswered.isEmpty ? nil : unanswered.removeFirst()
        guard let page else {
            failures += 1
            return
        }
        if let askedAt { awaitingCrisp = (askedAt, page) }
    }

    /// A forward search is still being looked up.
    public var isLookingUp: Bool { !unanswered.isEmpty }

    /// A frame was presented at `seconds`, showing crisp the pages `showsCrisp` says.
    public mutating func framePresented(at seconds: Double, showsCrisp: (Int) -> Bool) {
        guard let awaiting = awaitingCrisp, showsCrisp(awaiting.page) else { return }
        shownSeconds.append(seconds - awaiting.askedAt)
        awaitingCrisp = nil
    }

    /// The report's `synctex`: absent when the run looked nothing up.
    public struct Report: Sendable, Encodable {
        /// Reading the PDF's SyncTeX records (once, at the first lookup); nil when they could not be read.
        public let recordsReadMs: Double?
        public let lookups: Int
        /// Forward searches that found nothing, or had no records to search.
        public let failed: Int
        /// Each lookup, the records' reading left out.
        public let lookupMs: LatencySummary
        /// From a forward search asked to the first frame that showed its page crisp.
        public let shownMs: LatencySummary
    }

    public var report: Report? {
        guard !lookupSeconds.isEmpty || failures > 0 else { return nil }
        return Report(
            recordsReadMs: recordsReadSeconds.map { $0 * 1000 }, lookups: lookupSeconds.count, failed: failures,
            lookupMs: LatencySummary(milliseconds: lookupSeconds.map { $0 * 1000 }),
            shownMs: LatencySummary(milliseconds: shownSeconds.map { $0 * 1000 }))
    }
}
