import CFolioProcess
import SystemPackage

/// A connected pair of stream sockets, closed on exec (`folio_socket_pair`), between the reader
/// and a child: the reader keeps `ours`, the child gets `theirs` (by posix_spawn, by fork, or sent
/// to the template process). The pair owns both until `keepingOurs()` hands `ours` on and closes
/// `theirs`; a pair dropped before that, when starting the child failed, closes both.
struct SocketPair: ~Copyable {
    let ours: FileDescriptor
    let theirs: FileDescriptor

    init() throws(Errno) {
        var pair: [CInt] = [-1, -1]
        _ = try SystemCall.shim(folio_socket_pair(&pair))
        ours = FileDescriptor(rawValue: pair[0])
        theirs = FileDescriptor(rawValue: pair[1])
    }

    deinit {
        try? ours.close()
        try? theirs.close()
    }

    /// `ours`, the caller's to own from now on; `theirs` is closed, the child holding its copy.
    consuming func keepingOurs() -> FileDescriptor {
        let kept = ours
        try? theirs.close()
        discard self
        return kept
    }
}
