import ArgumentParser
import Foundation
import FolioCore
import FolioSDL

/// `folio bench FILE --script NAME|PATH`: replays a gesture script headless and reports every frame.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run a gesture script headless at a fixed frame rate and report frame times and what every slot showed.")

    @OptionGroup var document: DocumentArguments
    @Option(help: "A built-in script name (see 'folio scripts') or a JSON script file.") var script: String
    @Option(help: "Viewport size in pixels, WxH (default: the script's).", transform: parseWindowSize) var window: Size?
    @Option(help: "Frames per second (default: the script's).") var fps: Double?
    @Option(help: "Write one JSON line per frame here.") var events: String?
    @Option(help: "Write the JSON report here (it is printed when left out).") var report: String?
    @Option(help: "Write the final frame here as a PNG, once every pending render has finished.") var screenshot: String?
    @Option(help: "The page the script starts on, from 1.") var page: Int = 1
    @OptionGroup var engine: RenderOptions

    func validate() throws {
        if let fps, !(fps > 0 && fps <= GestureScript.maximumFPS) {
            throw ValidationError("--fps must be above 0 and at most \(Int(GestureScript.maximumFPS))")
        }
        if page < 1 { throw ValidationError("--page counts from 1") }
    }

    func run() throws {
        try failingCleanly { () throws in
            let choice = try scriptChoice()
            let configuration = BenchConfiguration(
                path: document.file, password: document.password, scriptChoice: choice, scriptName: script, window: window, fps: fps,
                eventsPath: events, screenshotPath: screenshot, firstPage: page, render: engine.settings,
                commandLine: CommandLine.arguments)
            let result = try Bench.run(configuration)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let json = try encoder.encode(result) + Data("\n".utf8)
            if let report {
                guard FileManager.default.createFile(atPath: report, contents: json) else {
                    throw BenchError.cannotWrite(path: report)
                }
                print("\(result.frames) frames, \(result.staleFrames) stale, \(result.blankFrames) blank, "
                      + "\(result.placeholderFrames) with a placeholder, \(result.stalls) stalls; main thread p99 "
                      + "\(result.mainThreadMs.p99) ms; peak RSS \(result.peakRSSBytes / 1_048_576) MiB")
            } else {
                FileHandle.standardOutput.write(json)
            }
        }
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

/// A gesture script file that does not parse, named with its reason.
struct ScriptFileError: Error, CustomStringConvertible {
    let path: String
    let problem: String
    var description: String { "\(path): \(problem)" }
}
