import FolioCore
import FolioInstrument
import FolioRender
import Logging

/// How the reader finds its way in a book, beside the pages: the outline, the slots' pages' links,
/// search, text selection, the content boxes of trimmed pages, the slides' transitions and SyncTeX.
/// Each part reads the document off the main thread (through tasks on the render workers, or
/// SyncTeX's queue: poppler is never called on the main thread) and hands its answers to the model
/// as actions in a frame; this type gathers them. The host draws what they show. Main thread only.
package final class ReaderNavigation {
    private let outlineReader = DocumentRead.outline()
    private let everyPageMarks = DocumentRead.everyPageMarks()
    private let linkFetcher = PageLinkFetcher()
    private let pageTexts = PageTextRequests()
    private let contentBoxes = ContentBoxRequests()
    private let slideShowReader = DocumentRead.slideShow()
    private let searchRunner: SearchRunner
    /// Forward and inverse searches, once the host gives the document's SyncTeX records.
    let syncTeX = SyncTeXRequests()
    private let perform: ([DocumentTask]) -> Void
    private let wake: @Sendable () -> Void

    /// Reads the outline, and the links of the pages `slotPages`, at once; `perform` queues tasks on
    /// the workers, `cancel` drops a group's.
    package init(
        slotPages: Set<Int>, perform: @escaping ([DocumentTask]) -> Void, cancel: @escaping (UInt64) -> Void,
        wake: @escaping @Sendable () -> Void
    ) {
        self.perform = perform
        self.wake = wake
        searchRunner = SearchRunner(perform: perform, cancel: cancel, wake: wake)
        perform([outlineReader.task(wake: wake)])
        perform(linkFetcher.tasks(forSlotPages: slotPages, wake: wake))
    }

    /// Performs what the model asked of the document: the links of pages new in the slots, the
    /// text a selection waits for, the content boxes trimmed margins need, a search started or
    /// cancelled, a forward search, a note logged. False for an effect that is not the document's
    /// (the host's: the copy, fullscreen, the pages recoloured), or a forward search with no
    /// records to look in (the host says so).
    package func perform(_ effect: ReaderEffect, for model: ReaderModel) -> Bool {
        switch effect {
        case .slotsChanged:
            perform(linkFetcher.tasks(forSlotPages: model.slotPages, wake: wake))
        case .readText(let page): perform(pageTexts.task(for: page, wake: wake))
        case .measureContentBoxes(let pages): perform(contentBoxes.tasks(for: pages, wake: wake))
        case .readSlides: perform([slideShowReader.task(wake: wake)])
        case .readEveryPageMarks: perform([everyPageMarks.task(priority: .background, wake: wake)])
        case .startSearch(let state): searchRunner.start(state)
        case .cancelSearch(let generation): searchRunner.cancel(generation)
        case .log(let note): Self.linkLog.warning("\(note)")
        case .forwardSearch(let location): return syncTeX.forward(location)
        case .copy, .setFullscreen, .setPresenter, .setRecolored, .saveMarks, .marksChanged, .say: return false
        }
        return true
    }

    /// The answers that arrived since the last frame, as actions for `model`. A read that failed
    /// is shown as a failed render is, in `notices` (the outline's, in its panel) and the log; the
    /// model gets an empty answer, so that nothing waits for it (a selection, a script's link step,
    /// a search's progress).
    package func arrivedAnswers(for model: ReaderModel, notices: inout PageNotices) -> [ReaderAction] {
        var actions = pageTexts.arrived().map { answer in
            let text = value(of: answer.text, .text, page: answer.page, notices: &notices) ?? nil
            return ReaderAction.textRead(page: answer.page, text: text ?? .empty)
        }
        switch outlineReader.take() {
        case .success(let outline)?: actions.append(.outlineRead(outline))
        case .failure(let error)?:
            Self.failureLog.warning("\(error)")
            actions.append(.outlineFailed(reason: error.reason))
        case nil: break
        }
        let found = searchRunner.takeAnswers()
        if let generation = model.search.state?.generation, !found.isEmpty {
            let pages = Dictionary(
                uniqueKeysWithValues: found.map { page, outcome in
                    (page, value(of: outcome, .search, page: page, notices: &notices) ?? [])
                })
            actions.append(.searchFound(generation: generation, pages: pages))
        }
        switch slideShowReader.take() {
        case .success(let show)?: actions.append(.slidesRead(show))
        case .failure(let error)?:
            Self.failureLog.warning("\(error); the slides come in at once and stay until a key")
            actions.append(.slidesRead(SlideShow()))
        case nil: break
        }
        actions += syncTeX.arrivedAnswers()
        let boxes = contentBoxes.arrived()
        if !boxes.isEmpty { actions.append(.contentBoxesMeasured(boxes)) }
        for answer in linkFetcher.takeAnswers() {
            actions.append(
                .linksRead(
                    page: answer.page,
                    links: value(of: answer.links, .links, page: answer.page, notices: &notices) ?? []))
            switch answer.marks {
            case .success(let marks): actions.append(.marksRead(page: answer.page, marks: marks))
            case .failure(let error): Self.failureLog.warning("\(error); its marks are not listed")
            }
            switch answer.fields {
            case .success(let fields):
                if !fields.isEmpty { actions.append(.formFieldsRead(page: answer.page, fields: fields)) }
            case .failure(let error): Self.failureLog.warning("\(error); its form fields cannot be filled")
            }
        }
        switch everyPageMarks.take() {
        case .success(let marks)?: actions.append(.everyPageMarksRead(marks))
        case .failure(let error)?:
            Self.failureLog.warning("\(error); the marks panel lists the pages read")
            actions.append(.everyPageMarksRead(model.marks.inFile))
        case nil: break
        }
        return actions
    }

    /// What `read` of `page` gave; nil when it failed, which `notices` and the log then say.
    private func value<Value>(
        of outcome: Result<Value, FolioError>, _ read: PageNotices.Read, page: Int, notices: inout PageNotices
    ) -> Value? {
        switch outcome {
        case .success(let value):
            notices.readSucceeded(read, page: page)
            return value
        case .failure(let error):
            notices.readFailed(read, page: page, reason: "\(error)")
            Self.failureLog.warning("\(error)")
            return nil
        }
    }

    /// Whether the hovered link changed since the last frame (its panel is to be drawn again).
    package func hoverChanged(in model: ReaderModel) -> Bool {
        let hovered = model.hoveredLink
        guard hovered != linkFetcher.shownHover else { return false }
        linkFetcher.shownHover = hovered
        return true
    }

    /// Waiting for something a script asked for: a `link` step for its page's links, a copy for
    /// its page's text, a search still going through the book, or a forward search. The bench does not end then.
    package func isBusy(_ model: ReaderModel) -> Bool {
        model.links.pendingFollow != nil || model.selection.isCopyRequested || searchRunner.isSearching
            || syncTeX.isBusy
    }

    package var isSearching: Bool { searchRunner.isSearching }
    package var searchMeasurements: SearchMeasurements { searchRunner.measurements }

    /// A frame showing a search match was presented at `seconds`.
    package func matchShown(at seconds: Double) { searchRunner.matchShown(at: seconds) }

    private static let linkLog = Logger(label: "folio.links")
    /// Reads that failed, logged as the session logs a failed render.
    private static let failureLog = Logger(label: "folio.session")
}
