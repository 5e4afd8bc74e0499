import FolioCore
import FolioRender

/// Reads the text of the page a selection is made on, on a render worker (docs/DESIGN.md, rule 1:
/// never on the main thread), once per wait: the answer comes back as the model's `textRead`
/// action, taken in the session's next frame. A page without text answers `PageText.empty`, so it
/// is not asked for again while it stays in the slots.
package final class PageTextRequests {
    /// The task group of text reads; nothing cancels them (a page's text is small and soon read).
    package static let group: UInt64 = 0x7465_7874
    private let answers = Mailbox<ReaderAction>()
    private var asked: Set<Int> = []

    /// The texts that arrived since the last call, as actions for the model.
    package func arrived() -> [ReaderAction] {
        let actions = answers.takeAll()
        for case .textRead(let page, _) in actions { asked.remove(page) }
        return actions
    }

    /// A task reading `page`'s text, unless it is asked for already.
    package func task(for page: Int, wake: @escaping @Sendable () -> Void) -> [DocumentTask] {
        guard asked.insert(page).inserted else { return [] }
        let answers = self.answers
        return [DocumentTask(group: Self.group, priority: .onScreen, pages: [page]) { source in
            answers.post(.textRead(page: page, text: source.text(onPage: page) ?? .empty))
            wake()
        }]
    }
}
