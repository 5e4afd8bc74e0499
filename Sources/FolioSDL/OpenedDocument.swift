import FolioRender
import Foundation

/// A document opened by its own render worker, with the mailbox its renders arrive in.
/// The main thread waits for the worker to report the document's pages, but never calls poppler.
struct OpenedDocument {
    let info: DocumentInfo
    let worker: RenderWorker
    let results: Mailbox<RenderResult>

    /// Starts the worker; `wake` runs on the worker thread after each render is posted.
    static func open(path: String, password: String?, wake: @escaping @Sendable () -> Void = {}) throws -> OpenedDocument {
        let results = Mailbox<RenderResult>()
        let opened = Mailbox<Result<DocumentInfo, FolioError>>()
        let signal = DispatchSemaphore(value: 0)
        let worker = RenderWorker(
            path: path, password: password,
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
            return OpenedDocument(info: info, worker: worker, results: results)
        } catch {
            worker.stop()
            throw error
        }
    }
}
