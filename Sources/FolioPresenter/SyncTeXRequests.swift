import FolioCore
import FolioInstrument
import FolioRender
import Logging

/// The reader's SyncTeX lookups, as the model and the host ask them: forward searches (a script's
/// `synctex` step, `--synctex-forward`, a second `folio`) go to the document's `SyncTeXSearcher`,
/// and their pages come back to the model as `.syncTeXFound`; inverse searches (Ctrl+click) and
/// lookups that found nothing are the host's to act on (`takeReplies`). Measures each
/// (`SyncTeXMeasurements`). Main thread only.
package final class SyncTeXRequests {
    /// The document's records; nil when its pages come from no file.
    package var searcher: SyncTeXSearcher?
    package private(set) var measurements = SyncTeXMeasurements()
    /// Inverse answers and failures, until the host takes them.
    private var replies: [SyncTeXSearcher.Answer] = []
    private static let log = Logger(label: "folio.synctex")

    package init() {}

    /// Looks up where `location` landed; false when there is nothing to look it up in.
    package func forward(_ location: SourceLocation) -> Bool {
        guard let searcher else {
            measurements.refused()
            Self.log.warning("no SyncTeX records for these pages: \(location.input):\(location.line) not looked up")
            return false
        }
        measurements.asked(at: MonotonicClock.seconds)
        searcher.forward(location)
        return true
    }

    /// Looks up the source line of `spot`; the host takes the answer from `takeReplies`.
    package func inverse(_ spot: PagePoint) -> Bool {
        guard let searcher else { return false }
        searcher.inverse(spot)
        return true
    }

    /// The forward searches answered since the last call, as actions for the model.
    package func arrivedAnswers() -> [ReaderAction] {
        var actions: [ReaderAction] = []
        for (answer, timing) in searcher?.takeAnswers() ?? [] {
            measurements.lookedUp(seconds: timing.lookupSeconds, recordsRead: timing.recordsReadSeconds)
            switch answer {
            case .forward(.success(let target)):
                measurements.forwardAnswered(page: target.page)
                actions.append(.syncTeXFound(target))
            case .forward(.failure):
                measurements.forwardAnswered(page: nil)
                replies.append(answer)
            case .inverse:
                replies.append(answer)
            }
        }
        return actions
    }

    /// Inverse answers, and forward searches that found nothing, for the host.
    package func takeReplies() -> [SyncTeXSearcher.Answer] {
        defer { replies.removeAll() }
        return replies
    }

    /// A forward search is being looked up: a bench does not end then.
    package var isBusy: Bool { measurements.isLookingUp }

    /// A frame was presented at `seconds`, showing `states`.
    package func framePresented(_ states: [SlotFrameState], at seconds: Double) {
        measurements.framePresented(at: seconds) { states.showCrisp(page: $0) }
    }
}
