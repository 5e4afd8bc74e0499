import SystemPackage

/// What can go wrong on the render worker's socket.
enum WireError: Error, Equatable {
    /// A message that does not parse.
    case malformed
    /// The other end closed its socket, or died.
    case closed
    /// A system call on the socket failed.
    case system(Errno)

    /// A socket call's failure: a peer that is gone (EPIPE, ECONNRESET) is `closed`, not an error
    /// of this end.
    init(_ error: Errno) {
        self = error == .brokenPipe || error == .connectionReset ? .closed : .system(error)
    }
}
