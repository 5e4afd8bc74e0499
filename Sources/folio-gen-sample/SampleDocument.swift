/// A page size in PDF points (1/72 inch).
struct PageSize: Equatable {
    var width: Double
    var height: Double

    static let a4Portrait = PageSize(width: 595.276, height: 841.89)
    static let a4Landscape = PageSize(width: 841.89, height: 595.276)
    static let letterPortrait = PageSize(width: 612, height: 792)
    /// 24 x 36 inches.
    static let poster = PageSize(width: 1728, height: 2592)
}

/// A rectangle in PDF page space (origin bottom-left), as written in a `/CropBox`.
struct PDFBox: Equatable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double

    var width: Double { x1 - x0 }
    var height: Double { y1 - y0 }
}

/// What a page is for; decides the feature drawn between the header and the text.
enum PageKind: Equatable {
    case title
    case plain
    case landscape
    case rotated
    case cropped
    case vectorMap
    case largeImage
    case poster
}

/// One entry of the page map: everything that other code and tests rely on.
struct PageSpec {
    /// 1-based page number.
    var number: Int
    var kind: PageKind
    /// The MediaBox size; this is what cairo draws on.
    var mediaSize: PageSize
    /// `/Rotate` written by the incremental update (0 = none).
    var rotation: Int = 0
    /// `/CropBox` written by the incremental update (nil = none).
    var cropBox: PDFBox? = nil

    /// The size a viewer should display, after the crop box and rotation.
    var displayedSize: PageSize {
        let box = cropBox.map { PageSize(width: $0.width, height: $0.height) } ?? mediaSize
        return rotation % 180 == 0 ? box : PageSize(width: box.height, height: box.width)
    }

    /// "MediaBox W x H pt", plus the displayed size when crop or rotation change it.
    var sizeDescription: String {
        var text = "MediaBox \(pdfNumber(mediaSize.width)) x \(pdfNumber(mediaSize.height)) pt"
        if displayedSize != mediaSize {
            text += ", displayed \(pdfNumber(displayedSize.width)) x \(pdfNumber(displayedSize.height)) pt"
        }
        return text
    }

    /// A short description shown on the page itself and on the title page.
    var summary: String {
        switch kind {
        case .title: return "Title page (A4 portrait) with this page map"
        case .plain: return mediaSize == .a4Portrait ? "A4 portrait" : "US Letter portrait"
        case .landscape: return "A4 landscape"
        case .rotated: return "A4 portrait content with /Rotate 90: shown landscape, TOP points right"
        case .cropped: return "Letter MediaBox with /CropBox [36 36 576 756]"
        case .vectorMap: return "Vector-heavy map: more than 100,000 stroked path segments"
        case .largeImage: return "Large raster image, \(LargeImage.pixelWidth) x \(LargeImage.pixelHeight) pixels"
        case .poster: return "Poster, 24 x 36 in, with a one-inch grid"
        }
    }
}

/// The fixed page map of `Assets/sample.pdf`.
///
/// Other code and tests depend on these exact pages, so change it only
/// together with them.
enum SampleDocument {
    static let pageCount = 64
    static let title = "Folio sample"
    /// Fixed metadata dates keep the output byte-identical across runs.
    static let fixedDate = "2026-01-01T00:00:00Z"

    static let pages: [PageSpec] = (1...pageCount).map(page)

    static func page(_ number: Int) -> PageSpec {
        let standard: PageSize = number % 2 == 1 ? .a4Portrait : .letterPortrait
        switch number {
        case 1:
            return PageSpec(number: number, kind: .title, mediaSize: .a4Portrait)
        case 5:
            return PageSpec(number: number, kind: .landscape, mediaSize: .a4Landscape)
        case 7:
            return PageSpec(number: number, kind: .rotated, mediaSize: .a4Portrait, rotation: 90)
        case 9:
            return PageSpec(
                number: number, kind: .cropped, mediaSize: .letterPortrait,
                cropBox: PDFBox(x0: 36, y0: 36, x1: 576, y1: 756))
        case 12:
            return PageSpec(number: number, kind: .vectorMap, mediaSize: .a4Portrait)
        case 15:
            return PageSpec(number: number, kind: .largeImage, mediaSize: .a4Portrait)
        case 20:
            return PageSpec(number: number, kind: .poster, mediaSize: .poster)
        default:
            return PageSpec(number: number, kind: .plain, mediaSize: standard)
        }
    }

    /// Pages that differ from the default odd-A4 / even-Letter rule.
    static var specialPages: [PageSpec] {
        pages.filter { $0.kind != .plain }
    }
}
