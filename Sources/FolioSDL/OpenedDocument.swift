import FolioRender
import Foundation

/// A document opened by the render service its strategy asks for, with the mailbox its renders
/// arrive in. With worker threads (`engine`, `fullpage`), the main thread waits for the first worker
/// to report the document's pages, but never calls poppler; `sync` opens it on the calling thread.
struct OpenedDocument {
    let info: DocumentInfo
    let renderer: any RenderService
    let results: Mailbox<RenderResult>

    /// Starts the render service; `wake` runs after each render is posted (on a worker thread, or
    /// inline for `sync`).
    static func open(
        path: String, password: String?, settings: RenderSettings, wake: @escaping @Sendable () -> Void = {}
    ) throws -> OpenedDocument {
        let results = Mailbox<RenderResult>()
        let deliver: RenderPool.ResultHandler = { result in
            results.post(result)
            wake()
        }
        if settings.strategy == .sync {
            let renderer = try InlineRenderer(path: path, password: password, onResult: deliver)
            return OpenedDocument(info: renderer.info, renderer: renderer, results: results)
        }
        let opened = Mailbox<Result<DocumentInfo, FolioError>>()
        let signal = DispatchSemaphore(value: 0)
        let pool = RenderPool(
            path: path, password: password, workers: settings.workers,
            diskCacheDirectory: settings.usesDiskCache ? DiskCache.defaultDirectory() : nil,
            onOpen: { outcome in
                opened.post(outcome)
                signal.signal()
            },
            onResult: deliver)
        signal.wait()
        do {
            let info = try opened.takeAll()[0].get()
            return OpenedDocument(info: info, renderer: pool, results: results)
        } catch {
            pool.stop()
            throw error
        }
    }

    /// From here on the main thread must not call poppler, unless it is the one rendering (`sync`).
    func forbidPopplerOnMainThread() {
        if !renderer.rendersOnCallingThread { PopplerThreadRule.forbidMainThread() }
    }
}
