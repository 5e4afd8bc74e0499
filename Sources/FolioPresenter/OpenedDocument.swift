import FolioCore
import FolioRender
import Foundation

/// Pages opened by the render service its strategy asks for, with the mailboxes its renders and
/// page sizes arrive in. With worker threads (`engine`, `fullpage`), the main thread waits for the
/// first worker to report the pages (their count and the first pages' sizes; the rest are measured
/// in the background), but never opens or renders them itself; `sync` opens them on the calling
/// thread and reads every size first, as a naive viewer does.
package struct OpenedDocument {
    package let source: any PageSourceOpener
    package let pages: OpenedPages
    package let renderService: any RenderService
    package let results: Mailbox<RenderResult>
    /// Page sizes and labels measured after the open.
    package let measured: Mailbox<MeasuredPages>
    /// Wakes the main loop: what a `DocumentTask` calls once it has posted its answer.
    package let wake: @Sendable () -> Void

    /// Starts the render service, which measures the pages around `firstPage` first; `wake` runs
    /// after each render or batch of sizes is posted (on a worker thread, or inline for `sync`).
    package static func open(
        _ source: any PageSourceOpener, settings: RenderSettings, firstPage: Int = 1,
        wake: @escaping @Sendable () -> Void = {}
    ) throws -> OpenedDocument {
        let results = Mailbox<RenderResult>()
        let measured = Mailbox<MeasuredPages>()
        let deliver: RenderPool.ResultHandler = { result in
            results.post(result)
            wake()
        }
        if settings.strategy == .sync {
            let inline = try InlineRenderer(opener: source, onResult: deliver)
            let pages = OpenedPages(name: inline.info.path, sizes: PageSizes(inline.info.pageSizes))
            return OpenedDocument(
                source: source, pages: pages, renderService: inline, results: results, measured: measured, wake: wake)
        }
        let opened = Mailbox<Result<OpenedPages, FolioError>>()
        let signal = DispatchSemaphore(value: 0)
        let pool = RenderPool(
            opener: source, threads: settings.workers, firstPage: firstPage,
            diskCacheDirectory: settings.usesDiskCache ? DiskCache.defaultDirectory() : nil,
            renderTimeLimit: settings.renderTimeLimit, unwantedRenderLimit: settings.unwantedRenderLimit,
            idleThreadLimit: settings.idleWorkerLimit,
            onOpen: { outcome in
                opened.post(outcome)
                signal.signal()
            },
            onMeasured: { pages in
                measured.post(pages)
                wake()
            },
            onResult: deliver)
        signal.wait()
        do {
            let pages = try opened.takeAll()[0].get()
            return OpenedDocument(
                source: source, pages: pages, renderService: pool, results: results, measured: measured, wake: wake)
        } catch {
            pool.stop()
            throw error
        }
    }

    /// From here on the main thread must not open or render pages, unless it is the one rendering
    /// (`sync`): a source that can enforce it (poppler) does.
    package func forbidRenderingOnMainThread() {
        if !renderService.rendersOnCallingThread { source.forbidMainThread() }
    }
}
