import Dispatch
import FolioCore
import FolioRender
import Logging

/// A document's mark journal written off the main thread: every write goes through one queue,
/// shared by all documents, in the order the marks changed, so that a document opened again (a
/// reload) reads the journal only after the writes its last view asked for.
final class MarkJournalWriter: Sendable {
    let journal: MarkJournal
    private static let queue = DispatchQueue(label: "folio.marks.journal")
    private static let log = Logger(label: "folio.marks")

    init(_ journal: MarkJournal) { self.journal = journal }

    /// Writes `changes` down (none removes the journal) once the writes before are done.
    func record(_ changes: MarkChanges) {
        Self.queue.async { [journal] in
            do throws(FolioError) {
                try journal.record(changes)
            } catch {
                Self.log.error("\(error); the unsaved marks are not kept for the next time")
            }
        }
    }

    /// Returns once every write asked for so far is done: the window closing loses none.
    func finishWrites() { Self.queue.sync {} }

    /// What the journal holds, after every write asked for so far.
    func read() -> MarkChanges { Self.queue.sync { journal.read() } }
}
