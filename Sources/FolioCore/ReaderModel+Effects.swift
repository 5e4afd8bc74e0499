/// The effects an action leads to, worked out in one place as it is applied: what was due before
/// the action is compared with what is due after, so that each effect is said once.
extension ReaderModel {
    /// What the model asked of the world before an action.
    struct EffectBaseline {
        let pageWantingText: Int?
        let searchGeneration: UInt64?
        let fullscreen: Bool
        let showsPresenter: Bool
        let recolors: Bool
        let lackingBoxes: [Int]
        let marksNotInFile: MarkChanges

        init(_ model: ReaderModel) {
            pageWantingText = model.selection.pageWantingText
            searchGeneration = model.search.state?.generation
            fullscreen = model.chrome.fullscreen
            showsPresenter = model.chrome.showsPresenter
            recolors = model.chrome.recolors
            lackingBoxes = model.pagesLackingContentBoxes
            marksNotInFile = model.marks.notInFile
        }
    }

    /// The effects of the action just applied, `assignments` being the slot swaps it made; hands
    /// over the copy and the notes it left.
    mutating func effects(since baseline: EffectBaseline, assignments: [SlotAssignment]) -> [ReaderEffect] {
        var effects: [ReaderEffect] = []
        if !assignments.isEmpty { effects.append(.slotsChanged(assignments)) }
        if let page = selection.pageWantingText, page != baseline.pageWantingText {
            effects.append(.readText(page: page))
        }
        if search.state?.generation != baseline.searchGeneration {
            if let old = baseline.searchGeneration { effects.append(.cancelSearch(generation: old)) }
            if let state = search.state { effects.append(.startSearch(state)) }
        }
        if chrome.fullscreen != baseline.fullscreen { effects.append(.setFullscreen(chrome.fullscreen)) }
        if chrome.showsPresenter != baseline.showsPresenter { effects.append(.setPresenter(chrome.showsPresenter)) }
        if chrome.recolors != baseline.recolors { effects.append(.setRecolored(chrome.recolors)) }
        let lackingBoxes = pagesLackingContentBoxes
        if !lackingBoxes.isEmpty, lackingBoxes != baseline.lackingBoxes {
            effects.append(.measureContentBoxes(lackingBoxes))
        }
        if wantsSlides {
            presentation.slidesRequested = true
            effects.append(.readSlides)
        }
        if let text = selection.takeCopy() { effects.append(.copy(text)) }
        let notInFile = marks.notInFile
        if notInFile != baseline.marksNotInFile { effects.append(.marksChanged(notInFile)) }
        if let (changes, asCopy) = marksToSave { effects.append(.saveMarks(changes, asCopy: asCopy)) }
        marksToSave = nil
        if everyPageMarksAsked { effects.append(.readEveryPageMarks) }
        everyPageMarksAsked = false
        if let message = marks.takeMessage() { effects.append(.say(message)) }
        effects += forwardSearchesAsked.map(ReaderEffect.forwardSearch)
        forwardSearchesAsked = []
        effects += presentation.notes.map(ReaderEffect.log)
        presentation.notes = []
        effects += links.takeNotes().map(ReaderEffect.log)
        return effects
    }
}
