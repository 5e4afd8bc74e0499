import Dispatch
import Foundation
import Synchronization

/// Folio's threading rule for poppler, enforced with preconditions at every call `Document` and
/// `Page` make into poppler: "The main thread never calls poppler. A PopplerDocument is not safe
/// to use from two threads at once: each render worker opens its own instance of the file."
///
/// - A `Document`, and every `Page` it hands out, belongs to the thread that opened it. This half
///   always holds.
/// - The main thread never calls poppler. This half is off until `forbidMainThread()` is called:
///   the window and the bench call it at start-up, while the command-line `info` and `render`,
///   which have no window, use poppler on the main thread as they should.
///
/// A broken rule stops the process with a message naming the call and the file.
public enum PopplerThreadRule {
    private static let mainThreadForbidden = Atomic<Bool>(false)

    /// Forbids poppler on the main thread for the rest of the process; there is no way back.
    /// Call it once the render threads have their documents.
    public static func forbidMainThread() {
        _ = mainQueueMarked
        // Relaxed is enough: each thread only needs to see its own earlier call, and work handed to
        // the main queue after this call is ordered after it by the queue itself.
        mainThreadForbidden.store(true, ordering: .relaxed)
    }

    /// Whether `forbidMainThread()` has been called in this process.
    public static var isMainThreadForbidden: Bool {
        mainThreadForbidden.load(ordering: .relaxed)
    }

    /// Whether the caller runs on the main thread as the rule means it: the process's first thread,
    /// or the main dispatch queue (where `MainActor` work runs) on whatever thread serves it.
    ///
    /// Both are needed on Linux. `Thread.isMainThread` compares `pthread_self()` with the thread
    /// Foundation recorded when it loaded, which is the process's first thread, so it is exact for
    /// a program whose main thread runs its own loop (the SDL window). But once a program calls
    /// `dispatchMain()` (every `async` main does, the test runner included), libdispatch parks the
    /// first thread for good and serves the main queue from its worker threads; there
    /// `Thread.isMainThread` is false, and only the queue's own mark says "main".
    public static var isMainThread: Bool {
        _ = mainQueueMarked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    /// Marks the main queue once, so `DispatchQueue.getSpecific` can recognise it.
    private static let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

    /// The thread that opened a document, as `pthread_self()` saw it.
    struct OwningThread: Sendable {
        private let thread = pthread_self()

        /// Whether the caller runs on this thread.
        var isCurrent: Bool { pthread_equal(thread, pthread_self()) != 0 }
    }

    /// Stops the process unless the calling thread may make `call` into poppler for the document
    /// at `path`, which `owner` opened. Costs a `pthread_equal` and an atomic load.
    static func check(
        _ owner: OwningThread, _ call: StaticString, path: String, file: StaticString = #fileID, line: UInt = #line
    ) {
        precondition(
            owner.isCurrent,
            "\(call) of \(path) on a thread that did not open it: a poppler document belongs to the thread that "
                + "opened it (PopplerThreadRule)",
            file: file, line: line)
        precondition(
            !(isMainThreadForbidden && isMainThread),
            "\(call) of \(path) on the main thread, which never calls poppler once "
                + "PopplerThreadRule.forbidMainThread() has been called",
            file: file, line: line)
    }
}
