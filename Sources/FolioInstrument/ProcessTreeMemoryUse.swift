/// The memory of the reader and its render processes over a run (`ProcessTreeMemorySampler`), as
/// the report's `processTreeMemory` gives it.
public struct ProcessTreeMemoryUse: Sendable, Encodable, Equatable {
    /// The largest sum of PSS read over the run (and at its end), in bytes.
    public let peakPSSBytes: Int
    /// The sum at the end of the run.
    public let finalPSSBytes: Int
    /// The most processes (the reader included) any reading found, and those at the end.
    public let peakProcesses: Int
    public let finalProcesses: Int
    /// How many readings were taken, and what one cost, in microseconds.
    public let readings: Int
    public let meanReadingUs: Double
    public let maxReadingUs: Double

    public init(
        peakPSSBytes: Int, finalPSSBytes: Int, peakProcesses: Int, finalProcesses: Int, readings: Int,
        meanReadingUs: Double, maxReadingUs: Double
    ) {
        self.peakPSSBytes = peakPSSBytes
        self.finalPSSBytes = finalPSSBytes
        self.peakProcesses = peakProcesses
        self.finalProcesses = finalProcesses
        self.readings = readings
        self.meanReadingUs = meanReadingUs
        self.maxReadingUs = maxReadingUs
    }
}
