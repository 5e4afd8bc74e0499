import CSDL2
import FolioCore
import FolioPresenter

/// Draws the search over the pages: every match on the slots on screen as a translucent yellow
/// rectangle, the current one in orange (page points to window pixels through the slot's origin and
/// scale), and the prompt with its progress ("3 of 57 · searching 1,204 / 2,415") in a panel at the
/// window's foot. The panel's texture is made again only when its lines change, and while the
/// search runs at most `panelRefreshSeconds` apart. Main thread only.
final class SearchView {
    static let panelRefreshSeconds = 0.1
    private static let marginPoints = 16.0

    private let panel = OverlayPanel(fontPoints: 15)
    private var panelLines: [String] = []
    private var panelMadeAt = -Double.infinity
    /// The prompt's text when the panel was made (nil: closed).
    private var panelTyped: String?

    /// Draws the highlights; returns whether any match was on screen.
    func drawMatches(_ model: ReaderModel, on renderer: OpaquePointer) -> Bool {
        guard let state = model.search.state, state.matchCount > 0 else { return false }
        var shown = false
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        defer { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        for page in model.slotPages.sorted() {
            guard let rects = state.matches[page], !rects.isEmpty else { continue }
            for (number, rect) in rects.enumerated() {
                // A trimmed page's matches in its cut-away margins are not drawn: only its shown part is.
                guard let placed = model.windowRect(ofPageRect: rect, onPage: page) else { continue }
                shown = true
                let isCurrent = state.current == SearchState.Position(page: page, index: number)
                if isCurrent {
                    SDL_SetRenderDrawColor(renderer, 0xFF, 0x8C, 0x00, 0x80)
                } else {
                    SDL_SetRenderDrawColor(renderer, 0xFF, 0xE0, 0x00, 0x60)
                }
                var box = SDL_Rect(placed)
                SDL_RenderFillRect(renderer, &box)
            }
        }
        return shown
    }

    /// The prompt while it is open, else the search's progress while its matches are highlighted.
    func drawPanel(_ model: ReaderModel, on renderer: OpaquePointer) throws(SDLError) {
        let search = model.search
        var lines: [String] = []
        if let prompt = search.prompt {
            lines.append("Search: \(prompt.text)_")
            lines.append(search.state.map(\.statusText) ?? "Enter searches, Escape closes")
        } else if let state = search.state {
            lines.append(
                "\u{201C}\(state.query.text)\u{201D}  \(state.statusText)   n N next, previous   Escape clears")
        }
        guard !lines.isEmpty else { return }
        // While pages keep arriving and nothing is typed, only the count changes: it is redrawn a
        // few times a second, not at every answer.
        let running = search.state.map { !$0.isFinished } ?? false
        let typed = search.prompt?.text
        let recent = (0..<Self.panelRefreshSeconds).contains(model.now - panelMadeAt)
        if lines != panelLines, !(running && typed == panelTyped && recent) {
            panelLines = lines
            panelTyped = typed
            panelMadeAt = model.now
        }
        try panel.show(panelLines, renderer: renderer, density: model.density)
        let margin = Self.marginPoints * model.density
        let area = Rect(origin: .zero, size: model.viewport)
        panel.draw(on: renderer, in: area, placement: .bottomLeft, margin: margin)
    }
}
