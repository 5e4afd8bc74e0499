/// What an action asks of the world outside the model: `ReaderModel.apply(_:at:)` returns these,
/// and the session performs them. The model's only way out: each is said once, when it becomes
/// due, so nothing outside it polls its state or keeps a counter to see what changed.
public enum ReaderEffect: Sendable, Equatable {
    /// This tick gave slots new pages: their renders of other generations are stale, and the new
    /// pages' links are to be read.
    case slotsChanged([SlotAssignment])
    /// A selection waits for `page`'s text: read it on a worker and hand it back as `.textRead`.
    case readText(page: Int)
    /// A new search: search its pages on the workers, in `SearchState.pageOrder`, and hand the
    /// matches back as `.searchFound` with its generation.
    case startSearch(SearchState)
    /// The search of `generation` is over (dismissed, or replaced by a new one): drop its work.
    case cancelSearch(generation: UInt64)
    /// The selected text Ctrl+C asked for, now that its page's text is known: for the clipboard (the
    /// window) or the report (the bench).
    case copy(String)
    /// The window goes fullscreen, or back.
    case setFullscreen(Bool)
    /// The presenter window opens, or closes.
    case setPresenter(Bool)
    /// Margins are trimmed and these pages' content boxes are wanted, nearest first: measure them on
    /// the workers and hand them back as `.contentBoxesMeasured`.
    case measureContentBoxes([Int])
    /// The pages are to be rendered in the recolouring's colours (true) or their own: the host
    /// opens them again so, at the same place.
    case setRecolored(Bool)
    /// Presentation mode wants the document's transitions and durations: read them on a worker
    /// and hand them back as `.slidesRead`.
    case readSlides
    /// Look up where a source line landed in the PDF (SyncTeX), off the main thread, and hand it
    /// back as `.syncTeXFound`.
    case forwardSearch(SourceLocation)
    /// The changes to marks not yet in the file are now these (made, restored, saved: none): the
    /// host writes them down in the document's journal, so that a crash loses none.
    case marksChanged(MarkChanges)
    /// Ctrl+S: write these changes into the document's file (an incremental update, replacing the
    /// file durably), or with Ctrl+Shift+S into a copy beside it (then shown), off the main thread,
    /// and answer with `.marksSaved`.
    case saveMarks(MarkChanges, asCopy: Bool)
    /// The marks panel wants every page's marks: read them on a worker and hand them back as
    /// `.everyPageMarksRead`.
    case readEveryPageMarks
    /// A line for the user: the window shows it at its foot for a moment (the bench logs it).
    case say(String)
    /// Something asked of the reader that it did not do, for the host's log (a link a script named
    /// that leads out of the book or does not exist).
    case log(String)
}

extension [ReaderEffect] {
    /// The slot swaps among the effects.
    public var slotAssignments: [SlotAssignment] {
        flatMap { effect -> [SlotAssignment] in
            if case .slotsChanged(let assignments) = effect { return assignments }
            return []
        }
    }
}
