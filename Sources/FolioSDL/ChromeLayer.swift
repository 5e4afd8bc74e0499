import CSDL2
import FolioCore
import FolioPresenter
import Foundation  // padding the key list
import Logging

/// Draws what `ReaderChrome` puts over the composed pages, in the window and the bench alike:
/// night mode (`invertPages`: the pages' colours inverted as the frame is composed, nothing
/// rendered again), a panel on a page that could not be drawn or is still rendering, the page indicator fading out after a turn, the
/// go-to-page prompt and the key list. Panels are cairo text in textures made only when their text
/// changes. Main thread only.
final class ChromeLayer {
    private let indicator = OverlayPanel(fontPoints: 15)
    private let prompt = OverlayPanel(fontPoints: 17)
    private let keyList = OverlayPanel(fontPoints: 14)
    private let linkPanel = LinkPanel()
    private var pageNotices: [Int: OverlayPanel] = [:]
    private var invertsUnsupported = false
    private let log = Logger(label: "folio.chrome")

    private static let marginPoints = 16.0

    /// Draws the chrome over the slots `model` lays out; `notices` are what pages say in place of
    /// their pixels (`PageNotices`).
    func draw(_ model: ReaderModel, notices: [Int: [String]], extraIndicatorText: String?, on renderer: OpaquePointer)
        throws(SDLError)
    {
        let screen = Rect(origin: .zero, size: model.viewport)
        let density = model.density, margin = Self.marginPoints * density
        let chrome = model.chrome
        try drawPageNotices(model, notices: notices, on: renderer)
        try linkPanel.draw(model, on: renderer)
        // Above the page strip while it shows, else at the window's foot.
        let indicatorArea =
            model.isStripShown
            ? Rect(x: 0, y: 0, width: screen.width, height: model.stripLayout.band.minY + margin / 2) : screen

        // A slide shows no page indicator: the audience sees the slide alone.
        let opacity = model.presentation.isOn ? 0 : chrome.indicatorOpacity(at: model.now)
        if opacity > 0 || (extraIndicatorText != nil && !model.presentation.isOn) {
            try indicator.show(
                [[model.pageText, extraIndicatorText].compactMap { $0 }.joined(separator: "   ")], renderer: renderer,
                density: density)
            indicator.draw(
                on: renderer, in: indicatorArea, placement: .bottomCentre, margin: margin,
                opacity: extraIndicatorText == nil ? opacity : 1)
        }
        if let pagePrompt = chrome.prompt {
            let hint = pagePrompt.problem ?? "a page number or label; Enter goes, Escape cancels"
            try prompt.show(["Go to page: \(pagePrompt.text)_", hint], renderer: renderer, density: density)
            prompt.draw(on: renderer, in: screen, placement: .centre, margin: margin)
        }
        if let editor = model.noteEditor {
            try prompt.show(Self.noteLines(editor), renderer: renderer, density: density)
            prompt.draw(on: renderer, in: screen, placement: .centre, margin: margin)
        }
        if model.marks.asksToQuit {
            try prompt.show(QuitPrompt.lines(for: model.marks.notInFile), renderer: renderer, density: density)
            prompt.draw(on: renderer, in: screen, placement: .centre, margin: margin)
        }
        if let picker = model.choicePicker {
            try prompt.show(Self.choiceLines(picker), renderer: renderer, density: density)
            prompt.draw(on: renderer, in: screen, placement: .centre, margin: margin)
        }
        if chrome.showsKeyList {
            try keyList.show(Self.keyListLines(chrome.keyMap), renderer: renderer, density: density)
            keyList.draw(on: renderer, in: screen, placement: .centre, margin: margin)
        }
    }

    /// The note's panel: what it is, the text typed (its last lines, when long), how to end.
    static func noteLines(_ editor: NoteEditor) -> [String] {
        let title: String =
            switch editor.target {
            case .new(let page, _): "A note on page \(page)"
            case .existing(let listed):
                listed.mark.kind == .note ? "The note on page \(listed.mark.page)" : "The comment on this mark"
            case .field(let field): "The field \(field.name.isEmpty ? "on page \(field.page)" : field.name)"
            }
        let lines = (editor.text + "_").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var hint = "Enter keeps it, Shift+Enter breaks the line, Escape cancels"
        if case .field = editor.target { hint = "Enter fills it in, Escape cancels" }
        return [title, ""] + lines.suffix(12) + ["", hint]
    }

    /// A choice field's items, the one Enter would pick marked.
    static func choiceLines(_ picker: ChoicePicker) -> [String] {
        let name = picker.field.name.isEmpty ? "on page \(picker.field.page)" : picker.field.name
        let items = picker.field.options.indices.map {
            ($0 == picker.selected ? "> " : "  ") + picker.field.options[$0]
        }
        return ["Choose for \(name)", ""] + items + ["", "Up and Down move, Enter picks, Escape cancels"]
    }

    /// The key list as a panel: the keys as bound in one column, what they do in the next.
    static func keyListLines(_ keyMap: KeyMap) -> [String] {
        let rows = keyMap.keyListRows
        let width = rows.map(\.keys.count).max() ?? 0
        return ["Keys and mouse", ""]
            + rows.map { $0.keys.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.action }
            + ["", "? or Escape closes this list"]
    }

    /// One panel per page shown with a notice, in the middle of its place in the pager.
    private func drawPageNotices(_ model: ReaderModel, notices: [Int: [String]], on renderer: OpaquePointer)
        throws(SDLError)
    {
        let shown = model.slotPages.intersection(notices.keys)
        pageNotices = pageNotices.filter { shown.contains($0.key) }
        for page in shown.sorted() {
            // A page alone has its cell of the pager; a page of a spread, its own place in it.
            let cell =
                model.spreads.pages(ofSpread: model.spreads.spread(holding: page)).count > 1
                ? model.shownFrame(ofPage: page)
                : Rect(x: model.cellX(ofPage: page), y: 0, width: model.viewport.width, height: model.viewport.height)
            guard let cell, cell.intersection(Rect(origin: .zero, size: model.viewport)) != nil else { continue }
            let panel = pageNotices[page] ?? OverlayPanel(fontPoints: 15)
            pageNotices[page] = panel
            try panel.show(notices[page] ?? [], renderer: renderer, density: model.density)
            panel.draw(on: renderer, in: cell, placement: .centre, margin: 0)
        }
    }

    /// Night mode: inverts the colours under every page on screen, white over the frame with "one
    /// minus destination" as its factor, before the strip and the panels go over them. A renderer
    /// without custom blend modes (SDL's software one) cannot.
    func invertPages(of model: ReaderModel, on renderer: OpaquePointer) {
        guard !invertsUnsupported else { return }
        guard SDL_SetRenderDrawBlendMode(renderer, Self.invert) == 0 else {
            invertsUnsupported = true
            log.warning("night mode needs a renderer with custom blend modes; this one has none")
            return
        }
        defer { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
        SDL_SetRenderDrawColor(renderer, 0xFF, 0xFF, 0xFF, 0xFF)
        let screen = Rect(origin: .zero, size: model.viewport)
        for page in model.slotPages {
            guard let frame = model.shownFrame(ofPage: page)?.intersection(screen) else { continue }
            var rect = SDL_Rect(frame)
            SDL_RenderFillRect(renderer, &rect)
        }
    }

    private static let invert = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE_MINUS_DST_COLOR, SDL_BLENDFACTOR_ZERO, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_ONE, SDL_BLENDOPERATION_ADD)
}
