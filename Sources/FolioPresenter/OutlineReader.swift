import FolioCore
import FolioRender

/// Reads the document's outline once, on a render worker (poppler is never called on the main
/// thread), and hands it to the session in a frame, or why it could not be read.
package final class OutlineReader {
    /// The group of the outline's task, apart from any search's.
    package static let taskGroup: UInt64 = 0x6F75_746C  // "outl"
    private let answer = Mailbox<Result<[OutlineEntry], FolioError>>()

    /// The read, at `.onScreen` priority; `wake` brings the main loop round to take it.
    package func task(wake: @escaping @Sendable () -> Void) -> DocumentTask {
        let answer = self.answer
        return DocumentTask(group: Self.taskGroup, priority: .onScreen, pages: []) { source in
            answer.post(Result { () throws(FolioError) in try source.outline() })
            wake()
        }
    }

    /// The outline once it has arrived, or why it could not be read; only that once.
    package func take() -> Result<[OutlineEntry], FolioError>? { answer.takeAll().last }
}
