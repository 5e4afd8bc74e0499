import FolioRender
import Foundation

/// A document opened by its render pool, with the mailbox its renders arrive in.
/// The main thread waits for the first worker to report the document's pages, but never calls poppler.
struct OpenedDocument {
    let info: DocumentInfo
    let pool: RenderPool
    let results: Mailbox<RenderResult>

    /// Starts the pool; `wake` runs on a worker thread after each render is posted.
    static func open(
        path: String, password: String?, settings: RenderSettings, wake: @escaping @Sendable () -> Void = {}
    ) throws -> OpenedDocument {
        let results = Mailbox<RenderResult>()
        let opened = Mailbox<Result<DocumentInfo, FolioError>>()
        let signal = DispatchSemaphore(value: 0)
        let pool = RenderPool(
            path: path, password: password, workers: settings.workers,
            diskCacheDirectory: settings.diskCache ? DiskCache.defaultDirectory() : nil,
            onOpen: { outcome in
                opened.post(outcome)
                signal.signal()
            },
            onResult: { result in
                results.post(result)
                wake()
            })
        signal.wait()
        do {
            let info = try opened.takeAll()[0].get()
            return OpenedDocument(info: info, pool: pool, results: results)
        } catch {
            pool.stop()
            throw error
        }
    }
}
