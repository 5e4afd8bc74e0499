import FolioCore
import Foundation

/// `folio bench` run again in a child process of its own with the parent's options, so that its
/// peak memory is its own: how `--compare` runs each strategy and `--repeat` each run. The children
/// write their reports into a folder of the parent's, removed with `removeFolder()`.
struct BenchChild {
    let command: BenchCommand
    let executable: String
    let folder: URL

    /// `purpose` names the folder (`folio-compare-PID`).
    init(command: BenchCommand, purpose: String) throws {
        self.command = command
        executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-\(purpose)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func removeFolder() { try? FileManager.default.removeItem(at: folder) }

    /// Where the child called `name` writes its report.
    func reportPath(_ name: String) -> String { folder.appendingPathComponent("\(name).json").path }

    /// The child's command line: the parent's options, one strategy, its own report, and the
    /// parent's `--plot`, `--events`, `--screenshot`, `--histogram` and `--trace` paths as `outputPath` renames them (nil: not written).
    /// `inProcess`: render in the child's threads (`--workers-in-process`) rather than in worker processes.
    func arguments(strategy: RenderStrategy, inProcess: Bool, reportPath: String, outputPath: (String) -> String?)
        -> [String]
    {
        var arguments = ["bench"] + command.pages.childArguments
        arguments += [
            "--script", command.script, "--strategy", strategy.rawValue, "--report", reportPath, "--page",
            "\(command.page)",
        ]
        if let window = command.window { arguments += ["--window", "\(Int(window.width))x\(Int(window.height))"] }
        if command.inWindow { arguments += ["--in-window", "--renderer", command.renderer.rawValue] }
        arguments += command.book.childArguments + command.presenting.childArguments
        if let fps = command.fps { arguments += ["--fps", "\(fps)"] }
        if let steps = command.steps { arguments += ["--steps", "\(steps)"] }
        if let seed = command.seed { arguments += ["--seed", "\(seed)"] }
        for (option, path) in [
            ("--plot", command.plot), ("--events", command.events), ("--screenshot", command.screenshot),
            ("--histogram", command.histogram.path), ("--trace", command.tracing.trace),
        ] {
            if let path, let renamed = outputPath(path) { arguments += [option, renamed] }
        }
        for stall in command.injectedStalls { arguments += ["--inject-stall", "\(stall.frame):\(stall.milliseconds)"] }
        let engine = command.engine
        if let workers = engine.workers { arguments += ["--workers", "\(workers)"] }
        if let cacheMB = engine.cacheMB { arguments += ["--cache-mb", "\(cacheMB)"] }
        if let limit = engine.renderTimeLimit { arguments += ["--render-time-limit", "\(limit)"] }
        if let limit = engine.unwantedRenderLimit { arguments += ["--unwanted-render-limit", "\(limit)"] }
        if let limit = engine.idleWorkerLimit { arguments += ["--idle-worker-limit", "\(limit)"] }
        if engine.diskCache == false { arguments.append("--no-disk-cache") }
        if let recolor = engine.recoloring.recolor { arguments += ["--recolor", "\(recolor.dark),\(recolor.light)"] }
        if engine.recoloring.keepHue { arguments.append("--recolor-keep-hue") }
        if inProcess { arguments.append("--workers-in-process") }
        return arguments
    }

    /// Runs `folio` with `arguments`; nil when it succeeded, else why not (its last line on stderr).
    func run(_ arguments: [String]) throws -> String? {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = arguments
        child.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        child.standardError = errors
        try child.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        guard child.terminationReason != .exit || child.terminationStatus != 0 else { return nil }
        let lastLine = said.split(separator: "\n").last.map(String.init) ?? ""
        let how =
            child.terminationReason == .uncaughtSignal
            ? "killed by signal \(child.terminationStatus)" : "exit status \(child.terminationStatus)"
        return lastLine.isEmpty ? how : "\(how): \(lastLine)"
    }
}
