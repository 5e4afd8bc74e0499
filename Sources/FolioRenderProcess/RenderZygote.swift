import CFolioProcess
import FolioRender
import Glibc
import SystemPackage

/// The render template process (a zygote): holds poppler, cairo and fontconfig ready and forks a
/// render worker for each request of the reader, before any document is opened, so that a worker
/// starts in a millisecond and shares the template's relocated libraries and font cache
/// copy-on-write. It never opens a document of its own and holds a document's descriptor only
/// between receiving it and forking. The reader's side is `ZygoteProcess`.
///
/// Started either by a fork of the reader itself, early in `folio` while it has one thread
/// (`ZygoteProcess.forkEarly`), or as `folio render-zygote` by posix_spawn (`ZygoteProcess.spawn`).
/// Either way it talks on descriptor 4, dies with the reader, and ends when the reader closes the
/// socket.
///
/// A request is one byte with two descriptors attached: the document and the worker's end of its
/// socket. The answer is the worker's pid, or -errno, as 4 bytes. The worker is a grandchild that
/// the reader adopts (see `folio_zygote_fork_worker`): the reader reaps it with `wait4`, as one it
/// started itself.
public enum RenderZygote {
    static let socketDescriptor = FileDescriptor(rawValue: 4)
    static let request: UInt8 = 1
    /// How long a new template waits for a first request before it warms up.
    static let coldRequestWait: Int32 = 25
    /// How long the reader must leave a cold template alone, once it has served a request, before
    /// it warms up: the first worker's first page and the reader's first frames come first.
    static let quietWait: Int32 = 250

    /// Serves the reader until it goes; never returns. `load` loads the renderer's libraries, at
    /// once: the reader itself never loads poppler (CPopplerLoading), and every worker needs it for
    /// its first page. `warmUp` loads what every worker would load (fontconfig's configuration and
    /// cache, poppler's and cairo's lazy globals); `worker` is what each forked worker runs
    /// (`RenderWorker.serve`).
    public static func serve(load: () -> Void, warmUp: () -> Void, worker: () -> Never) -> Never {
        _ = folio_die_with_parent()
        let reader = getppid()
        if reader == 1 { _exit(1) }
        load()
        // The warm-up takes some 7 ms of CPU, and the template is single-threaded. A request that
        // comes at once (the bench asks within milliseconds) is served first, by a worker that
        // loads what it needs itself, and the warm-up waits until the reader has been quiet for
        // `quietWait`: done at once, it would take a core from the first page's render and the
        // reader's first frame on a two-core machine. A template left idle (a window being made)
        // warms first.
        var warm = false
        var wait = coldRequestWait
        while true {
            if !warm {
                var pending = pollfd(fd: socketDescriptor.rawValue, events: Int16(POLLIN), revents: 0)
                if poll(&pending, 1, wait) == 0 {
                    warmUpAndTrim(warmUp)
                    warm = true
                }
                wait = quietWait
            }
            answer(forkWorker(for: reader, running: worker))
        }
    }

    /// Warms up, then hands the heap's free pages back to the system, and lets go of the code the
    /// warm-up ran (`MappedCode.release`). A free page that stays resident is shared with every
    /// worker until one allocates on it: the worker then copies it, and the template keeps the
    /// original, one page paid twice; a page handed back is paid once, by the worker that touches
    /// it.
    private static func warmUpAndTrim(_ warmUp: () -> Void) {
        warmUp()
        LargeAllocations.releaseFreePages()
        MappedCode.release()
    }

    /// Waits for a request and forks its worker, which runs `worker`: the worker's pid, or -errno.
    /// The document and the worker's socket that come with the request are the template's only
    /// until then.
    private static func forkWorker(for reader: pid_t, running worker: () -> Never) -> pid_t {
        var byte: UInt8 = 0
        var received: [CInt] = [-1, -1]
        let count = folio_receive_with_descriptors(socketDescriptor.rawValue, &byte, 1, &received)
        let descriptors = received.filter { $0 >= 0 }.map(FileDescriptor.init(rawValue:))
        defer { descriptors.forEach { try? $0.close() } }
        // The reader closed its end, or the socket failed (the shim retries an interrupted call).
        if count <= 0 { _exit(0) }
        guard count == 1, byte == request, received[0] >= 0, received[1] >= 0 else { return -EPROTO }
        // fork copies only the calling thread: another thread's locks (the allocator's) would
        // stay held for ever in the worker. Nothing here starts one, but warm-up is others' code.
        let threads = folio_thread_count()
        guard threads == 1 else { return threads < 0 ? threads : -EDEADLK }
        let outcome = folio_zygote_fork_worker(received[0], received[1], reader)
        if outcome == 0 { worker() }
        return outcome
    }

    private static func answer(_ outcome: Int32) {
        var value = outcome.littleEndian
        let sent = withUnsafeBytes(of: &value) {
            folio_send_with_descriptors(socketDescriptor.rawValue, $0.baseAddress, 4, nil, 0)
        }
        if sent != 4 { _exit(0) }
    }
}
