import ArgumentParser
import Foundation
import FolioCore
import FolioInstrument
import FolioRender
import FolioSDL

/// `folio bench FILE --script NAME|PATH` (or `--synthetic PAGES[:RENDER_MS]` for FILE): replays a
/// gesture script headless and reports every frame.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run a gesture script headless at a fixed frame rate and report frame times and what every slot showed.")

    @OptionGroup var pages: BenchPagesArguments
    @Option(help: "A built-in script name (see 'folio scripts') or a JSON script file.") var script: String
    @Option(help: "engine (Folio's way), sync (every render on the main thread when needed) or fullpage (whole pages rasterised at the current zoom).")
    var strategy: RenderStrategy = .engine
    @Flag(help: "Run the script under each strategy in turn, each in a fresh child process, and print them side by side.")
    var compare = false
    @Option(help: "Viewport size in pixels, WxH (default: the script's).", transform: parseWindowSize) var window: Size?
    @Option(help: "Frames per second (default: the script's).") var fps: Double?
    @Option(help: "Write one JSON line per frame here.") var events: String?
    @Option(help: "Write the JSON report here (it is printed when left out).") var report: String?
    @Option(help: "Write the frame-time plot here as SVG, and the same as PNG beside it.") var plot: String?
    @Option(help: "Write the final frame here as a PNG, once every pending render has finished.") var screenshot: String?
    @Option(help: "The page the script starts on, from 1.") var page: Int = 1
    @Option(name: .customLong("inject-stall"), parsing: .singleValue,
            help: "FRAME:MS: frame FRAME (from 0) sleeps MS milliseconds on the main thread; repeat for more.",
            transform: InjectedStallArgument.parse)
    var injectedStalls: [InjectedStallArgument] = []
    @OptionGroup var engine: RenderOptions

    func validate() throws {
        if let fps, !(fps > 0 && fps <= GestureScript.maximumFPS) {
            throw ValidationError("--fps must be above 0 and at most \(Int(GestureScript.maximumFPS))")
        }
        if page < 1 { throw ValidationError("--page counts from 1") }
        if compare, strategy != .engine { throw ValidationError("--compare runs every strategy; leave out --strategy") }
        let frames = injectedStalls.map(\.frame)
        if Set(frames).count != frames.count { throw ValidationError("--inject-stall names a frame twice") }
    }

    func run() throws {
        try failingCleanly { () throws in
            try checkOutputsCanBeWritten()
            let choice = try scriptChoice()
            let source = try pages.opener(scriptDocument: choice.synthetic)
            if compare {
                try StrategyComparison(command: self, source: source).run()
                return
            }
            let configuration = BenchConfiguration(
                source: source, scriptChoice: choice, scriptName: script,
                window: window, fps: fps, eventsPath: events, screenshotPath: screenshot, firstPage: page,
                render: settings, plotPath: plot,
                injectedStalls: Dictionary(uniqueKeysWithValues: injectedStalls.map { ($0.frame, $0.milliseconds) }),
                commandLine: CommandLine.arguments)
            let result = try Bench.run(configuration)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let json = try encoder.encode(result) + Data("\n".utf8)
            if let report {
                guard FileManager.default.createFile(atPath: report, contents: json) else {
                    throw BenchError.cannotWrite(path: report)
                }
                print("\(result.strategy.rawValue): \(result.frames) frames, \(result.staleFrames) stale, "
                      + "\(result.blankFrames) blank, \(result.placeholderFrames) with a placeholder, \(result.stalls) stalls, "
                      + "\(result.missedFrames) missed; main thread p99 \(result.mainThreadMs.p99) ms; "
                      + "peak RSS \(result.peakRSSBytes / 1_048_576) MiB")
            } else {
                FileHandle.standardOutput.write(json)
            }
        }
    }

    /// A run can take minutes: a file that cannot be written is reported before it starts, not after.
    private func checkOutputsCanBeWritten() throws {
        var paths = [report, events, screenshot].compactMap { $0 }
        if let plot {
            let files = FrameTimePlot.files(for: plot)
            paths += [files.svg, files.png]
        }
        for path in paths {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
                  FileManager.default.isWritableFile(atPath: folder)
            else { throw BenchError.cannotWrite(path: path) }
        }
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

/// A gesture script file that does not parse, named with its reason.
struct ScriptFileError: Error, CustomStringConvertible {
    let path: String
    let problem: String
    var description: String { "\(path): \(problem)" }
}
