import Foundation

/// A value behind a lock, used like `Synchronization.Mutex` (`withLock`), but built on `NSLock`
/// (a pthread mutex) so ThreadSanitizer sees it: on Linux a contended `Mutex` hands over through a
/// priority-inheritance futex in code TSan does not instrument, and every access it guards is then
/// reported as a race (`.ci/sanitizers`).
///
/// As `Mutex`, it guards a value that is not `Sendable` too (a worker process handed from one
/// thread to another): the value goes in and comes out `sending`, so no other reference to it
/// stays outside the lock.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: sending Value) {
        self.value = value
    }

    public func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
