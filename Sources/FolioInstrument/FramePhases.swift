import FolioRender

/// When each part of one frame's main-thread work ended, on `MonotonicClock`: the loop marks
/// input, physics, drawing and present, the session marks what `collect` does. Plain stores of a
/// clock reading, cheap enough for every frame whether or not a trace is kept.
public struct FramePhases: Sendable, Equatable {
    /// The parts of a frame, in the order they run.
    public enum Phase: Int, Sendable, CaseIterable, CustomStringConvertible {
        case input, physics, takingResults, planning, uploads, drawing, injectedStall, present

        public var description: String {
            switch self {
            case .input: "input"
            case .physics: "physics"
            case .takingResults: "taking results"
            case .planning: "planning"
            case .uploads: "uploads"
            case .drawing: "drawing"
            case .injectedStall: "injected stall"
            case .present: "present"
            }
        }
    }

    /// When the frame's work began.
    public var start: Double
    // One field per phase rather than an array: a frame's marks allocate nothing. NaN: not marked.
    private var input = Double.nan, physics = Double.nan, takingResults = Double.nan, planning = Double.nan
    private var uploads = Double.nan, drawing = Double.nan, injectedStall = Double.nan, present = Double.nan

    public init(start: Double = MonotonicClock.seconds) {
        self.start = start
    }

    /// `phase` ended at `time` (now when left out).
    public mutating func mark(_ phase: Phase, at time: Double = MonotonicClock.seconds) {
        switch phase {
        case .input: input = time
        case .physics: physics = time
        case .takingResults: takingResults = time
        case .planning: planning = time
        case .uploads: uploads = time
        case .drawing: drawing = time
        case .injectedStall: injectedStall = time
        case .present: present = time
        }
    }

    /// When `phase` ended; nil when the frame did not mark it.
    public func end(of phase: Phase) -> Double? {
        let time =
            switch phase {
            case .input: input
            case .physics: physics
            case .takingResults: takingResults
            case .planning: planning
            case .uploads: uploads
            case .drawing: drawing
            case .injectedStall: injectedStall
            case .present: present
            }
        return time.isNaN ? nil : time
    }

    /// The marked phases as `(phase, start, end)`, each starting where the one marked before it
    /// ended (the frame's start for the first).
    public var spans: [(phase: Phase, start: Double, end: Double)] {
        var from = start
        return Phase.allCases.compactMap { phase in
            guard let end = end(of: phase) else { return nil }
            defer { from = max(from, end) }
            return (phase, from, max(from, end))
        }
    }

    /// When the last marked phase ended: the frame's end.
    public var end: Double { Phase.allCases.reversed().lazy.compactMap { end(of: $0) }.first ?? start }
}
