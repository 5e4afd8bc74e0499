import ArgumentParser
import FolioCore
import FolioPoppler
import FolioRender
import FolioSDL
import Foundation

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
    @Option(help: "Window size in screen pixels, WxH.", transform: parseWindowSize) var window: Size = Size(
        width: 1280, height: 800)
    @Option(
        help: ArgumentHelp(
            "What draws the window: OpenGL where the machine has a GPU, else SDL's software renderer (auto); opengl; software.",
            valueName: "auto|opengl|software"))
    var renderer: WindowRenderer = .automatic
    @OptionGroup var engine: RenderOptions
    @Option(help: "Write the session's report here (JSON, as 'folio bench --report') when the window closes.")
    var report: String?
    @OptionGroup var histogram: HistogramOptions
    @OptionGroup var tracing: TraceOptions
    @OptionGroup(title: "SyncTeX and the running window") var texLoop: TeXLoopOptions

    func validate() throws {
        if let zoom, !(1...ZoomView.maximumZoom).contains(zoom) {
            throw ValidationError("--zoom must be from 1 (fit page) to \(Int(ZoomView.maximumZoom)), not \(zoom)")
        }
    }

    func run() throws {
        let path = try file ?? SampleLocator.samplePath()
        if try texLoop.handedToRunningWindow(path, page: page) { return }
        var configuration = ReaderConfiguration(
            source: engine.opener(path: path, password: password), firstPage: page, windowSize: window, zoom: zoom,
            render: engine.settings, places: ReadingPlaces(),
            fileOpener: { [engine] in engine.opener(path: $0, password: $1) },
            reportPath: report, histogramPath: histogram.path)
        configuration.tracePath = tracing.trace
        configuration.renderer = renderer
        configuration.layout = book.layout
        configuration.rightToLeft = book.rightToLeft
        configuration.trim = book.trim
        configuration.presentation = presenting.presentation
        configuration.advanceSeconds = presenting.advance
        configuration.notes = presenting.notes
        configuration.presenter = presenter
        configuration.syncTeX = texLoop.options
        if let recolor = engine.recoloring.colours { configuration.recolor = recolor }
        // A window closed while it showed an error (already on stderr) exits as the error would have.
        if try failingCleanly({ () throws in
            try OutputFolders.check([report, histogram.path, tracing.trace])
            return try Reader.run(configuration)
        }) != nil {
            throw ExitCode(1)
        }
    }
}

extension WindowRenderer: ExpressibleByArgument {}

func parseWindowSize(_ text: String) throws -> Size {
    let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts.allSatisfy({ (1...16_384).contains($0) }) else {
        throw ValidationError("--window wants WxH in pixels, such as 1280x800, not '\(text)'")
    }
    return Size(width: Double(parts[0]), height: Double(parts[1]))
}
