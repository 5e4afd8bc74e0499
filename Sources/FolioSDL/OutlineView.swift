import CSDL2
import FolioCore
import FolioPresenter
import FolioRender

/// Draws the outline panel on the window's left side over the pages, from the model's
/// `OutlinePanel`. The panel is drawn by cairo into a texture only when what it shows changes
/// (rows, selection, current section, size), so an open panel costs a texture copy per frame.
final class OutlineView {
    private var shown: OutlinePanelImage.Content?
    private var texture: SDLTexture?

    func draw(_ model: ReaderModel, on renderer: OpaquePointer) throws(SDLError) {
        let panel = model.outline
        guard panel.isOpen else { return }
        let content = Self.content(of: model)
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

    /// What the panel shows now: the rows that fit from its first row on.
    static func content(of model: ReaderModel) -> OutlinePanelImage.Content {
        let panel = model.outline, layout = model.outlineLayout
        let count = panel.entries?.count ?? 0
        let header = count == 0 ? "Outline" : "Outline · \(count) entries · Enter jumps, Esc closes"
        guard let entries = panel.entries, panel.message == nil else {
            return .init(layout: layout, header: "Outline", message: panel.message, rows: [])
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
