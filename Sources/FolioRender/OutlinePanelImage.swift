import CCairo
import FolioCore

/// The outline panel drawn by cairo into one image the size of the panel: a header, then one line
/// per row shown, indented by depth, with a fold marker, the selected row highlighted, the current
/// section marked and each entry's page right-aligned. Cairo only, never poppler, so the main
/// thread may call it.
public enum OutlinePanelImage {
    /// One row as drawn.
    public struct Row: Sendable, Equatable {
        public enum Marker: Sendable, Equatable { case none, folded, unfolded }
        public var title: String
        public var depth: Int
        public var marker: Marker
        public var pageText: String
        public var isSelected: Bool
        public var isCurrent: Bool

        public init(title: String, depth: Int, marker: Marker, pageText: String, isSelected: Bool, isCurrent: Bool) {
            self.title = title
            self.depth = depth
            self.marker = marker
            self.pageText = pageText
            self.isSelected = isSelected
            self.isCurrent = isCurrent
        }
    }

    /// Everything the image shows: equal contents draw the same image.
    public struct Content: Sendable, Equatable {
        public var layout: OutlinePanelLayout
        public var header: String
        /// Shown instead of rows, a line to a row (no outline, still reading, it could not be read).
        public var message: String?
        public var rows: [Row]

        public init(layout: OutlinePanelLayout, header: String, message: String?, rows: [Row]) {
            self.layout = layout
            self.header = header
            self.message = message
            self.rows = rows
        }
    }

    public static func render(_ content: Content) -> PixelBuffer {
        let layout = content.layout, frame = layout.frame
        let width = max(Int(frame.width.rounded(.up)), 1), height = max(Int(frame.height.rounded(.up)), 1)
        var image = PixelBuffer.transparent(width: width, height: height)
        // A failed draw leaves the panel clear rather than stop the reader.
        _ = image.drawWithCairo { cr in draw(content, width: Double(width), on: cr) }
        return image
    }

    private static func draw(_ content: Content, width: Double, on cr: OpaquePointer) {
        let layout = content.layout, density = layout.density
        let fontSize = 13.5 * density, padding = layout.padding
        cairo_set_source_rgba(cr, 0.1, 0.1, 0.12, 1)  // opaque: the page beneath would show through the titles
        cairo_paint(cr)
        select(cr, size: 14 * density, bold: true)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_move_to(cr, padding, layout.headerHeight * 0.65)
        cairo_show_text(cr, content.header)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.25)
        cairo_rectangle(cr, 0, layout.headerHeight - density, width, density)
        cairo_fill(cr)

        if let message = content.message {
            select(cr, size: fontSize, bold: false)
            cairo_set_source_rgba(cr, 0.85, 0.85, 0.85, 1)
            for (row, line) in message.split(separator: "\n").enumerated() {
                cairo_move_to(cr, padding, layout.rowTop(row) + layout.rowHeight * 0.7)
                cairo_show_text(cr, String(line))
            }
            return
        }
        for (index, row) in content.rows.enumerated() {
            drawRow(row, top: layout.rowTop(index), width: width, fontSize: fontSize, layout: layout, on: cr)
        }
    }

    private static func drawRow(
        _ row: Row, top: Double, width: Double, fontSize: Double, layout: OutlinePanelLayout,
        on cr: OpaquePointer
    ) {
        let density = layout.density, height = layout.rowHeight, baseline = top + height * 0.68
        if row.isSelected {
            cairo_set_source_rgba(cr, 0.22, 0.42, 0.78, 1)
            cairo_rectangle(cr, 0, top, width, height)
            cairo_fill(cr)
        }
        if row.isCurrent {
            // A bar at the left edge: the section the current page is in.
            cairo_set_source_rgba(cr, 1, 0.72, 0.2, 1)
            cairo_rectangle(cr, 0, top + 2 * density, 4 * density, height - 4 * density)
            cairo_fill(cr)
        }
        let x = layout.indent(depth: row.depth)
        select(cr, size: fontSize, bold: row.isCurrent)
        cairo_set_source_rgba(cr, 0.75, 0.75, 0.78, 1)
        if row.marker != .none {
            cairo_move_to(cr, x, baseline)
            cairo_show_text(cr, row.marker == .folded ? "▸" : "▾")
        }
        // The page, right-aligned; the title is cut short before it.
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, row.pageText, &extents)
        let pageX = width - layout.padding - extents.x_advance
        cairo_set_source_rgba(cr, 0.8, 0.8, 0.82, 1)
        cairo_move_to(cr, pageX, baseline)
        cairo_show_text(cr, row.pageText)

        let titleX = x + OutlinePanelLayout.markerPoints * density
        let title = fitted(row.title, width: pageX - titleX - 8 * density, on: cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_move_to(cr, titleX, baseline)
        cairo_show_text(cr, title)
    }

    /// `text`, shortened with an ellipsis until it fits `width`.
    private static func fitted(_ text: String, width: Double, on cr: OpaquePointer) -> String {
        func advance(_ text: String) -> Double {
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, text, &extents)
            return extents.x_advance
        }
        guard width > 0 else { return "" }
        if advance(text) <= width { return text }
        var characters = Array(text)
        while !characters.isEmpty, advance(String(characters) + "…") > width {
            characters.removeLast(max(characters.count / 8, 1))
        }
        return String(characters) + "…"
    }

    private static func select(_ cr: OpaquePointer, size: Double, bold: Bool) {
        cairo_select_font_face(
            cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
    }
}
