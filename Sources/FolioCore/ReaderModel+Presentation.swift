/// Presentation mode (`F5`, `--presentation`): one page fitted on black, fullscreen, without
/// chrome; a page turns at once, the document's transition drawn over the two pages the slots
/// already hold; a page whose display duration is over turns by itself; `b` and `w` blank the
/// screen.
extension ReaderModel {
    /// The keys presentation mode takes before the reader's own: clickers send these.
    static let presentationKeys: [String: Command] = [
        "Right": .nextPage, "Down": .nextPage, "PageDown": .nextPage, "Space": .nextPage, "Return": .nextPage,
        "n": .nextPage, "l": .nextPage, "j": .nextPage,
        "Left": .previousPage, "Up": .previousPage, "PageUp": .previousPage, "Backspace": .previousPage,
        "p": .previousPage, "h": .previousPage, "k": .previousPage,
        "b": .blankBlack, ".": .blankBlack, "w": .blankWhite, ",": .blankWhite,
        "T": .toggleTransitions, "Escape": .togglePresentation, "P": .togglePresenter,
    ]

    /// Commands that mean nothing on a slide: zooming, panning and the panels over the pages.
    static let commandsNotPresenting: Set<Command> = [
        .zoomIn, .zoomOut, .fitWidth, .panLeft, .panRight, .panUp, .panDown, .toggleStrip, .toggleOutline,
        .toggleSpreads, .toggleCover, .toggleTrim, .toggleSelection, .search, .toggleHUD, .note, .deleteMark,
        .toggleMarks,
    ]

    /// Turns presentation mode on or off. On: one page at a time (the layout is kept to come back
    /// to), fitted without margin, fullscreen, the clock started. Off: as before, windowed.
    mutating func setPresenting(_ on: Bool, time: Double) {
        guard on != presentation.isOn else { return }
        presentation.isOn = on
        presentation.blank = .none
        presentation.run = nil
        chrome.fullscreen = on
        if on {
            presentation.layoutBefore = layout
            if layout != .single { request(layout: .single, rightToLeft: isRightToLeft) }
            presentation.clockStart = time
            chrome.showsKeyList = false
            strip.isToggledOn = false
        } else {
            if let before = presentation.layoutBefore, before != layout {
                request(layout: before, rightToLeft: isRightToLeft)
            }
            presentation.clockStart = nil
        }
        // The margin changed: every slot is fitted again.
        layOutSlots()
        drag = nil
    }

    /// A key in presentation mode: true when it was presentation's. Any key while the screen is
    /// blanked only brings the slide back.
    mutating func pressPresenting(_ key: KeyPress, time: Double) -> Bool {
        guard presentation.isOn, chrome.prompt == nil else { return false }
        if presentation.blank != .none {
            presentation.blank = .none
            presentation.clockStart = time
            return true
        }
        guard !key.ctrl, !key.alt, let command = Self.presentationKeys[key.name] else { return false }
        run(command, focus: viewportCentre, time: time)
        return true
    }

    /// Blanks the screen to `colour`, or brings the slide back when it is blanked so already.
    mutating func blank(_ colour: PresentationState.Blank, time: Double) {
        guard presentation.isOn else { return }
        presentation.blank = presentation.blank == colour ? .none : colour
        presentation.clockStart = presentation.blank == .none ? time : nil
    }

    mutating func toggleTransitions() {
        presentation.transitionsOn.toggle()
        if !presentation.transitionsOn { presentation.run = nil }
    }

    /// Turns to `spread` at once; to the next or previous page, with the transition that brings the
    /// page in (going back: the page left's own, backwards). A transition under way ends first.
    mutating func presentTurn(to spread: Int, time: Double) {
        let target = min(max(spread, 1), spreads.count)
        let from = currentSpread
        finishTransition(at: time)
        guard target != from else { return }
        jumpPager(toSpread: target)
        let forward = target == from + 1, backward = target == from - 1
        let transition =
            forward
            ? presentation.transition(arrivingAt: target)
            : backward ? presentation.transition(arrivingAt: from) : .replace
        if transition.style != .replace, transition.seconds > 0 {
            presentation.run = TransitionRun(
                from: from, to: target, transition: transition, reversed: backward, start: time)
            presentation.clockStart = nil
        } else {
            presentation.clockStart = time
        }
    }

    /// Ends the transition under way, if any: its page shows alone and its clock starts.
    private mutating func finishTransition(at time: Double) {
        guard let run = presentation.run else { return }
        presentation.run = nil
        presentation.clockStart = min(time, run.end)
    }

    /// A tick in presentation mode: a transition over ends, and a page whose display duration is
    /// over turns, its transition starting when the duration ended.
    mutating func stepPresentation(time: Double) {
        guard presentation.isOn else { return }
        if let run = presentation.run, run.isOver(at: time) { finishTransition(at: time) }
        guard let (start, seconds) = pageClock, time - start >= seconds else { return }
        presentation.advances.append(
            TimedAdvance(page: currentPage, declaredSeconds: seconds, clockStart: start, firedAt: time))
        presentTurn(to: currentSpread + 1, time: start + seconds)
    }

    /// Input while presenting restarts the page's clock: a page turns by itself only after its
    /// whole duration without input.
    mutating func noteInputPresenting(at time: Double) {
        guard presentation.isOn, presentation.clockStart != nil else { return }
        presentation.clockStart = time
    }

    /// The document's transitions and durations, read on the workers.
    mutating func learnSlides(_ show: SlideShow) {
        presentation.slides = show
        presentation.notes += show.warnings
    }

    /// When the current page turns by itself unless input comes first (model seconds); nil when it
    /// does not: the host wakes for it.
    public var timedAdvanceDue: Double? { pageClock.map { $0.start + $0.seconds } }

    /// The current page's clock while it counts toward a timed advance: when it started, and the
    /// page's duration; nil when nothing will turn the page by itself.
    private var pageClock: (start: Double, seconds: Double)? {
        guard presentation.isOn, presentation.run == nil, presentation.blank == .none,
            let start = presentation.clockStart, let seconds = presentation.seconds(onPage: currentPage),
            currentSpread < spreads.count
        else { return nil }
        return (start, seconds)
    }

    /// Every page turns by itself after `seconds` (`--advance`), over the document's durations; nil: as
    /// the document says.
    public mutating func advanceEveryPage(after seconds: Double?) { presentation.fixedSeconds = seconds }

    /// The layout the reader reads in: presenting, the one it left for a page at a time and comes
    /// back to; what a reading place keeps.
    public var readingLayout: PageLayout { presentation.isOn ? presentation.layoutBefore ?? layout : layout }

    /// The timed advances made since the last call, for the measurements.
    public mutating func takeTimedAdvances() -> [TimedAdvance] { presentation.takeAdvances() }

    /// Whether the slides are to be read now: presentation mode is on and they were not asked for.
    var wantsSlides: Bool { presentation.isOn && presentation.slides == nil && !presentation.slidesRequested }
}
