import ArgumentParser
import FolioConfig
import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender
import FolioSDL
import Foundation

/// What the reader window is asked to show, and how, as plain values: what `folio open`'s options
/// gave (`Open.request`), or a bare `folio [FILE]` read without ArgumentParser
/// (`init(bareCommandLine:)`). Opening it is the same either way (`run`).
struct WindowRequest: Sendable {
    var file: String?
    var page: Int?
    var zoom: Double?
    var password: String?
    var layout: PageLayout?
    var rightToLeft: Bool?
    var trim: Bool?
    var presentation = false
    var advance: Double?
    var notes: NotesSide?
    var presenter = false
    var window: Size?
    var renderer: WindowRenderer?
    var render = RenderChoices()
    var reportPath: String?
    var histogramPath: String?
    var tracePath: String?
    var texLoop = TeXLoopRequest()
    var config: String?

    /// `folio` alone or `folio FILE`, FILE naming no command nor starting with `-`: the window with
    /// every option left to config.toml and the defaults, without ArgumentParser, whose reflection
    /// over the window's forty options took 8 to 10 ms of the launch's main thread (docs/measuring.md,
    /// "The launch, thirteenth look"). nil for any other command line, which ArgumentParser reads.
    init?(bareCommandLine arguments: [String]) {
        let words = arguments.dropFirst()
        guard words.count <= 1 else { return nil }
        if let word = words.first {
            guard !word.hasPrefix("-"), word != "help", !Folio.subcommandNames.contains(word) else { return nil }
            file = word
        }
    }

    init() {}

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

    /// Whether the window renders in sandboxed worker processes (its render template is forked
    /// early for them).
    var rendersInWorkers: Bool { !render.rendersInProcess(over: settingsFile.preferences.render) }

    /// Opens the window, and returns when it closes.
    func run() throws {
        LaunchTimeline.mark(.argumentsParsed)
        let path = try file ?? SampleLocator.samplePath()
        if try texLoop.handedToRunningWindow(path, page: page) { return }
        let settings = settingsFile
        for problem in settings.problems { FileHandle.standardError.write(Data("folio: \(problem)\n".utf8)) }
        let file = settings.preferences
        var configuration = ReaderConfiguration(
            source: render.opener(path: path, password: password, over: file.render), firstPage: page,
            windowSize: window ?? file.window.size ?? Self.defaultWindow, zoom: zoom,
            render: render.settings(over: file.render), places: ReadingPlaces(),
            fileOpener: { [render] in render.opener(path: $0, password: $1, over: file.render) },
            reportPath: reportPath, histogramPath: histogramPath)
        configuration.tracePath = tracePath
        configuration.renderer = renderer ?? file.window.renderer.flatMap(WindowRenderer.init(rawValue:)) ?? .automatic
        configuration.layout = layout ?? file.window.layout
        configuration.rightToLeft = rightToLeft ?? file.window.rightToLeft
        configuration.trim = trim ?? file.window.trim
        configuration.presentation = presentation
        configuration.advanceSeconds = advance ?? file.presentation.advance
        configuration.notes = notes ?? file.presentation.notes
        configuration.presenter = presenter || file.presentation.presenter == true
        configuration.syncTeX = texLoop.options
        if let recolor = render.colours(over: file.window) { configuration.recolor = recolor }
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
            try OutputFolders.check([reportPath, histogramPath, tracePath])
            return try Reader.run(configuration)
        }) != nil {
            throw ExitCode(1)
        }
    }

    static let defaultWindow = Size(width: 1280, height: 800)
}
