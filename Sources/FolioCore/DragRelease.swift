/// How a drag ends, i.e. what the finger does after its last movement.
public enum DragRelease: String, Sendable, Equatable, Codable, CaseIterable {
    /// Let go while still moving: the engine keeps the velocity (a flick, a page fling).
    case flick
    /// Stop, rest `holdRestSeconds` at the final position (within the step's time), then let go:
    /// nothing to fling, as when panning a zoomed page.
    case hold
    /// JSON `"none"`: keep the finger down. A following drag continues the same touch from where it
    /// stopped and a wait keeps it down; any other step, or the end of the script, lifts it first
    /// (at that moment, without moving). Named `keepDown` so it never reads as `Optional.none`.
    case keepDown = "none"

    /// How long a `hold` release rests at the final position before letting go.
    public static let holdRestSeconds = 0.1
}
