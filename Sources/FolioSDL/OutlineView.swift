import CSDL2
import FolioCore
import FolioPresenter
import FolioRender

/// Draws the outline panel, or the marks panel, on the window's left side over the pages, from
/// the model's `OutlinePanel` or `MarkPanel`: the same rows, keys and look. The panel is drawn by
/// cairo into a texture only when what it shows changes (rows, selection, current section, size),
/// so an open panel costs a texture copy per frame.
final class OutlineView {
    private var shown: OutlinePanelImage.Content?
    private var texture: SDLTexture?

    func draw(_ model: ReaderModel, on renderer: OpaquePointer) throws(SDLError) {
        let content: OutlinePanelImage.Content
        if model.outline.isOpen {
            content = Self.content(of: model)
        } else if model.markPanel.isOpen {
            content = Self.markContent(of: model)
        } else {
            return
        }
        if content != shown || texture == nil {
            let image = OutlinePanelImage.render(content)
            let texture = try SDLTexture(renderer: renderer, width: image.width, height: image.height, blended: true)
            try texture.fill(image, rows: 0..<image.height)
            self.texture = texture
            shown = content
        }
        guard let texture else { return }
        var destination = SDL_Rect(x: 0, y: 0, w: Int32(texture.width), h: Int32(texture.height))
        SDL_RenderCopy(renderer, texture.texture, nil, &destination)
    }

    /// What the outline panel shows now: the rows that fit from its first row on.
    static func content(of model: ReaderModel) -> OutlinePanelImage.Content {
        let panel = model.outline
        let count = panel.entries?.count ?? 0
        let header = count == 0 ? "Outline" : "Outline · \(count) entries · Enter jumps, Esc closes"
        return content(of: panel, header: header, message: panel.message, model: model)
    }

    /// What the marks panel shows now.
    static func markContent(of model: ReaderModel) -> OutlinePanelImage.Content {
        let panel = model.markPanel.rows, marks = model.marks
        let count = panel.entries?.count ?? 0
        var header = "Marks · \(count) · Enter goes, Delete deletes, e edits"
        if !marks.everyPageRead { header = "Marks · reading every page…" }
        let message: String? =
            count > 0 || !marks.everyPageRead
            ? nil : "No marks yet:\nselect text (v, then drag) and press a,\nor press s for a note at the pointer"
        return content(of: panel, header: header, message: message, model: model)
    }

    private static func content(of panel: OutlinePanel, header: String, message: String?, model: ReaderModel)
        -> OutlinePanelImage.Content
    {
        let layout = model.outlineLayout
        guard let entries = panel.entries, message == nil else {
            return .init(layout: layout, header: header, message: message, rows: [])
        }
        let current = panel.currentRow(page: model.currentPage)
        let shownRows = panel.visibleRows.indices.dropFirst(panel.firstRow).prefix(layout.rowsPerPage)
        let rows = shownRows.map { row -> OutlinePanelImage.Row in
            let index = panel.visibleRows[row], entry = entries[index]
            let marker: OutlinePanelImage.Row.Marker =
                panel.hasChildren(index) ? (panel.folded.contains(index) ? .folded : .unfolded) : .none
            let page = entry.destination.map { model.labels.label(ofPage: $0.page) ?? String($0.page) } ?? "–"
            return .init(
                title: entry.title, depth: entry.depth, marker: marker, pageText: page,
                isSelected: row == panel.selectedRow, isCurrent: row == current)
        }
        return .init(layout: layout, header: header, message: nil, rows: rows)
    }
}
