import CPoppler

/// Facts about a drawn page that the generator reports at the end.
struct PageStats {
    var pathSegments = 0
}

/// The vertical span left for running text once a page's feature is drawn.
struct TextRegion {
    var top: Double
    var bottom: Double
}

/// Draws one page of the sample document: the shared header (orientation
/// marker, "Page N", coloured band, summary), the page's special feature,
/// deterministic filler text and a footer.
///
/// The special features live in extensions in their own files.
struct PageRenderer {
    let spec: PageSpec
    let canvas: Canvas
    let layout: PageLayout

    init(spec: PageSpec, cr: OpaquePointer) {
        self.spec = spec
        self.canvas = Canvas(cr: cr)
        self.layout = PageLayout(spec: spec)
    }

    func draw() throws -> PageStats {
        var stats = PageStats()
        // Each page gets its own seed so editing one page leaves the others unchanged.
        var generator = TextGenerator(seed: 0xF011_0000 &+ UInt64(spec.number))

        // Backgrounds first so the header and text sit on top of them.
        switch spec.kind {
        case .cropped: drawCropMarks()
        case .poster: drawPosterGrid()
        default: break
        }

        drawHeader()

        var region = TextRegion(top: layout.bodyTop, bottom: layout.bottom)
        switch spec.kind {
        case .title:
            region.top = drawTitleBlock(top: region.top)
        case .vectorMap:
            let result = drawVectorMap(region: region)
            region = result.textRegion
            stats.pathSegments = result.segments
        case .largeImage:
            region = try drawLargeImage(region: region)
        case .poster:
            region.top = drawPosterBlock(top: region.top, generator: &generator)
        case .plain, .landscape, .rotated, .cropped:
            break
        }
        region.top = drawNavigation(top: region.top)

        drawRunningText(in: region, generator: &generator)
        drawFooter()
        return stats
    }

    /// Hue of the band: the golden angle spreads neighbouring pages far apart on the colour wheel.
    var bandColour: Colour {
        .hsv(Double(spec.number) * 137.508, 0.75, 0.88)
    }

    // MARK: - Shared parts

    private func drawHeader() {
        let s = layout.scale
        drawOrientationMarker(x: layout.left, y: layout.top)

        canvas.text(
            "Page \(spec.number)", x: layout.left + 64 * s, y: layout.headingBaseline,
            font: .sans(32 * s, bold: true))

        let counter = "\(spec.number) / \(SampleDocument.pageCount)"
        let counterFont = Font.sans(12 * s)
        canvas.setFont(counterFont)
        canvas.text(
            counter, x: layout.right - canvas.textWidth(counter), y: layout.headingBaseline,
            font: counterFont, colour: .grey)

        // The band runs across the whole visible frame, edge to edge.
        canvas.fillRect(layout.frameX, layout.bandTop, layout.frameWidth, layout.bandHeight, bandColour)

        // Shrink the summary rather than let it run off narrow (cropped) pages.
        var summaryFont = Font.sans(10.5 * s, italic: true)
        canvas.setFont(summaryFont)
        let summaryWidth = canvas.textWidth(summaryLine)
        if summaryWidth > layout.contentWidth {
            summaryFont.size *= layout.contentWidth / summaryWidth
        }
        canvas.text(summaryLine, x: layout.left, y: layout.summaryBaseline, font: summaryFont, colour: .grey)
    }

    private var summaryLine: String {
        spec.summary + " · " + spec.sizeDescription
    }

    /// An upward arrow labelled "TOP" so that a render in the wrong orientation is obvious.
    private func drawOrientationMarker(x: Double, y: Double) {
        let s = layout.scale
        let cr = canvas.cr
        canvas.setColour(.marker)
        cairo_set_line_width(cr, 4 * s)
        cairo_move_to(cr, x + 10 * s, y + 44 * s)
        cairo_line_to(cr, x + 10 * s, y + 12 * s)
        cairo_stroke(cr)
        cairo_move_to(cr, x + 10 * s, y)
        cairo_line_to(cr, x + 20 * s, y + 16 * s)
        cairo_line_to(cr, x, y + 16 * s)
        cairo_close_path(cr)
        cairo_fill(cr)
        canvas.text("TOP", x: x + 24 * s, y: y + 14 * s, font: .sans(13 * s, bold: true), colour: .marker)
    }

    private func drawRunningText(in region: TextRegion, generator: inout TextGenerator) {
        let s = layout.scale
        var flow = TextFlow(
            canvas: canvas, x: layout.left, top: region.top,
            width: layout.contentWidth, bottom: region.bottom)
        let headingFont = Font.serif(17 * s, bold: true)
        // Regions squeezed below a big feature only get a few lines of body text.
        let roomForHeadings = region.bottom - region.top > 100 * s
        for index in 0..<9 where !flow.isFull {
            // A larger heading every few paragraphs, to mix sizes on the page.
            if index % 4 == 0, roomForHeadings {
                flow.space(4 * s)
                flow.paragraph(generator.heading(), font: headingFont, lineSpacing: 1.3)
                flow.space(2 * s)
            }
            let size = generator.bodySize() * s
            flow.paragraph(generator.paragraph(), font: .serif(size))
            flow.space(size * 0.6)
        }
    }

    private func drawFooter() {
        canvas.centredText(
            "\(SampleDocument.title) · page \(spec.number) of \(SampleDocument.pageCount)",
            centreX: layout.centreX, y: layout.footerBaseline,
            font: .sans(8 * layout.scale), colour: .grey)
    }
}
