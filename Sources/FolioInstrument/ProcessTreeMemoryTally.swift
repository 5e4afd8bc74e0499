/// The readings of `ProcessTreeMemory` over a run: the largest, the most processes, and what the
/// readings cost. The kernel keeps no high-water mark of PSS as it does of RSS (VmHWM), so the peak
/// is the largest reading: a sampled figure.
public struct ProcessTreeMemoryTally: Sendable {
    private var peak: ProcessTreeMemory?
    private var peakProcesses = 0
    private var readings = 0
    private var readingSeconds = 0.0
    private var longestReadingSeconds = 0.0

    public init() {}

    /// Counts `reading`, which took `seconds` to read.
    public mutating func record(_ reading: ProcessTreeMemory, took seconds: Double) {
        readings += 1
        readingSeconds += seconds
        longestReadingSeconds = max(longestReadingSeconds, seconds)
        if reading.pssBytes > peak?.pssBytes ?? -1 { peak = reading }
        peakProcesses = max(peakProcesses, reading.processes)
    }

    /// The figures, with `final` the reading at the end of the run (counted as well).
    public func use(final: ProcessTreeMemory, took seconds: Double) -> ProcessTreeMemoryUse {
        var ended = self
        ended.record(final, took: seconds)
        return ProcessTreeMemoryUse(
            peakPSSBytes: ended.peak?.pssBytes ?? 0, finalPSSBytes: final.pssBytes, peakProcesses: ended.peakProcesses,
            finalProcesses: final.processes, readings: ended.readings,
            meanReadingUs: ended.readingSeconds / Double(ended.readings) * 1_000_000,
            maxReadingUs: ended.longestReadingSeconds * 1_000_000)
    }
}
