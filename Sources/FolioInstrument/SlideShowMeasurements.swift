import FolioCore

/// What presentation mode showed, measured from the frames as they were presented: each
/// transition's frames, stalls and time on screen against the duration its page declared, and each
/// timed advance's wait against its page's display duration. The report's `slides`.
public struct SlideShowMeasurements: Sendable {
    /// One transition: `page` arrived at, from its first frame to the first frame that showed the
    /// page alone.
    public struct Transition: Sendable, Equatable, Encodable {
        public let page: Int
        public let style: String
        public let reversed: Bool
        public let declaredMs: Double
        public let measuredMs: Double
        public let frames: Int
        /// Frames that came more than half a frame late, and the frames that never came for them.
        public let stalls: Int
        public let droppedFrames: Int
    }

    /// One timed advance: `page` left, from the first frame its clock counted in to the first frame
    /// of the turn away.
    public struct Advance: Sendable, Equatable, Encodable {
        public let page: Int
        public let declaredMs: Double
        public let measuredMs: Double
    }

    public private(set) var transitions: [Transition] = []
    public private(set) var advances: [Advance] = []

    /// The transition on screen: its run, its first frame and what its frames counted.
    private var showing: (run: TransitionRun, firstAt: Double, frames: Int, stalls: Int, dropped: Int)?
    /// The clock counting for the current page (model seconds), and the frame that first showed it.
    private var clock: (start: Double, shownAt: Double)?
    private var lastFrameAt: Double?

    public init() {}

    /// Nothing was presented: the report leaves `slides` out.
    public var isEmpty: Bool { transitions.isEmpty && advances.isEmpty }

    /// The report's `slides`.
    public struct Report: Sendable, Equatable, Encodable {
        public let transitions: [Transition]
        public let advances: [Advance]
    }

    /// What the report gives; nil when nothing was presented.
    public var report: Report? { isEmpty ? nil : Report(transitions: transitions, advances: advances) }

    /// A frame presented at `seconds` (monotonic) while `state` was the model's, after the model
    /// made `advances` since the last frame; `budget` is a frame's seconds.
    public mutating func framePresented(
        _ state: PresentationState, advances made: [TimedAdvance], at seconds: Double, budget: Double
    ) {
        let interval = lastFrameAt.map { seconds - $0 }
        lastFrameAt = seconds
        // An advance ends with this frame: the first to show its turn away.
        for advance in made {
            let shownAt = clock.map { $0.start == advance.clockStart ? $0.shownAt : nil } ?? nil
            advances.append(
                Advance(
                    page: advance.page, declaredMs: Self.milliseconds(advance.declaredSeconds),
                    measuredMs: ((seconds - (shownAt ?? seconds)) * 1000)))
        }
        if let open = showing, open.run != state.run { finishTransition(open, at: seconds) }
        if let run = state.run {
            if showing == nil { showing = (run, seconds, 0, 0, 0) }
            showing?.frames += 1
            if let interval, showing?.frames ?? 0 > 1 {
                let late = interval / budget
                if late > 1.5 { showing?.stalls += 1 }
                showing?.dropped += max(Int(late.rounded()) - 1, 0)
            }
        }
        if let start = state.clockStart, clock?.start != start { clock = (start, seconds) }
        if state.clockStart == nil { clock = nil }
    }

    private mutating func finishTransition(
        _ open: (run: TransitionRun, firstAt: Double, frames: Int, stalls: Int, dropped: Int), at seconds: Double
    ) {
        transitions.append(
            Transition(
                page: open.run.to, style: open.run.transition.style.rawValue, reversed: open.run.reversed,
                declaredMs: Self.milliseconds(open.run.transition.seconds), measuredMs: (seconds - open.firstAt) * 1000,
                frames: open.frames, stalls: open.stalls, droppedFrames: open.dropped))
        showing = nil
    }

    /// A declared duration in milliseconds, to the microsecond: 0.3 s is 300 ms, not 300.0000000000001.
    private static func milliseconds(_ seconds: Double) -> Double { (seconds * 1_000_000).rounded() / 1000 }
}
