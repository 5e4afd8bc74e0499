/// A transition under way, from the page left to the page arriving. Going back plays the page
/// left's own transition (the one that brought it in) backwards.
public struct TransitionRun: Sendable, Equatable {
    /// The page left and the page arriving.
    public let from: Int
    public let to: Int
    public let transition: SlideTransition
    /// Played backwards: the transition is `from`'s, run from its end to its start.
    public let reversed: Bool
    /// When it started (model seconds).
    public let start: Double

    public init(from: Int, to: Int, transition: SlideTransition, reversed: Bool, start: Double) {
        self.from = from
        self.to = to
        self.transition = transition
        self.reversed = reversed
        self.start = start
    }

    /// When the page arriving shows alone.
    public var end: Double { start + transition.seconds }

    /// How far it has come at `time`: 0 at its start, 1 from its end on.
    public func progress(at time: Double) -> Double {
        guard transition.seconds > 0 else { return 1 }
        return min(max((time - start) / transition.seconds, 0), 1)
    }

    public func isOver(at time: Double) -> Bool { progress(at: time) >= 1 }

    /// How long crisp pixels that land during a transition take to fade in over the placeholder
    /// they replace (at most: they are opaque when the transition ends).
    public static let crispFadeSeconds = 0.25

    /// The opacity at `time` of a page's crisp pixels that arrived at `arrival`: 1 when they were
    /// there before the transition started; otherwise rising from 0 at their arrival to 1 after
    /// `crispFadeSeconds`, or at the transition's end if that comes first. A transition never waits
    /// for pixels, and the pixels that come late never pop in over the moving picture.
    public func crispOpacity(arrivedAt arrival: Double, at time: Double) -> Double {
        guard arrival > start else { return 1 }
        let fade = min(Self.crispFadeSeconds, end - arrival)
        guard fade > 0 else { return 1 }
        return min(max((time - arrival) / fade, 0), 1)
    }

    /// The frame's layers at `time`, bottom first, `.from` being the page left and `.to` the page
    /// arriving, in a window of `size`.
    public func layers(at time: Double, in size: Size) -> [TransitionLayer] {
        let progress = progress(at: time)
        guard reversed else { return transition.layers(at: progress, in: size) }
        // Backwards, the page arriving plays the part of the page the transition replaced.
        return transition.layers(at: 1 - progress, in: size).map { layer in
            var swapped = layer
            swapped.picture = layer.picture == .from ? .to : .from
            return swapped
        }
    }
}
