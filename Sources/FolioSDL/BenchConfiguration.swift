import FolioCore
import FolioPresenter
import FolioRender

/// What `folio bench` runs: pages, a gesture script, and where to write the results.
public struct BenchConfiguration: Sendable {
    /// A built-in script (made for the document's page count once it is open) or one read from a file.
    public enum ScriptChoice: Sendable {
        case builtin(String)
        case file(GestureScript)
    }

    /// The pages: a PDF file (`PopplerOpener`) or a synthetic document. The report's `file` is its name.
    public var source: any PageSourceOpener
    public var scriptChoice: ScriptChoice
    public var scriptName: String
    /// Override the script's own window size and frame rate.
    public var window: Size?
    public var fps: Double?
    public var eventsPath: String?
    /// Where to write the last frame as a PNG, once every pending render has landed.
    public var screenshotPath: String?
    /// The page the script starts on.
    public var firstPage: Int
    public var render: RenderSettings
    /// Where to write the frame-time plot (SVG, and a PNG beside it).
    public var plotPath: String?
    /// Where to write the main thread's frame-time distribution (`--histogram`, HdrHistogram's `.hgrm`).
    public var histogramPath: String?
    /// Frames (from 0) whose main thread sleeps this many milliseconds: the instrument's calibration.
    public var injectedStalls: [Int: Double]
    /// The seed of a built-in script that draws at random (`jump`, `soak`); the script's default when nil.
    public var seed: UInt64?
    /// The actions `soak` plays (`SoakScript`); its default when nil.
    public var steps: Int?
    public var commandLine: [String]
    /// Where to write the run's timeline trace (`SessionTracer`); nil: none is kept.
    public var tracePath: String?
    /// Draw in a real window with `renderer`, as the reader does, instead of an offscreen surface.
    public var inWindow = false
    public var renderer = WindowRenderer.automatic
    /// How pages are grouped into spreads when the script starts (`--layout`); nil: as the
    /// document asks (its `/PageLayout`), else a page at a time.
    public var layout: PageLayout?
    /// Spreads laid right page first (`--right-to-left`); nil: as the document asks (its
    /// `/ViewerPreferences /Direction`), else left to right.
    public var rightToLeft: Bool?
    /// Each page cropped to its content (`--trim`).
    public var trim = false
    /// The script plays in presentation mode (`--presentation`), every page turning by itself after
    /// `advanceSeconds` when given (`--advance`).
    public var presentation = false
    public var advanceSeconds: Double?
    /// Beamer's notes pages (`--notes`): each page's slide half shown.
    public var notes: NotesSide?
    /// How to read a PDF's SyncTeX records, for a script's `synctex` steps (`FolioSyncTeX`'s
    /// scanner, given by the command line, so that this layer links no TeX library); nil: the
    /// steps find nothing.
    public var syncTeX: SyncTeXOpener?

    public init(
        source: any PageSourceOpener, scriptChoice: ScriptChoice, scriptName: String, window: Size? = nil,
        fps: Double? = nil, eventsPath: String? = nil, screenshotPath: String? = nil, firstPage: Int = 1,
        render: RenderSettings = RenderSettings(), plotPath: String? = nil, injectedStalls: [Int: Double] = [:],
        seed: UInt64? = nil, steps: Int? = nil, commandLine: [String] = [], histogramPath: String? = nil
    ) {
        self.source = source
        self.scriptChoice = scriptChoice
        self.scriptName = scriptName
        self.window = window
        self.fps = fps
        self.eventsPath = eventsPath
        self.screenshotPath = screenshotPath
        self.firstPage = firstPage
        self.render = render
        self.plotPath = plotPath
        self.injectedStalls = injectedStalls
        self.seed = seed
        self.steps = steps
        self.commandLine = commandLine
        self.histogramPath = histogramPath
    }

    /// The script to play for a document of `pageCount` pages, with the overrides applied.
    func script(pageCount: Int) -> GestureScript? {
        var script: GestureScript
        switch scriptChoice {
        case .builtin(let name):
            guard
                let builtin = BuiltinScripts.script(
                    named: name, pageCount: pageCount, seed: seed ?? GestureScript.defaultSeed, steps: steps,
                    window: window ?? GestureScript.defaultWindow)
            else { return nil }
            script = builtin
        case .file(let loaded):
            script = loaded
        }
        if let window { script.window = window }
        if let fps { script.fps = fps }
        return script
    }

    /// Whether the run is a soak, judged by its criteria (`SoakVerdict`).
    var isSoak: Bool {
        if case .builtin("soak") = scriptChoice { return true }
        return false
    }
}
