import Glibc
import SystemPackage

/// Where this module's C calls become Swift errors: the one place that reads `errno`. A libc call
/// that fails returns -1 and leaves its error in `errno`, which the next call may overwrite, so it
/// is read at once, here; a `CFolioProcess` shim returns its error itself, negated. Either way the
/// caller gets an `Errno`, as swift-system's own calls throw.
enum SystemCall {
    /// What libc `call` returned, called again while a signal interrupts it (EINTR); its `errno`
    /// when it fails.
    static func retrying<Value: FixedWidthInteger & SignedInteger>(_ call: () -> Value) throws(Errno) -> Value {
        while true {
            let result = call()
            if result >= 0 { return result }
            let error = Errno(rawValue: errno)
            guard error == .interrupted else { throw error }
        }
    }

    /// What a `CFolioProcess` shim returned (0, a count, a descriptor or a pid), or the error it
    /// carries as -errno. The shims retry EINTR themselves.
    static func shim<Value: FixedWidthInteger & SignedInteger>(_ result: Value) throws(Errno) -> Value {
        guard result < 0 else { return result }
        throw Errno(rawValue: CInt(truncatingIfNeeded: -result))
    }
}
