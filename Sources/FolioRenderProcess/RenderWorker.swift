import CFolioProcess
import FolioCore
import FolioRender
import FolioSandbox
import Glibc
import SystemPackage

/// The render worker process's side (`folio render-worker`): opens the document on descriptor 3,
/// enters the render sandbox, then answers the reader's requests on the socket at descriptor 4,
/// one at a time, until the reader closes it. A render is drawn straight into the memory file the
/// reader sends with its request (`PixelFile`).
public enum RenderWorker {
    /// The document the reader hands over, as a path the worker can open it by: the descriptor's
    /// own entry, so the worker never learns the file's name. (poppler opens it by name, because
    /// it opens a file again when it retries a password in a second encoding.)
    public static let documentPath = "/proc/self/fd/3"
    static let socketDescriptor = FileDescriptor(rawValue: 4)

    /// Serves the reader until it goes; never returns. `open` opens `documentPath` with the
    /// password the reader sends, its pages shown in the colours it sends (`Recolor`), naming the
    /// pages `name` in errors.
    public static func serve(
        open: (_ password: String?, _ recolor: Recolor?) throws(FolioError) -> any PageSource
    ) -> Never {
        // A reader that dies (crash, SIGKILL) takes its workers along.
        _ = folio_die_with_parent()
        if getppid() == 1 { finish(1) }
        // Renders give way to the reader's main thread, in worker processes as on render threads:
        // at the same priority, two workers on a two-core machine took the cores from its frames.
        ThreadPriority.yieldToTheMainThread()
        let channel = WorkerChannel(descriptor: socketDescriptor)
        guard let (pages, preferences) = start(on: channel, open: open) else { finish(1) }
        var server = RequestServer(pages: pages, preferences: preferences)
        while true {
            let request: WorkerRequest
            let answer: WorkerReply.Answer
            do {
                guard let (message, memoryFile) = try? channel.receive() else { finish(0) }
                guard let decoded = try? WorkerRequest(decoding: message) else { finish(1) }
                request = decoded
                answer = server.answer(request, memoryFile: memoryFile)
            }  // the memory file is closed here, before the answer: no pixel stays in the worker
            guard (try? channel.send(WorkerReply(cpuSeconds: cpuSeconds, answer: answer).encoded())) != nil else {
                finish(0)
            }
            // What poppler and cairo freed while drawing (a zoomed region's masks and groups) stays
            // in the heap until trimmed; in threads the reader trims at rest, and a worker, which
            // never rests as the reader sees it, trims once its answer is on its way.
            if case .render = request { LargeAllocations.releaseFreePages() }
            server.renderAheadIfAsked()
        }
    }

    /// The first request must be `open`: opens the pages, enters the sandbox and answers with the
    /// page count. The pages and how the document asks to be shown; nil when it could not open them.
    private static func start(
        on channel: WorkerChannel, open: (String?, Recolor?) throws(FolioError) -> any PageSource
    ) -> (pages: any PageSource, preferences: DocumentPreferences)? {
        guard let message = try? channel.receive().message,
            case .open(let name, let password, let recolor)? = try? WorkerRequest(decoding: message)
        else { return nil }
        func fail(_ error: FolioError) -> (pages: any PageSource, preferences: DocumentPreferences)? {
            _ = try? channel.send(WorkerReply(cpuSeconds: cpuSeconds, answer: .failed(error)).encoded())
            return nil
        }
        let pages: any PageSource
        do throws(FolioError) {
            pages = try open(password, recolor)
        } catch {
            return fail(error)
        }
        // Read before the sandbox closes: the reading direction is read from the file again.
        let preferences = pages.preferences
        do {
            try RenderSandbox.enter()
            let reply = WorkerReply(
                cpuSeconds: cpuSeconds, answer: .opened(pageCount: pages.pageCount, preferences: preferences))
            try channel.send(reply.encoded())
            return (pages, preferences)
        } catch {
            return fail(.renderProcessFailed(path: name, detail: "\(error)"))
        }
    }

    /// The process's CPU time so far, user and system.
    static var cpuSeconds: Double { CPUClock.thisProcess }

    /// Ends at once: no exit handlers, which under a sanitizer would want to trace the process
    /// (refused by the sandbox), and nothing buffered to flush.
    static func finish(_ status: Int32) -> Never {
        _exit(status)
    }
}
