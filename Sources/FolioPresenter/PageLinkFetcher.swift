import FolioCore
import FolioRender

/// Asks the render workers for the links, marks and form fields of the pages the slots hold, once for each page
/// while it stays in them (poppler is never called on the main thread), and keeps their answers
/// until the session takes them in a frame.
package final class PageLinkFetcher {
    /// One page's links and marks, from a worker, or why they could not be read.
    package struct Answer: Sendable {
        let page: Int
        let links: Result<[PageLink], FolioError>
        let marks: Result<[Mark], FolioError>
        let fields: Result<[FormField], FolioError>
    }

    /// The task group of link reads (kept apart from a search's groups).
    package static let taskGroup: UInt64 = 0x4C49_4E4B  // "LINK"

    private let answers = Mailbox<Answer>()
    /// The slot pages whose links were asked for; a page that leaves the slots is asked again when it returns.
    private var asked: Set<Int> = []
    /// The hovered link the last frame showed.
    package var shownHover: PageLink?

    /// Tasks reading the links and marks of `pages` not asked for yet, at `.onScreen` priority; each posts
    /// its answer and calls `wake`.
    package func tasks(forSlotPages pages: Set<Int>, wake: @escaping @Sendable () -> Void) -> [DocumentTask] {
        asked.formIntersection(pages)
        let new = pages.subtracting(asked).sorted()
        asked.formUnion(new)
        let answers = answers
        return new.map { page in
            DocumentTask(group: Self.taskGroup, priority: .onScreen, pages: [page]) { source in
                answers.post(
                    Answer(
                        page: page, links: Result { () throws(FolioError) in try source.links(onPage: page) },
                        marks: Result { () throws(FolioError) in try source.marks(onPage: page) },
                        fields: Result { () throws(FolioError) in try source.formFields(onPage: page) }))
                wake()
            }
        }
    }

    /// The answers that arrived since the last frame.
    package func takeAnswers() -> [Answer] { answers.takeAll() }
}
