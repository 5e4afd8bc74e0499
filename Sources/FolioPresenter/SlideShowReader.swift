import FolioCore
import FolioRender

/// Reads the document's transitions and display durations (`SlideShow`) once, on a render worker,
/// when presentation mode first asks, and hands them to the session in a frame. A read that fails
/// gives an empty show (every page comes in at once and stays until a key), with the reason logged.
package final class SlideShowReader {
    /// The group of the read's task, apart from any search's.
    package static let taskGroup: UInt64 = 0x736C_6964  // "slid"
    private let answer = Mailbox<Result<SlideShow, FolioError>>()

    /// The read, at `.onScreen` priority; `wake` brings the main loop round to take it.
    package func task(wake: @escaping @Sendable () -> Void) -> DocumentTask {
        let answer = self.answer
        return DocumentTask(group: Self.taskGroup, priority: .onScreen, pages: []) { source in
            answer.post(Result { () throws(FolioError) in try source.slideShow() })
            wake()
        }
    }

    /// The show once it has arrived, or why it could not be read; only that once.
    package func take() -> Result<SlideShow, FolioError>? { answer.takeAll().last }
}
