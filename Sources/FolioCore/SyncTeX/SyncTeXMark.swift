/// The boxes a forward search landed on, highlighted for a moment so the eye finds them: fully
/// for `steadySeconds`, then fading out over `fadeSeconds`.
public struct SyncTeXMark: Sendable, Equatable {
    public var target: SyncTeXTarget
    /// When it was shown (model seconds).
    public var shownAt: Double

    public static let steadySeconds = 1.0
    public static let fadeSeconds = 0.5

    public init(target: SyncTeXTarget, shownAt: Double) {
        self.target = target
        self.shownAt = shownAt
    }

    /// How opaque the highlight is at `time`: 1, then falling to 0.
    public func opacity(at time: Double) -> Double {
        let fading = time - shownAt - Self.steadySeconds
        return min(max(1 - fading / Self.fadeSeconds, 0), 1)
    }

    /// Whether it still shows at `time`: frames are due until it has faded.
    public func isShowing(at time: Double) -> Bool { opacity(at: time) > 0 }
}
