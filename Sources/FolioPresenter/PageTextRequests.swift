import FolioCore
import FolioRender

/// Reads the text of the page a selection is made on, on a render worker (docs/DESIGN.md, rule 1:
/// never on the main thread), once per wait: the answer, or why there is none, is taken in the
/// session's next frame and becomes the model's `textRead` action. A page without text answers
/// `PageText.empty`, so it is not asked for again while it stays in the slots.
package final class PageTextRequests {
    /// One page's text, from a worker (nil: the page has none), or why it could not be read.
    package struct Answer: Sendable {
        let page: Int
        let text: Result<PageText?, FolioError>
    }

    /// The task group of text reads; nothing cancels them (a page's text is small and soon read).
    package static let group: UInt64 = 0x7465_7874
    private let answers = Mailbox<Answer>()
    private var asked: Set<Int> = []

    /// The answers that arrived since the last call.
    package func arrived() -> [Answer] {
        let arrived = answers.takeAll()
        for answer in arrived { asked.remove(answer.page) }
        return arrived
    }

    /// A task reading `page`'s text, unless it is asked for already.
    package func task(for page: Int, wake: @escaping @Sendable () -> Void) -> [DocumentTask] {
        guard asked.insert(page).inserted else { return [] }
        let answers = self.answers
        return [
            DocumentTask(group: Self.group, priority: .onScreen, pages: [page]) { source in
                answers.post(
                    Answer(page: page, text: Result { () throws(FolioError) in try source.text(onPage: page) }))
                wake()
            }
        ]
    }
}
