import CFolioProcess
import FolioRender

/// The reader as the reaper of its orphaned descendants (`PR_SET_CHILD_SUBREAPER`), but only while
/// a zygote makes a worker: from the request until its answer is read (`PendingWorker`). The
/// worker, orphaned when the middle process between it and the zygote exits, becomes the reader's
/// child, which then reaps it with `wait4` like one it started itself. Left set for good, the
/// reader would also adopt whatever `xdg-open` or a bench child leaves behind, and nothing would
/// reap those; outside these windows they go to init as before.
enum Subreaper {
    /// How many requests are inside a window now; the first turns the flag on, the last off.
    private static let windows = Locked(0)

    /// Opens a window: from now until the matching `leave`, orphans become this process's children.
    static func enter() {
        windows.withLock { count in
            if count == 0 { _ = folio_set_child_subreaper(1) }
            count += 1
        }
    }

    /// Closes a window opened by `enter`.
    static func leave() {
        windows.withLock { count in
            count -= 1
            if count == 0 { _ = folio_set_child_subreaper(0) }
        }
    }
}
