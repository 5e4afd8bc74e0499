/// A render worker's page source, opened afresh once it has drawn `pageLimit` distinct pages
/// (`RenderPool.defaultPagesBeforeRenewal` unless the pool is told otherwise).
///
/// poppler keeps what it loaded to draw a page (the page object, its annotations and their objects)
/// for as long as its document is open: about 20 KB a page on the R reference manual, some 50 MB
/// per worker once its 2,415 pages have all been drawn, so resident memory would grow through a
/// long session on a long book. A fresh source bounds that by the pages drawn since. Opening costs
/// 12 ms there, and the first page drawn after it finds its way through the page tree again (up to
/// 150 ms for the last page) and its fonts: so the worker renews only when it has nothing else to
/// do, and then walks the page tree to the page it drew last, where the reader is.
///
/// A source is not renewed once its file has changed on disk (the reader reloads the document
/// then, with a new pool), nor when the new one would not open or has another page count: the
/// worker goes on with the one it has.
struct RenewingPageSource {
    private(set) var pages: any PageSource
    private let opener: any PageSourceOpener
    private let pageLimit: Int
    /// The file's version when the worker opened it; nil for pages that come from no file.
    private let version: FileVersion?
    private var drawn: Set<Int> = []
    private var lastDrawn: Int?

    init(_ pages: any PageSource, opener: any PageSourceOpener, pageLimit: Int) {
        self.pages = pages
        self.opener = opener
        self.pageLimit = max(pageLimit, 1)
        version = opener.filePath.flatMap(FileVersion.of(path:))
    }

    /// Page `number` was drawn.
    mutating func drew(page number: Int) {
        drawn.insert(number)
        lastDrawn = number
    }

    /// Whether `pageLimit` distinct pages have been drawn since the source was opened.
    var isDue: Bool { drawn.count >= pageLimit }

    /// Whether a page has been drawn since the source was opened: what a thread that goes idle
    /// lets go of by opening it again (`RenderPool.nextWork`).
    var hasDrawn: Bool { !drawn.isEmpty }

    /// Opens the source again; returns whether it did.
    mutating func renew() -> Bool {
        drawn.removeAll()
        if let path = opener.filePath, FileVersion.of(path: path) != version { return false }
        guard let fresh = try? opener.open(), fresh.pageCount == pages.pageCount else { return false }
        pages = fresh  // the old source is released here, on the thread that opened it
        if let lastDrawn { _ = pages.measuredSize(ofPage: lastDrawn) }
        return true
    }
}

extension RenderPool {
    /// A worker's source, opened again every `pagesBeforeRenewal` distinct pages drawn.
    func renewing(_ pages: any PageSource) -> RenewingPageSource {
        RenewingPageSource(pages, opener: opener, pageLimit: pagesBeforeRenewal)
    }
}
