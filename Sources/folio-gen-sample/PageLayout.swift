/// Where things go on one page, in cairo coordinates (origin top-left, y down).
///
/// The layout is based on the *visible* frame: the crop box when there is one,
/// otherwise the whole media box, so page 9 keeps its header inside the crop.
/// `scale` enlarges the header and text for the poster.
struct PageLayout {
    let frameX: Double
    let frameY: Double
    let frameWidth: Double
    let frameHeight: Double
    let scale: Double

    init(spec: PageSpec) {
        if let box = spec.cropBox {
            // PDF boxes are measured from the bottom-left corner; cairo's y runs down.
            frameX = box.x0
            frameY = spec.mediaSize.height - box.y1
            frameWidth = box.width
            frameHeight = box.height
        } else {
            frameX = 0
            frameY = 0
            frameWidth = spec.mediaSize.width
            frameHeight = spec.mediaSize.height
        }
        scale = spec.kind == .poster ? 3 : 1
    }

    var margin: Double { 40 * scale }
    var left: Double { frameX + margin }
    var right: Double { frameX + frameWidth - margin }
    var top: Double { frameY + margin }
    var bottom: Double { frameY + frameHeight - margin }
    var contentWidth: Double { right - left }
    var centreX: Double { frameX + frameWidth / 2 }

    /// Baseline of the "Page N" heading.
    var headingBaseline: Double { top + 34 * scale }
    /// Top edge of the coloured band under the heading.
    var bandTop: Double { top + 48 * scale }
    var bandHeight: Double { 8 * scale }
    /// Baseline of the one-line page summary under the band.
    var summaryBaseline: Double { bandTop + bandHeight + 18 * scale }
    /// Where page-specific content starts.
    var bodyTop: Double { summaryBaseline + 14 * scale }
    /// Baseline of the footer line.
    var footerBaseline: Double { frameY + frameHeight - margin / 2 }
}
