import Logging

/// The disk cache's one warning. A cache folder that cannot be made or written (read-only, full,
/// not ours) turns the disk cache off for that document: pages are rendered as if it did not
/// exist, and this says so once per process, however many documents and writes fail after.
public final class DiskCacheWarning: Sendable {
    private let said = Locked(false)
    private let say: @Sendable (String) -> Void

    /// What every `DiskCache` reports to unless told otherwise: the log, as a warning.
    public static let shared = DiskCacheWarning { message in Logger(label: "folio.cache").warning("\(message)") }

    public init(say: @escaping @Sendable (String) -> Void) {
        self.say = say
    }

    /// Says why the disk cache under `directory` is skipped, unless a warning was given already.
    func report(_ reason: String, directory: String) {
        let first = said.withLock { said in
            defer { said = true }
            return !said
        }
        if first {
            say("warning: the disk cache in \(directory) is skipped (\(reason)); pages are rendered without it")
        }
    }
}
