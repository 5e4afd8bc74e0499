import ArgumentParser
import FolioConfig
import FolioCore
import FolioInstrument
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

    /// The settings file, read once (nothing set when there is none): the render template's fork
    /// asks before `run` does.
    var settingsFile: ConfigFile {
        let path = config ?? ConfigFile.defaultPath()
        return Self.settingsRead.withLock { read in
            if let file = read, file.path == path { return file }
            let file = ConfigFile(path: path)
            read = file
            return file
        }
    }
    private static let settingsRead = Locked<ConfigFile?>(nil)

    func validate() throws {
        if let zoom, !(1...ZoomView.maximumZoom).contains(zoom) {
            throw ValidationError("--zoom must be from 1 (fit page) to \(Int(ZoomView.maximumZoom)), not \(zoom)")
        }
    }

    func run() throws {
        LaunchTimeline.mark(.argumentsParsed)
        let path = try file ?? SampleLocator.samplePath()
        if try texLoop.handedToRunningWindow(path, page: page) { return }
        let settings = settingsFile
        for problem in settings.problems { FileHandle.standardError.write(Data("folio: \(problem)\n".utf8)) }
        let file = settings.preferences
        var configuration = ReaderConfiguration(
            source: engine.opener(path: path, password: password, over: file.render), firstPage: page,
            windowSize: window ?? file.window.size ?? Self.defaultWindow, zoom: zoom,
            render: engine.settings(over: file.render), places: ReadingPlaces(),
            fileOpener: { [engine] in engine.opener(path: $0, password: $1, over: file.render) },
            reportPath: report, histogramPath: histogram.path)
        configuration.tracePath = tracing.trace
        configuration.renderer = renderer ?? file.window.renderer.flatMap(WindowRenderer.init(rawValue:)) ?? .automatic
        configuration.layout = book.layout ?? file.window.layout
        configuration.rightToLeft = book.rightToLeft ?? file.window.rightToLeft
        configuration.trim = book.trim ?? file.window.trim
        configuration.presentation = presenting.presentation
        configuration.advanceSeconds = presenting.advance ?? file.presentation.advance
        configuration.notes = presenting.notes ?? file.presentation.notes
        configuration.presenter = presenter || file.presentation.presenter == true
        configuration.syncTeX = texLoop.options
        if let recolor = engine.recoloring.colours(over: file.window) { configuration.recolor = recolor }
        configuration.keyMap = file.keys
        configuration.nightMode = file.window.nightMode ?? false
        configuration.showsStrip = file.window.strip ?? false
        configuration.markSaver = MarkSaving.save(_:_:to:)
        configuration.settingsFile = SettingsFile(path: settings.path) { [path = settings.path] in
            let again = ConfigFile(path: path)
            return SettingsFile.Reading(keyMap: again.preferences.keys, problems: again.problems.map(\.description))
        }
        // A window closed while it showed an error (already on stderr) exits as the error would have.
        if try failingCleanly({ () throws in
            try OutputFolders.check([report, histogram.path, tracing.trace])
            return try Reader.run(configuration)
        }) != nil {
            throw ExitCode(1)
        }
    }

    static let defaultWindow = Size(width: 1280, height: 800)
}

extension WindowRenderer: ExpressibleByArgument {}

func parseWindowSize(_ text: String) throws -> Size {
    guard let size = Size(windowSize: text) else {
        throw ValidationError("--window wants WxH in pixels, such as 1280x800, not '\(text)'")
    }
    return size
}
