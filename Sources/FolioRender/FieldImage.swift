import CCairo

/// A form field's value as the reader shows it before the renders of the saved file do: dark text
/// on the white of a field, `width` by `height` pixels, one line in a sans-serif face sized to the
/// field. Cairo only, never poppler, so the main thread may call it.
public enum FieldImage {
    public static func render(text: String, width: Int, height: Int) -> PixelBuffer {
        let width = max(width, 1), height = max(height, 1)
        var image = PixelBuffer.transparent(width: width, height: height)
        // A failed draw leaves the field white: its value still shows once saved.
        _ = image.drawWithCairo { context in
            cairo_set_source_rgba(context, 1, 1, 1, 1)
            cairo_paint(context)
            let size = min(Double(height) * 0.7, 14 * Double(height) / 18)
            cairo_select_font_face(context, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(context, max(size, 6))
            cairo_set_source_rgba(context, 0.05, 0.05, 0.1, 1)
            cairo_move_to(context, max(Double(height) * 0.15, 2), Double(height) * 0.5 + size * 0.35)
            cairo_show_text(context, text)
        }
        return image
    }
}
