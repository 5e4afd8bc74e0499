import CCairo
import FolioCore
import Foundation

/// Paints one page of a synthetic document in page points, so that a screenshot is readable and
/// tells pages apart: a pale tint of the page's own, a one-inch grid (whose lines show whether a
/// zoomed page is crisp or a scaled-up bitmap), a frame, the page number in large figures and a
/// caption. A function of the page alone: every render of a page, whole or a region, agrees.
struct SyntheticPagePainter {
    let page: Int
    let pageCount: Int
    let size: Size

    init(page: Int, of pageCount: Int, size: Size) {
        self.page = page
        self.pageCount = pageCount
        self.size = size
    }

    /// Draws into `context` (a `cairo_t *` whose units are the page's points).
    func paint(_ context: OpaquePointer) {
        let tint = Self.tint(ofPage: page)
        cairo_set_source_rgb(context, tint.red, tint.green, tint.blue)
        cairo_paint(context)
        drawGrid(context)
        drawFrame(context, tint: tint)
        drawNumber(context)
        drawCaption(context)
    }

    /// Neighbouring pages get hues far apart: the golden ratio's fraction of a turn per page.
    static func tint(ofPage page: Int) -> (red: Double, green: Double, blue: Double) {
        let hue = (Double(page) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
        // A pale colour: each channel a cosine of the hue, a third of a turn apart, kept near white.
        func channel(_ shift: Double) -> Double { 0.85 + 0.12 * cos(2 * .pi * (hue + shift)) }
        return (channel(0), channel(1.0 / 3), channel(2.0 / 3))
    }

    private func drawGrid(_ context: OpaquePointer) {
        let inch = 72.0
        cairo_set_source_rgba(context, 0, 0, 0, 0.12)
        cairo_set_line_width(context, 0.5)
        for x in stride(from: inch, to: size.width, by: inch) {
            cairo_move_to(context, x, 0)
            cairo_line_to(context, x, size.height)
        }
        for y in stride(from: inch, to: size.height, by: inch) {
            cairo_move_to(context, 0, y)
            cairo_line_to(context, size.width, y)
        }
        cairo_stroke(context)
    }

    private func drawFrame(_ context: OpaquePointer, tint: (red: Double, green: Double, blue: Double)) {
        let inset = 18.0
        cairo_set_source_rgb(context, tint.red * 0.45, tint.green * 0.45, tint.blue * 0.45)
        cairo_set_line_width(context, 3)
        cairo_rectangle(context, inset, inset, size.width - 2 * inset, size.height - 2 * inset)
        cairo_stroke(context)
    }

    private func drawNumber(_ context: OpaquePointer) {
        let text = String(page)
        cairo_select_font_face(context, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        // As large as fits across three quarters of the page, and no taller than a third of it.
        cairo_set_font_size(context, 100)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        guard extents.width > 0, extents.height > 0 else { return }
        let fontSize = 100 * min(size.width * 0.75 / extents.width, size.height / 3 / extents.height)
        cairo_set_font_size(context, fontSize)
        cairo_text_extents(context, text, &extents)
        cairo_move_to(
            context, (size.width - extents.width) / 2 - extents.x_bearing,
            (size.height - extents.height) / 2 - extents.y_bearing)
        cairo_set_source_rgb(context, 0.1, 0.1, 0.1)
        cairo_show_text(context, text)
    }

    private func drawCaption(_ context: OpaquePointer) {
        cairo_select_font_face(context, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, 12)
        cairo_set_source_rgb(context, 0.2, 0.2, 0.2)
        cairo_move_to(context, 30, 36)
        cairo_show_text(context, "Synthetic page \(page) of \(pageCount)")
    }
}
