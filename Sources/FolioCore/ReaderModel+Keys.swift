/// Keys and clicks: what the go-to-page prompt takes while it is open, and otherwise the command
/// the `KeyMap` names for the key on a page at fit or zoomed.
extension ReaderModel {
    /// A click in this fraction of the window's width at either side turns the page at fit.
    public static let turningEdge = 0.2
    /// A pan key moves a zoomed page by this fraction of the window.
    public static let panKeyStep = 0.125

    mutating func press(_ key: KeyPress, focus: Point, time: Double) {
        if var prompt = chrome.prompt {
            switch prompt.press(key, labels: labels, pageCount: pageSizes.count) {
            case .editing: chrome.prompt = prompt
            case .cancelled: chrome.prompt = nil
            case .goTo(let page):
                chrome.prompt = nil
                jump(to: PageDestination(page: page))
            }
            return
        }
        if pressInQuitPrompt(key) { return }
        if pressInNoteEditor(key) { return }
        if !outline.isOpen, !markPanel.isOpen, search.prompt == nil, pressInForms(key) { return }
        if pressInSearchPrompt(key) { return }
        if pressInMarkPanel(key) { return }
        if outline.isOpen {
            pressInOutline(key)
            return
        }
        if pressPresenting(key, time: time) { return }
        if let command = searchCommand(for: key) { return run(command, focus: focus, time: time) }
        guard let command = chrome.keyMap.command(for: key, zoomed: currentZoomView?.isZoomed == true) else { return }
        run(command, focus: focus, time: time)
    }

    /// A click that did not drag: at fit, in the left or right fifth of the window, turns the page.
    /// A click on the shown page strip is the strip's (it jumps to the page clicked).
    mutating func click(at point: Point, time: Double) {
        // A slide turns on any click: back in the left fifth, on everywhere else.
        if presentation.isOn, chrome.prompt == nil {
            return run(
                point.x < viewport.width * Self.turningEdge ? .previousPage : .nextPage, focus: point, time: time)
        }
        if chrome.prompt == nil, clickField(at: point) || openNote(at: point) { return }
        guard currentZoomView?.isZoomed != true, chrome.prompt == nil, !selection.isModeOn,
            !(isStripShown && stripLayout.contains(point))
        else { return }
        if point.x < viewport.width * Self.turningEdge {
            run(.pageLeft, focus: point, time: time)
        } else if point.x > viewport.width * (1 - Self.turningEdge) {
            run(.pageRight, focus: point, time: time)
        }
    }

    /// Moves the zoomed current page by a key's step in `direction` (window pixels, the way the view
    /// goes); where the page cannot move that way any more, the page turns.
    mutating func panKey(_ direction: Point, time: Double) {
        guard let index = slotIndex(holding: currentPage), zooms[index].isZoomed else {
            return
        }
        let step = Point(
            x: direction.x * viewport.width * Self.panKeyStep, y: direction.y * viewport.height * Self.panKeyStep)
        if !zooms[index].nudge(by: step) {
            let command: Command =
                direction.x > 0 ? .pageRight : direction.x < 0 ? .pageLeft : direction.y > 0 ? .nextPage : .previousPage
            run(command, focus: viewportCentre, time: time)
        }
    }
}
