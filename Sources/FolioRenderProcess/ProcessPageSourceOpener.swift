import FolioCore
import FolioRender
import Foundation

/// Opens a PDF in render worker processes: each source it opens (`ProcessPageSource`) is a new
/// worker child, forked by a render template process (`ZygoteProcess`: the one `folio` forked as it
/// started, or one this opener starts) or else started as `folio render-worker`, sandboxed, holding
/// the document's descriptor. What the reader and the bench render with by default; `PopplerOpener`
/// renders in the reader's own threads (`--workers-in-process`).
public struct ProcessPageSourceOpener: PageSourceOpener {
    /// How every worker of this opener is started, and the counts they all add to.
    private let launch: WorkerLaunch
    private let prestarted: PrestartedWorker

    /// Workers run `executable` (by default the running program) with `environment` (by default
    /// this process's: a test sets `FOLIO_RENDER_WORKER_TEST` for its workers alone, which a debug
    /// build's workers obey, `WorkerMisbehaviour`).
    /// The template process, or without one the first worker, starts now (`PrestartedWorker`): make
    /// the opener on a thread that lives as long as it, such as the main thread.
    public init(
        path: String, password: String? = nil, recolor: Recolor? = nil,
        executable: String = ProcessPageSourceOpener.runningProgram,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        launch = WorkerLaunch(
            executable: executable, path: path, password: password, recolor: recolor, environment: environment,
            counts: Locked(WorkerProcessCounts()),
            zygote: ZygoteProcess.serving(executable: executable, environment: environment))
        prestarted = PrestartedWorker(launch)
    }

    /// The colours the workers show the pages in, if not their own.
    public var recolor: Recolor? { launch.recolor }

    public func recoloured(_ recolor: Recolor?) -> (any PageSourceOpener)? {
        ProcessPageSourceOpener(
            path: path, password: password, recolor: recolor, executable: executable, environment: launch.environment)
    }

    public var path: String { launch.path }

    /// The template process that forks this opener's workers, if there is one (the tests look at it).
    var zygoteProcessID: pid_t? { launch.zygote?.pid }

    public var password: String? { launch.password }

    /// The program the workers run: the reader's own binary, which has the `render-worker` command.
    public var executable: String { launch.executable }

    /// The running program's file (`/proc/self/exe`).
    public static var runningProgram: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    public var name: String { path }

    public var filePath: String? { path }

    public func renderFirstPageAhead(page: Int, viewport: Size, margin: Double, layoutFromDocument: Bool) {
        prestarted.renderAhead(
            .renderAhead(page: page, viewport: viewport, margin: margin, layoutFromDocument: layoutFromDocument))
    }

    public func open() throws(FolioError) -> any PageSource {
        try ProcessPageSource(launch, prestarted: prestarted.take())
    }

    public func cacheIdentity() -> String? {
        DocumentFingerprint.of(path: path).map { $0 + (recolor.map(Recolor.cacheSuffix) ?? "") }
    }

    /// As `PopplerOpener`: only a document opened without a password shows cached pages early.
    public var showsCachedPagesBeforeOpening: Bool { password == nil }

    public var workerProcessCounts: WorkerProcessCounts? { launch.counts.withLock { $0 } }
}
