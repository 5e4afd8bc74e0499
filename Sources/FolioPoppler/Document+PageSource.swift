import CPoppler
import CPopplerFacts
import FolioCore
import FolioRender

/// A poppler document is one kind of `PageSource`; its `info()` adds the rotations and encryption
/// that poppler-glib hides.
extension Document: PageSource {
    public var name: String { path }

    public func pageSize(_ number: Int) throws(FolioError) -> Size {
        try page(number).size
    }

    public func pageLabel(_ number: Int) -> String? {
        try? page(number).label
    }

    public func contentBox(ofPage number: Int) throws(FolioError) -> Rect? {
        try page(number).contentBox
    }

    public var preferences: DocumentPreferences {
        PopplerThreadRule.check(owner, "preferences", path: path)
        return DocumentPreferences(layout: pageLayout, rightToLeft: folio_read_reading_direction(path, password) == 1)
    }

    private var pageLayout: PageLayout? {
        switch poppler_document_get_page_layout(handle) {
        case POPPLER_PAGE_LAYOUT_SINGLE_PAGE, POPPLER_PAGE_LAYOUT_ONE_COLUMN: return .single
        case POPPLER_PAGE_LAYOUT_TWO_PAGE_LEFT, POPPLER_PAGE_LAYOUT_TWO_COLUMN_LEFT: return .spread
        case POPPLER_PAGE_LAYOUT_TWO_PAGE_RIGHT, POPPLER_PAGE_LAYOUT_TWO_COLUMN_RIGHT: return .cover
        default: return nil
        }
    }

    public func render(page number: Int, scale: Double, region: PixelRect?) throws(FolioError) -> PixelBuffer {
        var image = try page(number).render(scale: scale, region: region)
        if let recolor { image.recolor(recolor) }
        return image
    }

    /// Drawn into `destination`, and recoloured there (`recolor`): the image is the only holder of
    /// its memory file's mapping, so the colours change in place.
    public func render(page number: Int, scale: Double, region: PixelRect?, into destination: PixelDestination)
        throws(FolioError) -> PixelBuffer
    {
        var image = try page(number).render(scale: scale, region: region, into: destination)
        if let recolor { image.recolor(recolor) }
        return image
    }

    public func links(onPage number: Int) throws(FolioError) -> [PageLink] {
        try page(number).links
    }

    public func text(onPage number: Int) throws(FolioError) -> PageText? {
        try page(number).text
    }

    public func find(_ query: SearchQuery, onPage number: Int) throws(FolioError) -> [Rect] {
        try page(number).find(query)
    }
}
