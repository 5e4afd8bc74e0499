import FolioCore
import FolioPresenter
import FolioRender
import Foundation
import Logging

/// Saving the marks made in the window (Ctrl+S, or Ctrl+Shift+S for a copy): written into the file
/// on a thread of their own, so that no frame waits for poppler or the disk, then handed back to
/// the model. The file, changed, is read again by its watch, and its pages rendered with the marks
/// in them; a copy is opened in the window once written.
extension ReaderSession {
    /// How a save ended: its failure (nil: saved), and the copy written, if it was one.
    struct MarkSaveEnd: Sendable {
        var failure: String?
        var copy: String?
    }

    /// Writes `changes` into `view`'s file, or into a copy beside it, unless it cannot be: no way
    /// to save, no file, or a file changed on disk since it was shown (never written over blindly:
    /// the watch reads it again).
    func save(_ changes: MarkChanges, asCopy: Bool, of view: DocumentView) {
        let source = view.document.source
        let refusal: String? =
            if configuration.markSaver == nil {
                "this window cannot write into the file"
            } else if let path = source.filePath {
                view.watch?.shown == FileVersion.of(path: path)
                    ? nil : "the file changed on disk since it was opened; it is read again first"
            } else {
                "the pages come from no file"
            }
        guard let saver = configuration.markSaver, let path = source.filePath, refusal == nil else {
            view.pager.apply(.marksSaved(failure: refusal), at: MonotonicClock.seconds)
            return
        }
        let destination = asCopy ? MarkedCopy.path(for: path) : path
        let ended = view.savesEnded, wake = self.wake
        Thread.detachNewThread {
            var end = MarkSaveEnd(copy: asCopy ? destination : nil)
            do throws(FolioError) {
                try saver(source, changes, destination)
            } catch {
                end.failure = error.reason
            }
            ended.withLock { $0.append(end) }
            wake()
        }
    }

    /// Gives `view` the journal of its file, and the unsaved changes it kept from an earlier window
    /// (one that crashed, was killed, or quit without saving them; or this one's view before the
    /// file changed on disk): they are drawn and unsaved again, and the window says so.
    func restoreMarks(into view: DocumentView) {
        guard let path = view.document.source.filePath, let journal = MarkJournal(forDocument: path) else { return }
        let writer = MarkJournalWriter(journal)
        view.journal = writer
        let kept = writer.read()
        if !kept.isEmpty { view.pager.apply(.restoreMarks(kept), at: MonotonicClock.seconds) }
    }

    /// Hands the saves that ended to the open document's model; a copy written is opened.
    func collectSavedMarks(at time: Double) {
        guard let view = content.documentView else { return }
        for end in view.savesEnded.withLock({ ended in
            defer { ended = [] }; return ended
        }) {
            if let failure = end.failure { log.error("\(view.name): marks not saved: \(failure)") }
            view.pager.apply(.marksSaved(failure: end.failure), at: time)
            guard end.failure == nil, let copy = end.copy, let opener = configuration.fileOpener else { continue }
            log.info("\(view.name): marks saved into a copy, \(copy)")
            open(DocumentRequest(source: opener(copy, nil), page: view.pager.currentPage))
            say(["Saved into a copy, now shown:", copy])
            return
        }
    }
}

private let log = Logger(label: "folio.marks")
