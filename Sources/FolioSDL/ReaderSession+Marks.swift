import FolioCore
import FolioPresenter
import FolioRender
import Foundation
import Logging

/// Saving the marks made in the window (Ctrl+S): written into the file on a thread of their own,
/// so that no frame waits for poppler or the disk, then handed back to the model. The file,
/// changed, is read again by its watch, and its pages rendered with the marks in them.
extension ReaderSession {
    /// Writes `marks` into `view`'s file, unless it cannot be: no way to save, no file, or a file
    /// changed on disk since it was shown (never written over blindly: the watch reads it again).
    func save(_ marks: [Mark], of view: DocumentView) {
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
        guard let saver = configuration.markSaver, refusal == nil else {
            view.pager.apply(.marksSaved(failure: refusal), at: MonotonicClock.seconds)
            return
        }
        let ended = view.savesEnded, wake = self.wake
        Thread.detachNewThread {
            var failure: String?
            do throws(FolioError) {
                try saver(source, marks)
            } catch {
                failure = error.reason
            }
            ended.withLock { $0.append(failure) }
            wake()
        }
    }

    /// Gives `view` the journal of its file, and the unsaved marks it kept from an earlier window
    /// (one that crashed, was killed, or quit without saving them; or this one's view before the
    /// file changed on disk): they are drawn and unsaved again, and the window says so.
    func restoreMarks(into view: DocumentView) {
        guard let path = view.document.source.filePath, let journal = MarkJournal(forDocument: path) else { return }
        let writer = MarkJournalWriter(journal)
        view.journal = writer
        let kept = writer.read()
        if !kept.isEmpty { view.pager.apply(.restoreMarks(kept), at: MonotonicClock.seconds) }
    }

    /// Hands the saves that ended to the open document's model.
    func collectSavedMarks(at time: Double) {
        guard let view = content.documentView else { return }
        for failure in view.savesEnded.withLock({ ended in
            defer { ended = [] }; return ended
        }) {
            if let failure { log.error("\(view.name): marks not saved: \(failure)") }
            view.pager.apply(.marksSaved(failure: failure), at: time)
        }
    }
}

private let log = Logger(label: "folio.marks")
