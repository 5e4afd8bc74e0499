import FolioCore
import FolioRender
import Foundation
import Logging

/// Forward and inverse search for a window, off the main thread: the PDF's SyncTeX records are read
/// at the first lookup (a window on a document that never asks never reads them), then each lookup
/// is made on a serial queue of its own. The main loop takes the answers each turn. A reloaded PDF
/// gets a new searcher, so its records are read again.
package final class SyncTeXSearcher: Sendable {
    /// What a lookup found, or why it found nothing.
    package enum Answer: Sendable {
        case forward(Result<SyncTeXTarget, SyncTeXError>)
        case inverse(Result<SourceLocation, SyncTeXError>)
    }

    /// What a lookup cost: its own seconds, and the reading of the records when it read them.
    package struct Timing: Sendable {
        package let lookupSeconds: Double
        package let recordsReadSeconds: Double?
    }

    private let pdfPath: String
    private let open: SyncTeXOpener
    private let queue = DispatchQueue(label: "folio.synctex", qos: .userInitiated)
    /// The records once read; the lock is the queue's, held only while a lookup runs.
    private let records = Locked<(any SyncTeXLookup)?>(nil)
    private let answers = Mailbox<(Answer, Timing)>()
    private let wake: @Sendable () -> Void
    private static let log = Logger(label: "folio.synctex")

    package init(pdfPath: String, open: @escaping SyncTeXOpener, wake: @escaping @Sendable () -> Void) {
        self.pdfPath = pdfPath
        self.open = open
        self.wake = wake
    }

    /// Looks up where `location` landed in the PDF.
    package func forward(_ location: SourceLocation) {
        ask(Answer.forward) { lookup throws(SyncTeXError) in try lookup.forward(location) }
    }

    /// Looks up the source line of `spot`.
    package func inverse(_ spot: PagePoint) {
        ask(Answer.inverse) { lookup throws(SyncTeXError) in try lookup.inverse(spot) }
    }

    /// Asks `question` on the queue and posts what it found as `answer` says.
    private func ask<Found: Sendable>(
        _ answer: @escaping @Sendable (Result<Found, SyncTeXError>) -> Answer,
        _ question: @escaping @Sendable (any SyncTeXLookup) throws(SyncTeXError) -> Found
    ) {
        queue.async { [self] in
            var recordsRead: Double?
            let start = MonotonicClock.seconds
            let found = Result { () throws(SyncTeXError) in try lookUp(question, recordsRead: &recordsRead) }
            let timing = Timing(
                lookupSeconds: MonotonicClock.seconds - start - (recordsRead ?? 0), recordsReadSeconds: recordsRead)
            answers.post((answer(found), timing))
            wake()
        }
    }

    /// The answers that arrived since the last call, in order, with what each cost.
    package func takeAnswers() -> [(Answer, Timing)] { answers.takeAll() }

    /// Runs `question` on the records, reading them first if they have not been (`recordsRead`
    /// then says how long that took).
    private func lookUp<Found: Sendable>(
        _ question: (any SyncTeXLookup) throws(SyncTeXError) -> Found, recordsRead: inout Double?
    ) throws(SyncTeXError) -> Found {
        try records.withLock { records throws(SyncTeXError) -> Found in
            if records == nil {
                let start = MonotonicClock.seconds
                defer { recordsRead = MonotonicClock.seconds - start }
                records = try open(pdfPath)
                let milliseconds = (MonotonicClock.seconds - start) * 1000
                Self.log.info("read the SyncTeX records of \(pdfPath) in \(String(format: "%.1f", milliseconds)) ms")
            }
            guard let lookup = records else { throw SyncTeXError.noSyncFile(pdf: pdfPath) }
            return try question(lookup)
        }
    }
}
