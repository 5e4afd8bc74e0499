import CCairo

/// Lines of text drawn by cairo into an image: white on a translucent dark panel, for overlays
/// such as the window's HUD (SDL has no text of its own). Cairo only, never poppler, so the main
/// thread may call it.
public enum TextImage {
    /// The panel with `lines` in a monospace face of `fontSize` pixels, sized to fit them.
    public static func render(lines: [String], fontSize: Double) -> PixelBuffer {
        let padding = fontSize * 0.6, lineHeight = fontSize * 1.3
        let width = Int((Double(widestLine(lines, fontSize: fontSize)) + 2 * padding).rounded(.up))
        let height = Int((Double(lines.count) * lineHeight + 2 * padding).rounded(.up))
        var image = PixelBuffer.transparent(width: width, height: height)
        // A failed draw leaves the panel clear: the HUD shows nothing rather than stop the reader.
        _ = image.drawWithCairo { context in
            cairo_set_source_rgba(context, 0, 0, 0, 0.85)
            cairo_paint(context)
            select(context, fontSize: fontSize)
            cairo_set_source_rgba(context, 1, 1, 1, 1)
            for (index, line) in lines.enumerated() {
                cairo_move_to(context, padding, padding + Double(index) * lineHeight + fontSize)
                cairo_show_text(context, line)
            }
        }
        return image
    }

    /// Loads what the first panel drawn would otherwise load on the main thread: fontconfig's
    /// configuration (its XML files, parsed with expat) and the monospace face, 12 to 15 ms of CPU
    /// at a launch's first page indicator. Call it from a thread with nothing else to do; cairo and
    /// fontconfig keep what it loaded for every later call, on any thread.
    public static func loadFonts() {
        _ = widestLine(["0"], fontSize: 12)
    }

    private static func select(_ context: OpaquePointer?, fontSize: Double) {
        cairo_select_font_face(context, "monospace", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, fontSize)
    }

    /// The advance of the longest line, measured on a scratch surface.
    private static func widestLine(_ lines: [String], fontSize: Double) -> Double {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        select(context, fontSize: fontSize)
        return lines.map { line in
            var extents = cairo_text_extents_t()
            cairo_text_extents(context, line, &extents)
            return extents.x_advance
        }.max() ?? 0
    }
}
