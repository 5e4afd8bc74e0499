/// Decides from successive looks at a file (any `Equatable` description of its version, nil when it
/// is gone) whether the document shown from it should be reloaded, as Evince and zathura do.
/// A file being written changes from look to look; it is reloaded only once it has stayed the same
/// for `settleSeconds`, so a half-written file is not opened.
public struct FileWatch<Version: Equatable & Sendable>: Sendable {
    /// What the watcher concludes from one look.
    public enum Verdict: Sendable, Equatable {
        /// The file is the version shown (again, if it was gone or changing).
        case unchanged
        /// The file is gone: keep what is shown.
        case gone
        /// The file differs and may still be being written: look again soon.
        case settling
        /// A new version has been stable for `settleSeconds`: reload it, then call `reloaded(as:)`.
        case changed(Version)
    }

    /// How long a new version must stay the same before it is reloaded.
    public static var settleSeconds: Double { 0.2 }
    /// How often to look while nothing happens, and while a change settles.
    public static var idleInterval: Double { 0.5 }
    public static var settlingInterval: Double { 0.1 }

    /// The version shown.
    public private(set) var shown: Version?
    private var candidate: (version: Version, since: Double)?

    public init(shown: Version?) {
        self.shown = shown
    }

    /// When the next look is due, after one at `time`.
    public func nextLook(after time: Double) -> Double {
        time + (candidate == nil ? Self.idleInterval : Self.settlingInterval)
    }

    /// Takes one look at the file, made at `time` (seconds, any clock that does not go back).
    public mutating func look(_ version: Version?, at time: Double) -> Verdict {
        guard let version else {
            candidate = nil
            return .gone
        }
        if version == shown {
            candidate = nil
            return .unchanged
        }
        guard let candidate, candidate.version == version else {
            candidate = (version, time)
            return .settling
        }
        return time - candidate.since >= Self.settleSeconds ? .changed(version) : .settling
    }

    /// The new version is shown now (or failed to open: it is not tried again until it changes).
    public mutating func reloaded(as version: Version) {
        shown = version
        candidate = nil
    }
}
