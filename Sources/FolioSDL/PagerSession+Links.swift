import FolioCore
import Logging

/// The links of the slots' pages, fetched on the workers and handed to the model each frame.
extension PagerSession {
    /// Asks for the links of pages new in the slots, gives the model those that arrived, logs what
    /// a `link` step did not follow, and redraws when the hovered link changes.
    func fetchLinks() {
        perform(linkFetcher.tasks(forSlotPages: Set(model.slots.compactMap(\.page)), wake: wake))
        for answer in linkFetcher.takeAnswers() {
            apply(.linksRead(page: answer.page, links: answer.links), at: model.now)
        }
        let links = model.links
        if links.noteCount != linkFetcher.notesLogged, let note = links.note {
            linkFetcher.notesLogged = links.noteCount
            Self.linkLog.warning("\(note)")
        }
        let hovered = model.hoveredLink
        if hovered != linkFetcher.shownHover {
            linkFetcher.shownHover = hovered
            needsRedraw = true
        }
    }

    /// True while a script's `link` step waits for its page's links: the bench does not end then.
    var isWaitingForLinks: Bool { model.links.pendingFollow != nil }

    private static let linkLog = Logger(label: "folio.links")
}
