import ArgumentParser
import FolioCore
import FolioInstrument
import FolioPresenter
import FolioRender
import FolioSDL
import Foundation

/// `folio bench FILE --script NAME|PATH` (or `--synthetic PAGES[:RENDER_MS]` for FILE): replays a
/// gesture script headless and reports every frame.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract:
            "Run a gesture script headless at a fixed frame rate and report frame times and what every slot showed.")

    @OptionGroup var pages: BenchPagesArguments
    @Option(help: "A built-in script name (see 'folio scripts') or a JSON script file.") var script: String
    @Option(
        help:
            "engine (Folio's way), sync (every render on the main thread when needed) or fullpage (whole pages rasterised at the current zoom)."
    )
    var strategy: RenderStrategy = .engine
    @Flag(
        help: "Run the script under each strategy in turn, each in a fresh child process, and print them side by side.")
    var compare = false
    @Option(help: "Viewport size in pixels, WxH (default: the script's).", transform: parseWindowSize) var window: Size?
    @Flag(
        name: .customLong("in-window"),
        help: "Draw in a real window with the renderer the reader uses (needs a display), not an offscreen surface.")
    var inWindow = false
    @Option(
        help: ArgumentHelp(
            "With --in-window, what draws the window, as for the reader: auto, opengl or software.",
            valueName: "auto|opengl|software"))
    var renderer: WindowRenderer = .automatic
    @OptionGroup var book: BookOptions
    @OptionGroup var presenting: PresentationOptions
    @Option(help: "Frames per second (default: the script's).") var fps: Double?
    @Option(help: "Write one JSON line per frame here.") var events: String?
    @Option(help: "Write the JSON report here (it is printed when left out).") var report: String?
    @Option(help: "Write the frame-time plot here as SVG, and the same as PNG beside it.") var plot: String?
    @Option(help: "Write the final frame here as a PNG, once every pending render has finished.") var screenshot:
        String?
    @Option(help: "The page the script starts on, from 1.") var page: Int = 1
    @Option(
        help: ArgumentHelp(
            "For --script soak (only): how many user actions to play (default \(SoakScript.defaultSteps), about a minute; 3000 take about 19 minutes). A soak fails (status 1) unless it shows no stale frame, stalls in at most one frame in a thousand, the memory no cache accounts for (the PSS of the reader and its render processes less the texture and thumbnail caches' bytes) grows by at most the larger of \(Int(UncachedMemory.limitShare * 100)) % and \(UncachedMemory.allowanceBytesPerProcess >> 20) MiB per process (the reader and each render process) from the end of warm-up (the first 10 % of the script) to the end, and the reader's open files and threads do not grow.",
            valueName: "N"))
    var steps: Int?
    @Option(
        help: ArgumentHelp(
            "The seed the random draws of --script jump and soak come from (default \(GestureScript.defaultSeed)).",
            valueName: "S"))
    var seed: UInt64?
    @Option(
        name: .customLong("inject-stall"), parsing: .singleValue,
        help: "FRAME:MS: frame FRAME (from 0) sleeps MS milliseconds on the main thread; repeat for more.",
        transform: InjectedStallArgument.parse)
    var injectedStalls: [InjectedStallArgument] = []
    @OptionGroup var engine: RenderOptions
    @OptionGroup var repeating: RepeatOptions
    @OptionGroup var histogram: HistogramOptions
    @OptionGroup var tracing: TraceOptions

    func validate() throws {
        if let fps, !(fps > 0 && fps <= GestureScript.maximumFPS) {
            throw ValidationError("--fps must be above 0 and at most \(Int(GestureScript.maximumFPS))")
        }
        if page < 1 { throw ValidationError("--page counts from 1") }
        if compare, strategy != .engine { throw ValidationError("--compare runs every strategy; leave out --strategy") }
        let frames = injectedStalls.map(\.frame)
        if Set(frames).count != frames.count { throw ValidationError("--inject-stall names a frame twice") }
        try repeating.validate(compare: compare)
    }

    func run() throws {
        try failingCleanly { () throws in
            try checkOutputsCanBeWritten()
            try checkSeedAndSteps()
            let choice = try scriptChoice()
            let source = try pages.opener(scriptDocument: choice.synthetic, engine: engine)
            if compare {
                try StrategyComparison(command: self, source: source).run()
                return
            }
            if repeating.runs > 1 {
                if try RepeatedBench(command: self, source: source).run() { throw ExitCode(FailOnOptions.brokenStatus) }
                return
            }
            var configuration = BenchConfiguration(
                source: source, scriptChoice: choice, scriptName: script,
                window: window, fps: fps, eventsPath: events, screenshotPath: screenshot, firstPage: page,
                render: settings, plotPath: plot,
                injectedStalls: Dictionary(uniqueKeysWithValues: injectedStalls.map { ($0.frame, $0.milliseconds) }),
                seed: seed, steps: steps, commandLine: CommandLine.arguments, histogramPath: histogram.path)
            configuration.tracePath = tracing.trace
            configuration.inWindow = inWindow
            configuration.layout = book.layout
            configuration.rightToLeft = book.rightToLeft
            configuration.trim = book.trim ?? false
            configuration.presentation = presenting.presentation
            configuration.advanceSeconds = presenting.advance
            configuration.notes = presenting.notes
            configuration.renderer = renderer
            configuration.syncTeX = TeXLoopOptions.scanner
            let result = try Bench.run(configuration)
            let json = try result.jsonData()
            if let report {
                try BenchError.write(json, to: report)
                print(
                    "\(result.strategy.rawValue): \(result.frames) frames, \(result.staleFrames) stale, "
                        + "\(result.blankFrames) blank, \(result.placeholderFrames) with a placeholder, \(result.stalls) stalls, "
                        + "\(result.missedFrames) missed; main thread p99 \(result.mainThreadMs.p99) ms; "
                        + "peak RSS \(result.peakRSSBytes / 1_048_576) MiB")
            } else {
                FileHandle.standardOutput.write(json)
            }
            let broken = try repeating.failOn.check(SavedReport(data: json, path: report ?? "the report"))
            if let soak = result.soak {
                // Under the summary line; on stderr when stdout carries the report.
                if report != nil {
                    print(soak.line)
                } else {
                    FileHandle.standardError.write(Data((soak.line + "\n").utf8))
                }
                guard soak.passes else { throw SoakFailure(file: result.file, reason: soak.reason) }
            }
            if broken { throw ExitCode(FailOnOptions.brokenStatus) }
        }
    }

    /// `--steps` counts soak actions and `--seed` feeds the scripts that draw at random: given with
    /// another script, they would silently do nothing.
    private func checkSeedAndSteps() throws {
        if let steps {
            guard script == "soak" else {
                throw BenchOptionError("--steps goes with --script soak (the one script counted in actions)")
            }
            guard (1...SoakScript.maximumSteps).contains(steps) else {
                throw BenchOptionError("--steps wants 1 to \(SoakScript.maximumSteps) actions, not \(steps)")
            }
        }
        if seed != nil, !Self.seededScripts.contains(script) {
            throw BenchOptionError(
                "--seed goes with --script \(Self.seededScripts.joined(separator: " or ")) (the scripts drawn at random)"
            )
        }
    }

    /// The built-in scripts whose steps are drawn from the seed.
    static let seededScripts = ["jump", "soak"]

    /// A run can take minutes: a file that cannot be written is reported before it starts, not after.
    private func checkOutputsCanBeWritten() throws {
        let plotFiles = plot.map { FrameTimePlot.files(for: $0) }
        try OutputFolders.check([
            report, events, screenshot, histogram.path, tracing.trace, plotFiles?.svg, plotFiles?.png,
        ])
    }

    var settings: RenderSettings {
        var settings = engine.settings
        settings.strategy = strategy
        return settings
    }

    private func scriptChoice() throws -> BenchConfiguration.ScriptChoice {
        if BuiltinScripts.names.contains(script) { return .builtin(script) }
        guard FileManager.default.fileExists(atPath: script) else { throw BenchError.unknownScript(name: script) }
        guard let data = FileManager.default.contents(atPath: script) else { throw BenchError.cannotRead(path: script) }
        do {
            return .file(try GestureScript.parse(data, name: script))
        } catch {
            throw ScriptFileError(path: script, problem: error.description)
        }
    }
}

extension RenderStrategy: ExpressibleByArgument {}

extension BenchConfiguration.ScriptChoice {
    /// The synthetic document a script file names; built-in scripts name none.
    var synthetic: SyntheticDocument? {
        if case .file(let script) = self { return script.synthetic }
        return nil
    }
}

/// One `--inject-stall FRAME:MS`.
struct InjectedStallArgument: Sendable {
    let frame: Int
    let milliseconds: Double

    /// The longest stall that may be injected: a minute.
    static let maximumMilliseconds = 60_000.0

    static func parse(_ text: String) throws -> InjectedStallArgument {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let frame = Int(parts[0]), frame >= 0, let milliseconds = Double(parts[1]),
            milliseconds > 0, milliseconds <= maximumMilliseconds
        else {
            throw ValidationError("--inject-stall wants FRAME:MS, a frame from 0 and 0 < MS <= 60000, not '\(text)'")
        }
        return InjectedStallArgument(frame: frame, milliseconds: milliseconds)
    }
}

/// An option that does not go with the others, in one line.
struct BenchOptionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A soak run that broke its criteria (`SoakVerdict`), named with the file and the criteria broken.
struct SoakFailure: Error, CustomStringConvertible {
    let file: String
    let reason: String
    var description: String { "\(file): soak fails: \(reason)" }
}

/// A gesture script file that does not parse, named with its reason.
struct ScriptFileError: Error, CustomStringConvertible {
    let path: String
    let problem: String
    var description: String { "\(path): \(problem)" }
}
