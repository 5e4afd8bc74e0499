import Foundation  // pow

/// Commands, the wheel and zooming the current page.
extension ReaderModel {
    mutating func run(_ command: Command, focus: Point, time: Double) {
        // Counting from where a running animation is heading, presses faster than it add up.
        let base = targetSpread
        if presentation.isOn {
            if Self.commandsNotPresenting.contains(command) { return }
            switch command {
            case .nextPage, .pageRight: return presentTurn(to: currentSpread + 1, time: time)
            case .previousPage, .pageLeft: return presentTurn(to: currentSpread - 1, time: time)
            case .firstPage: return presentTurn(to: 1, time: time)
            case .lastPage: return presentTurn(to: spreads.count, time: time)
            default: break
            }
        }
        switch command {
        case .nextPage: turn(to: base + 1, time: time)
        case .previousPage: turn(to: base - 1, time: time)
        case .pageLeft: turn(to: base + (isRightToLeft ? 1 : -1), time: time)
        case .pageRight: turn(to: base + (isRightToLeft ? -1 : 1), time: time)
        case .firstPage: jumpPager(toSpread: 1)
        case .lastPage: jumpPager(toSpread: spreads.count)
        case .zoomIn: zoomCurrentPage(about: focus, time: time) { $0.zoomIn(at: $1) }
        case .zoomOut: zoomCurrentPage(about: focus, time: time) { $0.zoomOut(at: $1) }
        case .fitPage: zoomCurrentPage(about: focus, time: time) { view, _ in view.fitPage() }
        case .fitWidth: zoomCurrentPage(about: focus, time: time) { view, _ in view.fitWidth() }
        case .panLeft: panKey(Point(x: -1, y: 0), time: time)
        case .panRight: panKey(Point(x: 1, y: 0), time: time)
        case .panUp: panKey(Point(x: 0, y: -1), time: time)
        case .panDown: panKey(Point(x: 0, y: 1), time: time)
        case .goToPage: chrome.prompt = PageNumberPrompt()
        case .toggleFullscreen: chrome.fullscreen.toggle()
        case .toggleNightMode: chrome.nightMode.toggle()
        case .toggleHUD: chrome.showsHUD.toggle()
        case .toggleKeyList: chrome.showsKeyList.toggle()
        case .dismiss:
            if chrome.prompt != nil {
                chrome.prompt = nil
            } else if dismissSearch() {
                // The search prompt closed, or, with it closed, the highlights cleared.
            } else if chrome.showsKeyList {
                chrome.showsKeyList = false
            } else if selection.isModeOn {
                selection.toggleMode()
            } else {
                quitUnlessMarksAreUnsaved()
            }
        case .toggleStrip: setStripShown(!strip.isToggledOn)
        case .quit: quitUnlessMarksAreUnsaved()
        case .highlight: markSelection(.highlight)
        case .underline: markSelection(.underline)
        case .strikeOut: markSelection(.strikeOut)
        case .saveMarks: saveMarks()
        case .saveMarksCopy: saveMarks(asCopy: true)
        case .note: editNote(at: focus)
        case .deleteMark: deleteMark(at: focus)
        case .undoMark: undoMarkChange()
        case .nextMarkColor: nextMarkColor()
        case .toggleMarks: toggleMarkPanel()
        case .back: goBack()
        case .forward: goForward()
        case .toggleOutline: toggleOutline()
        case .search: openSearchPrompt()
        case .nextMatch: moveToMatch(by: 1)
        case .previousMatch: moveToMatch(by: -1)
        case .toggleSelection: selection.toggleMode()
        case .copy: selection.requestCopy()
        case .toggleSpreads: request(layout: layout == .single ? .spread : .single, rightToLeft: isRightToLeft)
        case .toggleCover: request(layout: layout.togglingCover, rightToLeft: isRightToLeft)
        case .toggleRightToLeft: request(layout: layout, rightToLeft: !isRightToLeft)
        case .toggleRecolor: chrome.recolors.toggle()
        case .toggleTrim: setTrim(!trim.isOn)
        case .togglePresentation: setPresenting(!presentation.isOn, time: time)
        case .blankBlack: blank(.black, time: time)
        case .blankWhite: blank(.white, time: time)
        case .toggleTransitions: toggleTransitions()
        case .togglePresenter: chrome.showsPresenter.toggle()
        }
    }

    /// The pages were opened recoloured (`Recolor`), or not: what `Ctrl+R` turns from.
    public mutating func openedRecolored(_ recolored: Bool) { chrome.recolors = recolored }

    /// A mouse wheel's whole units turn a page; a touchpad's fractions move the pager with the
    /// fingers; with Ctrl held, either zooms about the cursor.
    mutating func apply(_ turn: WheelTurn, time: Double) {
        if turn.zooms {
            guard turn.dy != 0 else { return }
            zoomCurrentPage(about: turn.focus ?? viewportCentre, time: time) {
                $0.zoom(by: pow(WheelTurn.zoomPerUnit, turn.dy), at: $1)
            }
            return
        }
        // Down leads to later pages, and right to the spread on the right: the next one, or the
        // previous one in a book read right to left.
        let amount = turn.dx + (isRightToLeft ? turn.dy : -turn.dy)
        guard amount != 0 else { return }
        let units = amount.rounded()
        if abs(amount - units) < 1e-6 {
            run(units > 0 ? .pageRight : .pageLeft, focus: viewportCentre, time: time)
        } else {
            physics.scroll(deltaX: amount * WheelTurn.pointsPerUnit * density, time: time)
        }
    }

    private mutating func turn(to spread: Int, time: Double) {
        physics.animate(toPage: spreads.position(ofSpread: min(max(spread, 1), spreads.count)), time: time)
    }

    /// Applies a zoom change to the current spread, handing it `focus` (window pixels) in the
    /// spread's own cell.
    mutating func zoomCurrentPage(about focus: Point, time: Double, _ change: (inout ZoomView, Point) -> Void) {
        guard let index = slotIndex(holding: currentPage) else { return }
        change(&zooms[index], Point(x: focus.x - cellX(ofSpread: currentSpread), y: focus.y))
        lastZoomTime = max(lastZoomTime, time)
    }
}
