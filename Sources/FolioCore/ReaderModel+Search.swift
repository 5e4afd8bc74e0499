/// Search: the prompt's keys, starting a search (the workers then search its pages, in
/// `SearchState.pageOrder`, and hand their matches back as `ReaderAction.searchFound`), and going
/// to a match, which is a jump like any other (recorded in the history) that zooms in only when the
/// match's text would be too small to read at the current zoom.
extension ReaderModel {
    /// A match whose text is shorter than this many window points at the current zoom is zoomed
    /// in on, to `comfortableMatchPoints`.
    public static let readableMatchPoints = 8.0
    public static let comfortableMatchPoints = 16.0

    /// A key while the search prompt is open; false when the prompt is closed.
    mutating func pressInSearchPrompt(_ key: KeyPress) -> Bool {
        guard var prompt = search.prompt else { return false }
        switch prompt.press(key) {
        case .editing: search.prompt = prompt
        case .closed: search.prompt = nil
        case .submit(let text, let backwards):
            search.prompt = prompt
            if search.state?.query.text == text {
                moveToMatch(by: backwards ? -1 : 1)
            } else {
                startSearch(text, moves: backwards ? -1 : 1)
            }
        }
        return true
    }

    /// `n` and `N` while a search is highlighted: the next and previous match.
    func searchCommand(for key: KeyPress) -> Command? {
        guard search.takesMatchKeys, !key.ctrl, !key.alt else { return nil }
        switch key.name {
        case "n": return .nextMatch
        case "N": return .previousMatch
        default: return nil
        }
    }

    /// Opens the prompt, empty.
    mutating func openSearchPrompt() {
        chrome.prompt = nil
        search.prompt = SearchPrompt()
    }

    /// Escape without a prompt open: clears the highlights; false when there were none.
    mutating func dismissSearch() -> Bool {
        if search.prompt != nil {
            search.prompt = nil
            return true
        }
        guard search.state != nil else { return false }
        search.state = nil
        return true
    }

    /// Starts a new search for `text` from the current page (replacing any other, whose answers
    /// are then dropped), then makes `moves` moves as their matches become certain.
    mutating func startSearch(_ text: String, moves: Int) {
        guard !text.isEmpty else { return }
        search.start(text, pageCount: pageSizes.count, startPage: currentPage)
        moveToMatch(by: moves)
    }

    /// Matches the workers found on some pages for the search `generation`; another's are dropped.
    mutating func learnMatches(_ found: [Int: [Rect]], generation: UInt64) {
        guard var state = search.state, state.generation == generation else { return }
        search.state = nil  // the one reference left: its matches are not copied to change them
        state.learn(found)
        let made = state.settle()
        search.state = state
        if let last = made.last { show(last) }
    }

    mutating func moveToMatch(by steps: Int) {
        guard var state = search.state, steps != 0 else { return }
        search.state = nil
        let made = state.move(by: steps)
        search.state = state
        if let last = made.last { show(last) }
    }

    /// Jumps to the match at `position`, zoomed in enough to read it.
    private mutating func show(_ position: SearchState.Position) {
        guard let area = search.state?.rect(at: position) else { return }
        jump(toArea: area, onPage: position.page, minimumZoom: minimumZoom(toRead: area, onPage: position.page))
    }

    /// The zoom that shows `area`'s height at `comfortableMatchPoints`, when at the current zoom it
    /// would be under `readableMatchPoints`; nil when it is readable as it is.
    public func minimumZoom(toRead area: Rect, onPage page: Int) -> Double? {
        let fit = fitScale(ofPage: page)
        let zoom = currentZoomView?.zoom ?? 1
        guard area.height > 0, fit > 0, area.height * fit * zoom < Self.readableMatchPoints * density else {
            return nil
        }
        return Self.comfortableMatchPoints * density / (area.height * fit)
    }
}
