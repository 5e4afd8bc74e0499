import FolioCore
import FolioRender

/// Measures the content boxes trimmed margins need (`PageTrim`), on the render workers (poppler
/// interprets the page to find them: never the main thread), each page once: the answers are taken
/// in the session's next frame and become the model's `contentBoxesMeasured` action, and are kept in
/// the disk cache for the next open. A page whose box cannot be measured answers none, and is
/// shown whole.
package final class ContentBoxRequests {
    /// The task group of box measurements; nothing cancels them (each is one page's interpretation).
    package static let group: UInt64 = 0x626F_7865
    private let answers = Mailbox<(page: Int, box: Rect?)>()
    private var asked: Set<Int> = []

    /// The boxes that arrived since the last call.
    package func arrived() -> [Int: Rect?] {
        var boxes: [Int: Rect?] = [:]
        for answer in answers.takeAll() { boxes[answer.page] = .some(answer.box) }
        return boxes
    }

    /// Tasks measuring those of `pages` not asked for yet, in their order.
    package func tasks(for pages: [Int], wake: @escaping @Sendable () -> Void) -> [DocumentTask] {
        let answers = self.answers
        return pages.filter { asked.insert($0).inserted }.map { page in
            DocumentTask(group: Self.group, priority: .onScreen, pages: [page]) { source, diskCache in
                let measured = Result { () throws(FolioError) in try source.contentBox(ofPage: page) }
                answers.post((page, (try? measured.get()) ?? nil))
                wake()
                // Only a box measured is kept: a page that failed is measured again next time.
                if case .success(let box) = measured { diskCache?.storeContentBox(box, ofPage: page) }
            }
        }
    }
}
