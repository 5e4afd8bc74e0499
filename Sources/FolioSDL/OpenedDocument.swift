import FolioRender
import Foundation

/// Pages opened by the render service its strategy asks for, with the mailbox its renders arrive
/// in. With worker threads (`engine`, `fullpage`), the main thread waits for the first worker to
/// report the pages, but never opens or renders them itself; `sync` opens them on the calling thread.
struct OpenedDocument {
    let source: any PageSourceOpener
    let info: DocumentInfo
    let renderer: any RenderService
    let results: Mailbox<RenderResult>

    /// Starts the render service; `wake` runs after each render is posted (on a worker thread, or
    /// inline for `sync`).
    static func open(
        _ source: any PageSourceOpener, settings: RenderSettings, wake: @escaping @Sendable () -> Void = {}
    ) throws -> OpenedDocument {
        let results = Mailbox<RenderResult>()
        let deliver: RenderPool.ResultHandler = { result in
            results.post(result)
            wake()
        }
        if settings.strategy == .sync {
            let renderer = try InlineRenderer(opener: source, onResult: deliver)
            return OpenedDocument(source: source, info: renderer.info, renderer: renderer, results: results)
        }
        let opened = Mailbox<Result<DocumentInfo, FolioError>>()
        let signal = DispatchSemaphore(value: 0)
        let pool = RenderPool(
            opener: source, workers: settings.workers,
            diskCacheDirectory: settings.usesDiskCache ? DiskCache.defaultDirectory() : nil,
            onOpen: { outcome in
                opened.post(outcome)
                signal.signal()
            },
            onResult: deliver)
        signal.wait()
        do {
            let info = try opened.takeAll()[0].get()
            return OpenedDocument(source: source, info: info, renderer: pool, results: results)
        } catch {
            pool.stop()
            throw error
        }
    }

    /// From here on the main thread must not open or render pages, unless it is the one rendering
    /// (`sync`): a source that can enforce it (poppler) does.
    func forbidRenderingOnMainThread() {
        if !renderer.rendersOnCallingThread { source.forbidMainThread() }
    }
}
