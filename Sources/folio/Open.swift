import ArgumentParser
import FolioCore
import FolioSDL

/// `folio [FILE]`: the reader window.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a PDF in the reader window (the default command; without FILE, the bundled sample).")

    @Argument(help: "The PDF file; the bundled sample when left out.") var file: String?
    @Option(help: "Page to open at, from 1 (default: where the document was last left, else 1).") var page: Int?
    @Option(help: "Zoom of the first page, times fit page, 1 to 64 (default: as last left, else 1).") var zoom: Double?
    @Option(help: "Password of an encrypted document.") var password: String?
    @OptionGroup var book: BookOptions
    @OptionGroup var presenting: PresentationOptions
    @Flag(
        help:
            "Open the presenter window too: the current and next page, the time presenting and the clock, on a second display when there is one (P toggles it)."
    )
    var presenter = false
    @Option(help: "Window size in screen pixels, WxH (default: 1280x800).", transform: parseWindowSize) var window:
        Size?
    @Option(
        help: ArgumentHelp(
            "What draws the window: OpenGL where the machine has a GPU, else SDL's software renderer (auto, the default); opengl; software.",
            valueName: "auto|opengl|software"))
    var renderer: WindowRenderer?
    @OptionGroup var engine: RenderOptions
    @Option(help: "Write the session's report here (JSON, as 'folio bench --report') when the window closes.")
    var report: String?
    @OptionGroup var histogram: HistogramOptions
    @OptionGroup var tracing: TraceOptions
    @OptionGroup(title: "SyncTeX and the running window") var texLoop: TeXLoopOptions
    @Option(
        help: ArgumentHelp(
            "The settings file: defaults for these options, and keys (default: $XDG_CONFIG_HOME/folio/config.toml).",
            valueName: "file"))
    var config: String?

    func validate() throws {
        if let zoom, !(1...ZoomView.maximumZoom).contains(zoom) {
            throw ValidationError("--zoom must be from 1 (fit page) to \(Int(ZoomView.maximumZoom)), not \(zoom)")
        }
    }

    /// The options as plain values, for the window (`WindowRequest`).
    var request: WindowRequest {
        var request = WindowRequest()
        request.file = file
        request.page = page
        request.zoom = zoom
        request.password = password
        request.layout = book.layout
        request.rightToLeft = book.rightToLeft
        request.trim = book.trim
        request.presentation = presenting.presentation
        request.advance = presenting.advance
        request.notes = presenting.notes
        request.presenter = presenter
        request.window = window
        request.renderer = renderer
        request.render = engine.choices
        request.reportPath = report
        request.histogramPath = histogram.path
        request.tracePath = tracing.trace
        request.texLoop = texLoop.request
        request.config = config
        return request
    }

    func run() throws { try request.run() }
}

extension WindowRenderer: ExpressibleByArgument {}

func parseWindowSize(_ text: String) throws -> Size {
    guard let size = Size(windowSize: text) else {
        throw ValidationError("--window wants WxH in pixels, such as 1280x800, not '\(text)'")
    }
    return size
}
