import CSDL2
import FolioCore
import FolioInstrument
import FolioRender
import Logging

/// How the reader finds its way in a book, beside the pages: the outline, the slots' pages' links,
/// search and text selection. Each part reads the document through tasks on the render workers
/// (poppler is never called on the main thread) and hands its answers to the model as actions in
/// a frame; this type gathers them and draws what they show. Main thread only.
final class ReaderNavigation {
    private let outlineReader = OutlineReader()
    private let outlineView = OutlineView()
    private let linkFetcher = PageLinkFetcher()
    private let pageTexts = PageTextRequests()
    private let selectionLayer = SelectionLayer()
    private let searchRunner: SearchRunner
    private let searchView = SearchView()
    private let perform: ([DocumentTask]) -> Void
    private let wake: @Sendable () -> Void
    /// Whether the last frame drew a search match on screen.
    private var drewMatch = false

    /// Reads the outline, and the links of the pages `slotPages`, at once; `perform` queues tasks on
    /// the workers, `cancel` drops a group's.
    init(
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
    /// text a selection waits for, a search started or cancelled, a note logged. False for an
    /// effect that is not the document's (the host's: the copy, fullscreen).
    func perform(_ effect: ReaderEffect, for model: ReaderModel) -> Bool {
        switch effect {
        case .slotsChanged:
            perform(linkFetcher.tasks(forSlotPages: Set(model.slots.compactMap(\.page)), wake: wake))
        case .readText(let page): perform(pageTexts.task(for: page, wake: wake))
        case .startSearch(let state): searchRunner.start(state)
        case .cancelSearch(let generation): searchRunner.cancel(generation)
        case .log(let note): Self.linkLog.warning("\(note)")
        case .copy, .setFullscreen: return false
        }
        return true
    }

    /// The answers that arrived since the last frame, as actions for `model`.
    func arrivedAnswers(for model: ReaderModel) -> [ReaderAction] {
        var actions = pageTexts.arrived()
        if let outline = outlineReader.take() { actions.append(.outlineRead(outline)) }
        let found = searchRunner.takeAnswers()
        if let generation = model.search.state?.generation, !found.isEmpty {
            actions.append(.searchFound(generation: generation, pages: found))
        }
        actions += linkFetcher.takeAnswers().map { .linksRead(page: $0.page, links: $0.links) }
        return actions
    }

    /// Whether the hovered link changed since the last frame (its panel is to be drawn again).
    func hoverChanged(in model: ReaderModel) -> Bool {
        let hovered = model.hoveredLink
        guard hovered != linkFetcher.shownHover else { return false }
        linkFetcher.shownHover = hovered
        return true
    }

    /// Waiting for something a script asked for: a `link` step for its page's links, or a search
    /// still going through the book. The bench does not end then.
    func isBusy(_ model: ReaderModel) -> Bool { model.links.pendingFollow != nil || searchRunner.isSearching }

    var isSearching: Bool { searchRunner.isSearching }
    var searchMeasurements: SearchMeasurements { searchRunner.measurements }

    /// The selection and the search's matches, over the pages, under the strip and the chrome.
    func drawOnPages(_ model: ReaderModel, on renderer: OpaquePointer) throws(SDLError) {
        try selectionLayer.draw(model, on: renderer)
        drewMatch = searchView.drawMatches(model, on: renderer)
    }

    /// The outline panel, over the strip and under the chrome.
    func drawOutline(_ model: ReaderModel, on renderer: OpaquePointer) throws(SDLError) {
        try outlineView.draw(model, on: renderer)
    }

    /// The search prompt and its progress, over the chrome.
    func drawSearchPanel(_ model: ReaderModel, on renderer: OpaquePointer) throws(SDLError) {
        try searchView.drawPanel(model, on: renderer)
    }

    /// The frame drawn last is presented at `seconds`.
    func framePresented(at seconds: Double) {
        if drewMatch { searchRunner.matchShown(at: seconds) }
    }

    private static let linkLog = Logger(label: "folio.links")
}
