import CPoppler
import FolioCore
import Foundation

/// The procedural raster image on page 15.
///
/// It is painted with cairo into an RGB image surface. Most areas vary along
/// one axis only (horizontal gradients repeat row after row, vertical ones are
/// constant along a row) or are flat colour, which deflate compresses very well,
/// so a 5.6-megapixel image costs only a small part of the file budget.
enum LargeImage {
    static let pixelWidth = 2000
    static let pixelHeight = 2800

    /// Creates and paints the image surface. The caller must destroy it.
    static func makeSurface() throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw GeneratorError("cannot create the \(pixelWidth) x \(pixelHeight) image surface")
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw GeneratorError("cannot create the \(pixelWidth) x \(pixelHeight) image surface (out of memory?)")
        }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw GeneratorError("cannot create a cairo context for the image surface")
        }
        paint(Canvas(cr: cr))
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw GeneratorError("painting the image failed: \(String(cString: cairo_status_to_string(status)))")
        }
        return surface
    }

    private static func paint(_ canvas: Canvas) {
        let cr = canvas.cr
        let w = Double(pixelWidth)
        let h = Double(pixelHeight)

        // Background: a pastel rainbow that only changes from left to right.
        let rainbow = cairo_pattern_create_linear(0, 0, w, 0)
        for stop in 0...6 {
            let c = Colour.hsv(Double(stop) * 60, 0.35, 0.97)
            cairo_pattern_add_color_stop_rgb(rainbow, Double(stop) / 6, c.red, c.green, c.blue)
        }
        cairo_set_source(cr, rainbow)
        cairo_paint(cr)
        cairo_pattern_destroy(rainbow)

        // Sky: a gradient that only changes from top to bottom.
        let sky = cairo_pattern_create_linear(0, 0, 0, 900)
        cairo_pattern_add_color_stop_rgb(sky, 0, 0.05, 0.15, 0.45)
        cairo_pattern_add_color_stop_rgb(sky, 1, 0.65, 0.80, 0.95)
        cairo_set_source(cr, sky)
        cairo_rectangle(cr, 0, 0, w, 900)
        cairo_fill(cr)
        cairo_pattern_destroy(sky)

        // Sun and mountains: flat colours with smooth anti-aliased edges.
        canvas.setColour(Colour(red: 1, green: 0.85, blue: 0.30))
        cairo_arc(cr, 1480, 330, 190, 0, 2 * .pi)
        cairo_fill(cr)
        var rng = SplitMix64(seed: 0x1A4_6E15)
        for (layer, colour) in [
            Colour(red: 0.35, green: 0.45, blue: 0.55),
            Colour(red: 0.20, green: 0.40, blue: 0.25),
        ].enumerated() {
            canvas.setColour(colour)
            cairo_move_to(cr, 0, 900)
            var x = 0.0
            while x < w {
                x += rng.next(in: 120.0...320.0)
                cairo_line_to(cr, x, rng.next(in: 380.0...700.0) + Double(layer) * 120)
            }
            cairo_line_to(cr, w, 900)
            cairo_close_path(cr)
            cairo_fill(cr)
        }

        // Flat tiles, each with a disc, to give large areas of varied colour.
        for row in 0..<3 {
            for column in 0..<5 {
                let tileX = 100 + Double(column) * 360
                let tileY = 1000 + Double(row) * 300
                let hue = Double(row * 5 + column) * 24
                canvas.fillRect(tileX, tileY, 320, 260, .hsv(hue, 0.55, 0.85))
                canvas.setColour(.hsv(hue + 180, 0.6, 0.7))
                cairo_arc(cr, tileX + 160, tileY + 130, 95, 0, 2 * .pi)
                cairo_fill(cr)
            }
        }

        paintResolutionTargets(canvas, top: 1950)

        // Labels and an edge ruler, so the pixel scale can be read off a render.
        canvas.centredText(
            "\(pixelWidth) x \(pixelHeight) px", centreX: w / 2, y: 2700,
            font: .sans(110, bold: true), colour: .ink)
        canvas.strokeRect(4, 4, w - 8, h - 8, .ink, lineWidth: 8)
        for tick in stride(from: 100, to: pixelHeight, by: 100) {
            let length = tick % 500 == 0 ? 60.0 : 30.0
            canvas.line(0, Double(tick), length, Double(tick), .ink, lineWidth: 4)
            if tick % 500 == 0 {
                canvas.text("\(tick)", x: 70, y: Double(tick) + 14, font: .sans(40, bold: true), colour: .ink)
            }
        }
    }

    /// Line pairs and checkerboards at 1, 2, 4 and 8 px: detail that shows the
    /// image's real resolution when zooming in. Periodic, so still cheap to store.
    private static func paintResolutionTargets(_ canvas: Canvas, top: Double) {
        let cr = canvas.cr
        canvas.fillRect(100, top, 1800, 520, .white)
        for (index, period) in [1, 2, 4, 8].enumerated() {
            let x0 = 140 + Double(index) * 440
            canvas.setColour(.black)
            // Vertical line pairs.
            for stripe in stride(from: 0, to: 400, by: 2 * period) {
                cairo_rectangle(cr, x0 + Double(stripe), top + 40, Double(period), 200)
            }
            cairo_fill(cr)
            // Checkerboard.
            for cy in stride(from: 0, to: 200, by: period) {
                for cx in stride(from: 0, to: 400, by: period) where (cx / period + cy / period) % 2 == 0 {
                    cairo_rectangle(cr, x0 + Double(cx), top + 280 + Double(cy), Double(period), Double(period))
                }
            }
            cairo_fill(cr)
            canvas.text("\(period) px", x: x0, y: top + 30, font: .sans(28, bold: true), colour: .ink)
        }
    }
}

extension PageRenderer {
    /// Places the image on page 15, as large as the text area allows, and
    /// leaves a strip below it for a caption.
    func drawLargeImage(region: TextRegion) throws -> TextRegion {
        let image = try LargeImage.makeSurface()
        defer { cairo_surface_destroy(image) }

        let aspect = Double(LargeImage.pixelWidth) / Double(LargeImage.pixelHeight)
        // Leave room under the image for the caption and a few lines of text.
        let maxHeight = region.bottom - 60 - region.top
        let height = min(maxHeight, layout.contentWidth / aspect)
        let width = height * aspect
        let left = layout.centreX - width / 2
        let top = region.top + 2

        canvas.saved {
            cairo_translate(canvas.cr, left, top)
            cairo_scale(canvas.cr, width / Double(LargeImage.pixelWidth), height / Double(LargeImage.pixelHeight))
            cairo_set_source_surface(canvas.cr, image, 0, 0)
            cairo_rectangle(canvas.cr, 0, 0, Double(LargeImage.pixelWidth), Double(LargeImage.pixelHeight))
            cairo_fill(canvas.cr)
        }
        let dpi = Double(LargeImage.pixelWidth) / (width / 72)
        canvas.text(
            "\(LargeImage.pixelWidth) x \(LargeImage.pixelHeight) px shown at \(pdfNumber(width)) x \(pdfNumber(height)) pt (about \(Int(dpi.rounded())) dpi)",
            x: layout.left, y: top + height + 14, font: .sans(9, italic: true), colour: .grey)
        return TextRegion(top: top + height + 20, bottom: region.bottom)
    }
}
