import CCairo
import FolioCore
import FolioRender

/// Paints plot shapes with cairo: the same drawing as `SVGPlotWriter`, as pixels or a PNG file.
public enum PlotPainter {
    /// `plot` on a white canvas of its size.
    public static func paint(_ plot: FramePlot) throws(FolioError) -> PixelBuffer {
        try paint(plot.shapes, size: plot.size, naming: "frame-time plot")
    }

    /// `plot` as a PNG at `path`, written atomically by `PNGFile`.
    public static func writePNG(_ plot: FramePlot, to path: String) throws(FolioError) {
        let image = try paint(plot.shapes, size: plot.size, naming: path)
        try PNGFile.write(image, to: path)
    }

    /// `shapes` on a white `size` canvas; `name` is what an error names.
    public static func paint(_ shapes: [PlotShape], size: Size, naming name: String) throws(FolioError) -> PixelBuffer {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
            size.width <= 32_767, size.height <= 32_767
        else {
            throw FolioError.writeFailed(path: name, reason: "cannot paint a \(size.width)x\(size.height) plot")
        }
        let width = Int(size.width.rounded(.up)), height = Int(size.height.rounded(.up))
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0 else {
            throw FolioError.writeFailed(path: name, reason: "cannot paint a \(width)x\(height) plot")
        }
        var image = PixelBuffer(whiteWidth: width, height: height, bytesPerRow: stride)
        let status = image.drawWithCairo { cr in
            cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            for shape in shapes { draw(shape, on: cr) }
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw FolioError.writeFailed(path: name, reason: String(cString: cairo_status_to_string(status)))
        }
        return image
    }

    private static func draw(_ shape: PlotShape, on cr: OpaquePointer?) {
        switch shape {
        case .rectangle(let rect, let fill, let opacity):
            source(fill, opacity, on: cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(cr)
        case .polygons(let runs, let fill, let opacity):
            source(fill, opacity, on: cr)
            for run in runs where !run.isEmpty {
                trace(run, on: cr)
                cairo_close_path(cr)
            }
            cairo_fill(cr)
        case .lines(let runs, let stroke):
            source(stroke.colour, stroke.opacity, on: cr)
            cairo_set_line_width(cr, stroke.width)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            stroke.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
            for run in runs where run.count > 1 { trace(run, on: cr) }
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        case .markers(let centres, let kind, let size, let fill):
            source(fill, 1, on: cr)
            for centre in centres {
                if let corners = kind.polygon(at: centre, size: size) {
                    trace(corners, on: cr)
                    cairo_close_path(cr)
                } else {
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, centre.x, centre.y, size / 2, 0, 2 * Double.pi)
                }
            }
            cairo_fill(cr)
        case .text(let text):
            drawText(text, on: cr)
        case .group(_, let members):
            for member in members { draw(member, on: cr) }
        }
    }

    private static func drawText(_ text: PlotShape.Text, on cr: OpaquePointer?) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_select_font_face(
            cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
            text.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, text.fontSize)
        source(text.colour, 1, on: cr)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text.string, &extents)
        let shift: Double
        switch text.anchor {
        case .start: shift = 0
        case .middle: shift = extents.x_advance / 2
        case .end: shift = extents.x_advance
        }
        cairo_translate(cr, text.position.x, text.position.y)
        if text.vertical { cairo_rotate(cr, -Double.pi / 2) }
        cairo_move_to(cr, -shift, 0)
        cairo_show_text(cr, text.string)
    }

    private static func source(_ colour: PlotColour, _ opacity: Double, on cr: OpaquePointer?) {
        cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    }

    private static func trace(_ points: [Point], on cr: OpaquePointer?) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
    }
}
