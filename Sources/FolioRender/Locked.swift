import Foundation

/// A value behind a lock, used like `Synchronization.Mutex` (`withLock`), but built on `NSLock`
/// (a pthread mutex) so ThreadSanitizer sees it: on Linux a contended `Mutex` hands over through a
/// priority-inheritance futex in code TSan does not instrument, and every access it guards is then
/// reported as a race (`.ci/sanitizers`).
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
