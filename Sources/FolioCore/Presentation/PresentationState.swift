/// Presentation mode: on or off, the screen blanked, the slides' transitions and durations as the
/// document gives them, the transition running, and the clock that turns a page whose display
/// duration is over. The model (`ReaderModel+Presentation`) drives it; the frame composer draws it.
public struct PresentationState: Sendable, Equatable {
    /// The screen blanked to a colour, as Impress and PowerPoint do with `b` and `w`.
    public enum Blank: Sendable, Equatable { case none, black, white }

    public internal(set) var isOn = false
    public internal(set) var blank = Blank.none
    /// Transitions drawn (true), or every page shown at once.
    public internal(set) var transitionsOn = true
    /// The document's transitions and durations; nil until the workers have read them.
    public internal(set) var slides: SlideShow?
    /// Every page's display duration from the command line (`--advance`), over the document's.
    public internal(set) var fixedSeconds: Double?
    /// The transition under way, if any.
    public internal(set) var run: TransitionRun?
    /// When the current page's clock started: its transition over, or the latest input. Nil while
    /// nothing counts (mode off, blanked, a transition under way).
    public internal(set) var clockStart: Double?
    /// Asked of the workers already.
    var slidesRequested = false
    /// The layout to go back to on leaving.
    var layoutBefore: PageLayout?
    /// Advances made since the session last took them (`takeAdvances`).
    var advances: [TimedAdvance] = []
    /// Lines for the log since the session last took them.
    var notes: [String] = []

    public init(fixedSeconds: Double? = nil) { self.fixedSeconds = fixedSeconds }

    /// How long `page` stays before the next comes by itself; nil: until a key.
    public func seconds(onPage page: Int) -> Double? { fixedSeconds ?? slides?.seconds(onPage: page) }

    /// The transition that brings `page` in, when transitions are on and the slides are read.
    func transition(arrivingAt page: Int) -> SlideTransition {
        guard transitionsOn, let slides else { return .replace }
        return slides.transition(arrivingAt: page)
    }

    /// The advances made since the last call.
    mutating func takeAdvances() -> [TimedAdvance] {
        defer { advances = [] }
        return advances
    }
}
