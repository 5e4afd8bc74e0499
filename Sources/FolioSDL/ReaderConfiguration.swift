import FolioCore
import FolioPresenter
import FolioRender

/// What the reader window opens, and how.
public struct ReaderConfiguration: Sendable {
    /// Makes the pages of a file dropped on the window, or of an encrypted one with the password
    /// typed in the window: `(path, password)`.
    public typealias FileOpener = @Sendable (_ path: String, _ password: String?) -> any PageSourceOpener

    /// The pages: a PDF file (`PopplerOpener`) or any other `PageSourceOpener`.
    public var source: any PageSourceOpener
    /// The page to open at; nil: where the document was last left (`places`), else page 1.
    /// A page given here must exist.
    public var firstPage: Int?
    public var windowSize: Size
    /// The first page's zoom, times fit page; nil: as last left, else fit page.
    public var zoom: Double?
    /// How pages are grouped into spreads; nil: as last left, else a page at a time.
    public var layout: PageLayout?
    /// Spreads laid right page first, the next to the left; nil: as last left, else left to right.
    public var rightToLeft: Bool?
    /// The colours Ctrl+R shows the pages in (`--recolor`; the source is opened in them from the
    /// start when it was given).
    public var recolor = Recolor.night
    /// Each page shown cropped to its content from the start (`--trim`, `--no-trim`; `c` toggles
    /// it); nil: as the document was last left, else untrimmed.
    public var trim: Bool?
    /// Opens in presentation mode (`--presentation`; F5 toggles it).
    public var presentation = false
    /// Every page turns by itself after this many seconds while presenting (`--advance`); nil: as
    /// the document's `/Dur` says.
    public var advanceSeconds: Double?
    /// Opens the presenter window beside the reader's (`--presenter`; `P` toggles it).
    public var presenter = false
    /// Beamer's notes pages (`--notes`): the audience sees each page's slide half, the presenter
    /// window its notes half; nil shows whole pages.
    public var notes: NotesSide?
    public var render: RenderSettings
    /// Where each document's last page and zoom are kept; nil: nothing is remembered.
    public var places: ReadingPlaces?
    /// Nil: files dropped on the window are not opened, and an encrypted document without its
    /// password only says so.
    public var fileOpener: FileOpener?
    /// `--report` and `--histogram`: written when the window closes (`SessionRecording`).
    public var reportPath: String?
    public var histogramPath: String?
    /// Where to write the window's timeline trace when it closes; nil: none is kept.
    public var tracePath: String?
    /// Which of SDL's renderers draws the window (`--renderer`).
    public var renderer = WindowRenderer.automatic
    /// Forward and inverse search (`--synctex-forward`, `-x`); nil: Ctrl+click only opens links.
    public var syncTeX: SyncTeXOptions?
    /// config.toml's keys, and whether the first document starts in night mode or with the page
    /// strip shown.
    public var keyMap = KeyMap()
    public var nightMode = false
    public var showsStrip = false
    /// The settings file, read again when it changes; nil: none is watched.
    public var settingsFile: SettingsFile?
    /// Writes marks into the file the pages come from (Ctrl+S), called off the main thread; nil:
    /// marks can be made but not saved.
    public var markSaver: MarkSaver?

    /// Whether the window starts with its first page whole at fit, in its own colours, the window's
    /// size all the pages' (no presentation, notes or page strip): the page a worker can render
    /// ahead, as the window will ask for it (`PageSourceOpener.renderFirstPageAhead`).
    var startsWithAPageAtFit: Bool { !presentation && !presenter && notes == nil && !nightMode && !showsStrip }

    /// Writes the file `source` reads with `changes` made to its marks, as an incremental update,
    /// durably, at `destination` (the file itself, or a copy); throws what went wrong, the file
    /// then as it was.
    public typealias MarkSaver =
        @Sendable (_ source: any PageSourceOpener, _ changes: MarkChanges, _ destination: String) throws(FolioError)
        -> Void

    public init(
        source: any PageSourceOpener, firstPage: Int? = nil, windowSize: Size, zoom: Double? = nil,
        render: RenderSettings = RenderSettings(), places: ReadingPlaces? = nil, fileOpener: FileOpener? = nil,
        reportPath: String? = nil, histogramPath: String? = nil
    ) {
        self.source = source
        self.firstPage = firstPage
        self.windowSize = windowSize
        self.zoom = zoom
        self.render = render
        self.places = places
        self.fileOpener = fileOpener
        self.reportPath = reportPath
        self.histogramPath = histogramPath
    }
}
