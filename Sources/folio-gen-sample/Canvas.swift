import CPoppler

/// A font choice for cairo's toy text API. Only DejaVu families are used so the
/// output does not depend on whichever fonts fontconfig would substitute.
struct Font {
    enum Family: String {
        case sans = "DejaVu Sans"
        case serif = "DejaVu Serif"
    }

    var family: Family
    var size: Double
    var bold = false
    var italic = false

    static func sans(_ size: Double, bold: Bool = false, italic: Bool = false) -> Font {
        Font(family: .sans, size: size, bold: bold, italic: italic)
    }

    static func serif(_ size: Double, bold: Bool = false, italic: Bool = false) -> Font {
        Font(family: .serif, size: size, bold: bold, italic: italic)
    }
}

/// A thin convenience layer over one cairo context (`cairo_t`).
///
/// It does not own the context; whoever created it destroys it.
struct Canvas {
    let cr: OpaquePointer

    func setColour(_ colour: Colour, alpha: Double = 1) {
        if alpha >= 1 {
            cairo_set_source_rgb(cr, colour.red, colour.green, colour.blue)
        } else {
            cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, alpha)
        }
    }

    func setFont(_ font: Font) {
        cairo_select_font_face(
            cr, font.family.rawValue,
            font.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
            font.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, font.size)
    }

    /// Horizontal advance of `text` in the current font.
    func textWidth(_ text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance
    }

    /// Draws `text` with its baseline starting at (x, y).
    func text(_ text: String, x: Double, y: Double, font: Font, colour: Colour = .ink) {
        setFont(font)
        setColour(colour)
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, text)
    }

    /// Draws `text` horizontally centred on `centreX`.
    func centredText(_ text: String, centreX: Double, y: Double, font: Font, colour: Colour = .ink) {
        setFont(font)
        self.text(text, x: centreX - textWidth(text) / 2, y: y, font: font, colour: colour)
    }

    func fillRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ colour: Colour) {
        setColour(colour)
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
    }

    func strokeRect(
        _ x: Double, _ y: Double, _ width: Double, _ height: Double,
        _ colour: Colour, lineWidth: Double
    ) {
        setColour(colour)
        cairo_set_line_width(cr, lineWidth)
        cairo_rectangle(cr, x, y, width, height)
        cairo_stroke(cr)
    }

    func line(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
        _ colour: Colour, lineWidth: Double
    ) {
        setColour(colour)
        cairo_set_line_width(cr, lineWidth)
        cairo_move_to(cr, x0, y0)
        cairo_line_to(cr, x1, y1)
        cairo_stroke(cr)
    }

    /// Tags what `body` draws: `CAIRO_TAG_LINK` makes it a link, `CAIRO_TAG_DEST` a named destination.
    func tagged(_ tag: String, _ attributes: String, _ body: () -> Void) {
        cairo_tag_begin(cr, tag, attributes)
        body()
        cairo_tag_end(cr, tag)
    }

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    func saved(_ body: () -> Void) {
        cairo_save(cr)
        body()
        cairo_restore(cr)
    }
}
