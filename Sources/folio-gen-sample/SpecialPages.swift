import CPoppler

/// The smaller page features: the title block (p1), the crop test marks (p9)
/// and the poster grid and lettering (p20).
extension PageRenderer {
    // MARK: - Title page

    /// Draws the document title and the page map; returns where running text may start.
    func drawTitleBlock(top: Double) -> Double {
        var y = top + 60
        canvas.text(SampleDocument.title, x: layout.left, y: y, font: .serif(54, bold: true))
        y += 28
        canvas.text(
            "A deterministic \(SampleDocument.pageCount)-page test document for the Folio PDF reader.",
            x: layout.left, y: y, font: .serif(14, italic: true), colour: .grey)
        y += 36
        canvas.text("Special pages", x: layout.left, y: y, font: .sans(14, bold: true))
        y += 8
        for page in SampleDocument.specialPages where page.kind != .title {
            y += 16
            canvas.text("p\(page.number)", x: layout.left, y: y, font: .sans(10.5, bold: true))
            canvas.text(page.summary, x: layout.left + 34, y: y, font: .sans(10.5))
            y += 13
            canvas.text(page.sizeDescription, x: layout.left + 34, y: y, font: .sans(9, italic: true), colour: .grey)
        }
        y += 22
        canvas.text(
            "All other pages: odd pages A4 portrait (595.276 x 841.89 pt), even pages US Letter (612 x 792 pt).",
            x: layout.left, y: y, font: .sans(10.5))
        y += 16
        canvas.text(
            "Every page: a TOP marker, a \"Page N\" heading, a band whose hue depends on N, and text at 9-12 pt.",
            x: layout.left, y: y, font: .sans(10.5))
        return y + 24
    }

    // MARK: - Crop box test (p9)

    /// Marks the strip outside the crop box in red, so any of it showing means
    /// the crop box was ignored, and frames the crop edge itself in green.
    func drawCropMarks() {
        guard let box = spec.cropBox else { return }
        let cr = canvas.cr
        let media = spec.mediaSize
        let crop = (x: layout.frameX, y: layout.frameY, w: layout.frameWidth, h: layout.frameHeight)
        let red = Colour(red: 0.85, green: 0.1, blue: 0.1)
        let green = Colour(red: 0.05, green: 0.6, blue: 0.2)

        // Tint the whole strip between the media edge and the crop edge.
        canvas.setColour(red.lightened(0.8))
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cr, 0, 0, media.width, media.height)
        cairo_rectangle(cr, crop.x, crop.y, crop.w, crop.h)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)

        // A heavy frame right at the media edge: must be cropped away entirely.
        canvas.strokeRect(3, 3, media.width - 6, media.height - 6, red, lineWidth: 6)
        let warning = "MEDIA EDGE: THIS STRIP MUST BE CROPPED AWAY"
        canvas.centredText(warning, centreX: media.width / 2, y: crop.y - 12, font: .sans(9, bold: true), colour: red)
        canvas.centredText(
            warning, centreX: media.width / 2, y: crop.y + crop.h + 21,
            font: .sans(9, bold: true), colour: red)

        // A frame drawn just inside the crop edge: must stay fully visible.
        canvas.strokeRect(crop.x + 1.5, crop.y + 1.5, crop.w - 3, crop.h - 3, green, lineWidth: 3)
        let label = "CROP EDGE [\(pdfNumber(box.x0)) \(pdfNumber(box.y0)) \(pdfNumber(box.x1)) \(pdfNumber(box.y1))]"
        let labelFont = Font.sans(8, bold: true)
        canvas.setFont(labelFont)
        canvas.text(
            label, x: crop.x + crop.w - 8 - canvas.textWidth(label), y: crop.y + 14,
            font: labelFont, colour: green)
    }

    // MARK: - Poster (p20)

    /// A one-inch grid over the whole sheet, heavier and labelled every six inches.
    func drawPosterGrid() {
        let size = spec.mediaSize
        let inch = 72.0
        let light = Colour(red: 0.80, green: 0.85, blue: 0.92)
        let heavy = Colour(red: 0.45, green: 0.55, blue: 0.72)
        for i in 0...Int(size.width / inch) {
            let x = Double(i) * inch
            canvas.line(x, 0, x, size.height, i % 6 == 0 ? heavy : light, lineWidth: i % 6 == 0 ? 2 : 0.75)
        }
        for j in 0...Int(size.height / inch) {
            let y = Double(j) * inch
            canvas.line(0, y, size.width, y, j % 6 == 0 ? heavy : light, lineWidth: j % 6 == 0 ? 2 : 0.75)
        }
        for i in stride(from: 6, to: Int(size.width / inch), by: 6) {
            canvas.text(
                "\(i) in", x: Double(i) * inch + 6, y: size.height - 12, font: .sans(18, bold: true), colour: heavy)
        }
        for j in stride(from: 6, to: Int(size.height / inch), by: 6) {
            canvas.text("\(j) in", x: 8, y: Double(j) * inch - 8, font: .sans(18, bold: true), colour: heavy)
        }
    }

    /// Large poster lettering plus a box of small print; returns where running text may start.
    func drawPosterBlock(top: Double, generator: inout TextGenerator) -> Double {
        var y = top + 230
        canvas.centredText("POSTER", centreX: layout.centreX, y: y, font: .sans(240, bold: true), colour: bandColour)
        y += 110
        canvas.centredText("24 x 36 in · 1728 x 2592 pt", centreX: layout.centreX, y: y, font: .serif(72))
        y += 60

        // Small print at ordinary reading sizes: the poster is mostly seen zoomed
        // out, so this is where zooming in far has to stay crisp.
        let boxWidth = (layout.contentWidth - 48) / 2
        let boxHeight = 430.0
        for column in 0..<2 {
            let x = layout.left + Double(column) * (boxWidth + 48)
            canvas.fillRect(x, y, boxWidth, boxHeight, .white)
            canvas.strokeRect(x, y, boxWidth, boxHeight, .grey, lineWidth: 1)
            var flow = TextFlow(
                canvas: canvas, x: x + 18, top: y + 14, width: boxWidth - 36,
                bottom: y + boxHeight - 14)
            flow.paragraph("Small print \(column + 1)", font: .serif(14, bold: true))
            while !flow.isFull {
                let size = generator.bodySize()
                flow.paragraph(generator.paragraph(), font: .serif(size))
                flow.space(size * 0.6)
            }
        }
        return y + boxHeight + 40
    }
}
