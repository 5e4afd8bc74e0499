import FolioCore

/// Opens a `PageSource` for each thread that renders. A source belongs to one thread, so the render
/// pool hands its opener to every worker and each opens its own (docs/DESIGN.md, rule 1); the
/// opener itself is a plain description of the pages, safe to share.
public protocol PageSourceOpener: Sendable {
    /// Names the pages in errors and reports, as the sources it opens do.
    var name: String { get }

    /// Opens a new source, which belongs to the calling thread.
    func open() throws(FolioError) -> any PageSource

    /// The file the pages are read from, if they come from one (nil by default): the reader window
    /// watches it, reloading the pages when it changes, and remembers where it was left
    /// (`ReadingPlaces`, under the file's content fingerprint).
    var filePath: String? { get }

    /// Names this version of the pages for the `DiskCache`, which keeps whole pages between runs in
    /// a folder of that name; nil (the default) when they are not to be kept. Asked once per
    /// render pool, on a worker thread, since it may read the file.
    func cacheIdentity() -> String?

    /// Called once the render threads have their sources: from then on the main thread neither opens
    /// nor renders these pages. A source whose library must stay off the main thread enforces that
    /// from here (poppler's `PopplerThreadRule`); the default does nothing.
    func forbidMainThread()

    /// Whether pages kept in the disk cache may be shown before a source has opened, when the same
    /// pages were seen before. False by default; poppler's opener says yes only for a document opened
    /// without a password, so that a cache never shows what a password guards.
    var showsCachedPagesBeforeOpening: Bool { get }

    /// What the render worker processes this opener started have been through; nil (the default)
    /// when its sources are not processes.
    var workerProcessCounts: WorkerProcessCounts? { get }

    /// The same pages shown in `recolor`'s colours (their own with nil), or nil (the default) for
    /// pages that cannot be recoloured. A recoloured opener's `cacheIdentity` differs from the
    /// plain one's (`Recolor.cacheSuffix`), so the disk cache keeps the colours apart.
    func recoloured(_ recolor: Recolor?) -> (any PageSourceOpener)?

    /// The colours the pages are shown in, if not their own (nil by default).
    var recolor: Recolor? { get }

    /// Has the pages' first source render `page` whole at fit in `viewport` device pixels less
    /// `margin` on every side as soon as it is open, before anyone asks: a window asks for its first
    /// page only once it is up, and the render then runs while it starts. `layoutFromDocument`: the
    /// window shows the pages as the document asks, so one that asks for spreads is not rendered
    /// ahead. Call it before the first `open`, once; the default does nothing.
    func renderFirstPageAhead(page: Int, viewport: Size, margin: Double, layoutFromDocument: Bool)
}

extension PageSourceOpener {
    public var filePath: String? { nil }

    public func cacheIdentity() -> String? { nil }

    public func forbidMainThread() {}

    public var showsCachedPagesBeforeOpening: Bool { false }

    public func recoloured(_ recolor: Recolor?) -> (any PageSourceOpener)? { nil }

    public var recolor: Recolor? { nil }

    public var workerProcessCounts: WorkerProcessCounts? { nil }

    public func renderFirstPageAhead(page: Int, viewport: Size, margin: Double, layoutFromDocument: Bool) {}
}
