import CFolioProcess
import Glibc
import SystemPackage

/// A render process started by `posix_spawn` (never `fork` of the reader, which in a threaded
/// process copies locks other threads hold): `executable command`, `folio render-worker` or
/// `folio render-zygote`, with its end of a new socket pair as descriptor 4 and the document, if
/// given, as 3. The caller owns `socket`, the reader's end, and reaps `pid`.
struct SpawnedChild {
    let pid: pid_t
    let socket: FileDescriptor

    init(_ executable: String, _ command: String, environment: [String: String], document: FileDescriptor?)
        throws(Errno)
    {
        let pair = try SocketPair()
        // The Swift runtime's backtracer would try to start a helper when a worker crashes, which
        // the sandbox refuses after a wait: a crash is reported by the reader instead.
        var variables = environment
        variables["SWIFT_BACKTRACE"] = "enable=no"
        let theirs = pair.theirs.rawValue
        var child: pid_t = 0
        let spawned = Self.withCStrings([executable, command]) { argv in
            Self.withCStrings(variables.map { "\($0.key)=\($0.value)" }) { envp in
                folio_spawn_worker(executable, argv, envp, document?.rawValue ?? -1, theirs, &child)
            }
        }
        _ = try SystemCall.shim(spawned)
        pid = child
        socket = pair.keepingOurs()
    }

    /// Strings as a C array of C strings, ended by a null pointer, for the length of `body`.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        let copies = strings.map { strdup($0) } + [nil]
        defer { copies.forEach { free($0) } }
        return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
