/// A page that turned by itself, its display duration (`/Dur` or `--advance`) over: for the report.
public struct TimedAdvance: Sendable, Equatable {
    /// The page left.
    public let page: Int
    /// How long it was to stay, and when its clock started and the advance came (model seconds).
    public let declaredSeconds: Double
    public let clockStart: Double
    public let firedAt: Double

    public init(page: Int, declaredSeconds: Double, clockStart: Double, firedAt: Double) {
        self.page = page
        self.declaredSeconds = declaredSeconds
        self.clockStart = clockStart
        self.firedAt = firedAt
    }
}
