import FolioCore

/// Where the carousel's pages come from: a PDF file through poppler (`FolioPoppler`), a made-up
/// document for tests and benchmarks (`SyntheticPageSource`), or any other kind of page.
///
/// An instance belongs to the one thread that opened it through its `PageSourceOpener`: each render
/// worker opens its own, so a source needs no locks and need not be `Sendable` (poppler's documents
/// are not safe to share). Pages are numbered from 1.
public protocol PageSource {
    /// Names the pages in errors and reports: a file's path, or `synthetic:1000:30`.
    var name: String { get }

    /// How many pages there are.
    var pageCount: Int { get }

    /// Page `number`'s size in points (1/72 inch) as displayed, which is what a render at scale 1
    /// covers. Asked page by page, so that a source may learn its sizes as it goes.
    func pageSize(_ number: Int) throws(FolioError) -> Size

    /// Renders `region` of page `number` onto white: `region` is in output pixels of the whole page
    /// at `scale` (device pixels per point), and nil means the whole page. A region's pixels are
    /// exactly those of the same region in the whole page's render.
    func render(page number: Int, scale: Double, region: PixelRect?) throws(FolioError) -> PixelBuffer

    /// As `render(page:scale:region:)`, with the pixels made in `destination` (a render worker's,
    /// drawing into the reader's memory file). By default rendered on the heap, then copied there.
    func render(page number: Int, scale: Double, region: PixelRect?, into destination: PixelDestination)
        throws(FolioError) -> PixelBuffer

    /// Page `number`'s label where the document gives its pages labels ("xii", "A-3"); nil (the
    /// default) where it does not, or the page cannot be read.
    func pageLabel(_ number: Int) -> String?

    /// Whether every page's size is known without loading the pages (a synthetic document's are
    /// arithmetic): the render pool then takes them all at once instead of measuring them in the
    /// background. False by default, as for a PDF, whose pages are loaded one by one to be measured.
    var knowsAllSizes: Bool { get }

    /// How the document asks to be shown: its `/PageLayout` as a `PageLayout` (two pages with the
    /// odd ones on the left is `spread`, on the right `cover`, one page or one column `single`) and
    /// its reading direction; by default, nothing asked.
    var preferences: DocumentPreferences { get }

    /// What the pages are, as `folio info` prints them. By default: every page's `pageSize` (none
    /// for a page that cannot be read), no rotation and no encryption.
    func info() throws(FolioError) -> DocumentInfo

    /// The document's outline in document order, empty where it has none (the default). Like
    /// `render`, these reads of what the document holds beside its pixels throw when it cannot be
    /// read (a damaged page, a render worker process that died): the reader then says so, as for a
    /// failed render, rather than show nothing.
    func outline() throws(FolioError) -> [OutlineEntry]

    /// Page `number`'s links, empty where it has none (the default).
    func links(onPage number: Int) throws(FolioError) -> [PageLink]

    /// Page `number`'s text and character boxes; nil where it has no text layer (the default).
    func text(onPage number: Int) throws(FolioError) -> PageText?

    /// Page `number`'s marks (its annotations but links, form fields and pop-ups), each text markup
    /// with the text under it; none by default.
    func marks(onPage number: Int) throws(FolioError) -> [Mark]

    /// Page `number`'s form fields; none by default.
    func formFields(onPage number: Int) throws(FolioError) -> [FormField]

    /// Where `query` occurs on page `number`, a box per match in reading order (page points as
    /// displayed, from the top-left corner); empty where it does not, or the page has no text (the
    /// default).
    func find(_ query: SearchQuery, onPage number: Int) throws(FolioError) -> [Rect]

    /// The part of page `number` its content covers, in points from the top-left corner of the
    /// page as shown; nil where it draws nothing, or the source cannot tell (the default): such a
    /// page is shown whole when margins are trimmed.
    func contentBox(ofPage number: Int) throws(FolioError) -> Rect?

    /// Every page's transition and display duration (`/Trans`, `/Dur`), for presentation mode;
    /// none by default.
    func slideShow() throws(FolioError) -> SlideShow

    /// The sizes (`measuredSize(ofPage:)`) and labels of pages `numbers`, as the render pool
    /// measures them between renders. By default asked page by page; a render worker process
    /// answers a batch in one round trip.
    func measure(_ numbers: [Int]) -> MeasuredPages
}

extension PageSource {
    public var knowsAllSizes: Bool { false }
    public var preferences: DocumentPreferences { .none }

    public func render(page number: Int, scale: Double, region: PixelRect?, into destination: PixelDestination)
        throws(FolioError) -> PixelBuffer
    {
        let image = try render(page: number, scale: scale, region: region)
        guard case .memoryFile = destination else { return image }
        var copy = try destination.whiteImage(
            width: image.width, height: image.height, bytesPerRow: image.bytesPerRow, source: name)
        copy.withUnsafeMutableBytes { target in image.withUnsafeBytes { target.copyMemory(from: $0) } }
        return copy
    }

    public func pageLabel(_ number: Int) -> String? { nil }

    public func outline() throws(FolioError) -> [OutlineEntry] { [] }

    public func links(onPage number: Int) throws(FolioError) -> [PageLink] { [] }

    public func text(onPage number: Int) throws(FolioError) -> PageText? { nil }

    public func marks(onPage number: Int) throws(FolioError) -> [Mark] { [] }

    public func formFields(onPage number: Int) throws(FolioError) -> [FormField] { [] }

    public func find(_ query: SearchQuery, onPage number: Int) throws(FolioError) -> [Rect] { [] }

    public func contentBox(ofPage number: Int) throws(FolioError) -> Rect? { nil }

    public func slideShow() throws(FolioError) -> SlideShow { SlideShow() }

    /// Page `number`'s size, or `.zero` for a page that cannot be read (a broken page tree), as
    /// pdfinfo reports it: the one rule for `info()` and the sizes measured after the open.
    public func measuredSize(ofPage number: Int) -> Size {
        (try? pageSize(number)) ?? .zero
    }

    public func info() throws(FolioError) -> DocumentInfo {
        let sizes = (0..<pageCount).map { measuredSize(ofPage: $0 + 1) }
        return DocumentInfo(
            path: name, pageSizes: sizes, rotations: Array(repeating: 0, count: pageCount), encrypted: false)
    }
}
