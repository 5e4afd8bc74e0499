extension BenchReport {
    /// The latest search of the run (a script's `search` step, or `/` typed): how much of the
    /// document it searched, how fast, and how long the first match and all of them took.
    public struct Search: Sendable, Encodable {
        public let text: String
        public let pages: Int
        public let pagesSearched: Int
        public let matches: Int
        /// Pages searched per second, from the search's start to its last page searched.
        public let pagesPerSecond: Double
        /// From the start to the first match found by a worker; nil when none was.
        public let firstMatchMs: Double?
        /// From the start to the first frame presented with a match on screen; nil when none was.
        public let firstMatchShownMs: Double?
        /// From the start to the whole document searched; nil when the run ended before.
        public let allMatchesMs: Double?

        /// Nil when the run searched nothing.
        public init?(_ measured: SearchMeasurements) {
            guard let text = measured.text, let start = measured.startedAt else { return nil }
            self.text = text
            pages = measured.pages
            pagesSearched = measured.pagesSearched
            matches = measured.matches
            let busy = (measured.finishedAt ?? measured.lastAnswerAt).map { $0 - start } ?? 0
            pagesPerSecond = busy > 0 ? Double(measured.pagesSearched) / busy : 0
            firstMatchMs = measured.firstMatchAt.map { ($0 - start) * 1000 }
            firstMatchShownMs = measured.firstMatchShownAt.map { ($0 - start) * 1000 }
            allMatchesMs = measured.finishedAt.map { ($0 - start) * 1000 }
        }
    }
}
