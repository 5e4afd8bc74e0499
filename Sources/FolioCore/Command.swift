/// What the reader is asked to do by a key, a click or a script, whatever key or button asked.
/// `KeyBinding` says which keys ask for which command.
public enum Command: String, Sendable, CaseIterable, Codable {
    case nextPage, previousPage, firstPage, lastPage
    /// The spread to the left or right on screen: the previous and next ones, or the other way round
    /// in a book read right to left.
    case pageLeft, pageRight
    /// The next or previous zoom step (`ZoomView.zoomSteps`, with fit width among them).
    case zoomIn, zoomOut
    case fitPage, fitWidth
    /// A zoomed page moves by a key's step; at its edge the page turns instead.
    case panLeft, panRight, panUp, panDown
    /// Opens the go-to-page prompt.
    case goToPage
    case toggleFullscreen, toggleNightMode, toggleHUD, toggleKeyList
    /// Escape: closes what is open over the page (the prompt, the key list), or quits when nothing is.
    case dismiss
    /// Shows or hides the page strip.
    case toggleStrip
    /// Back to where the last jump left, and forward again (`JumpHistory`).
    case back, forward
    /// Shows or hides the outline panel.
    case toggleOutline
    /// Opens the search prompt; the next and previous match of the last search.
    case search, nextMatch, previousMatch
    /// Turns text selection by dragging on and off; copies the selected text to the clipboard.
    case toggleSelection, copy
    /// Spreads on or off (`d`); the cover page alone or not (`D`), as zathura's keys do.
    case toggleSpreads, toggleCover
    /// Reads right to left (manga, Arabic and Hebrew books) or back.
    case toggleRightToLeft
    /// Shows each page cropped to its content (`PageTrim`), or whole again.
    case toggleTrim
    /// Shows the pages in the recolouring's colours (`Recolor`), or in their own again.
    case toggleRecolor
    /// Presentation mode on or off (F5; Escape leaves it).
    case togglePresentation
    /// In presentation mode: the screen blanked to black or white, or back (any key brings it back).
    case blankBlack, blankWhite
    /// In presentation mode: the document's transitions drawn, or every page shown at once.
    case toggleTransitions
    /// Opens or closes the presenter window: the current and next page, the time and the clock.
    case togglePresenter
    /// The selected text highlighted, underlined or struck out in the current colour.
    case highlight, underline, strikeOut
    /// A note at the pointer, or the text of the mark under it to edit.
    case note
    /// The mark under the pointer taken out (from the file with the next save).
    case deleteMark
    /// The last change to the marks since the last save undone.
    case undoMark
    /// The next colour of the palette for new marks.
    case nextMarkColor
    /// Shows or hides the marks panel.
    case toggleMarks
    /// Writes the marks made into the PDF (Ctrl+S), or into a copy beside it, then shown (Ctrl+Shift+S).
    case saveMarks, saveMarksCopy
    case quit

    /// Whether the command zooms, about a focus point when it has one.
    var zooms: Bool { [.zoomIn, .zoomOut, .fitPage, .fitWidth].contains(self) }
}
