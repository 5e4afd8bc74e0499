import ArgumentParser
import FolioPoppler
import FolioRenderProcess

/// `folio render-zygote`: the render template process (`RenderZygote`), started with its socket on
/// descriptor 4 by a reader that could not fork one from itself (a test process). Hidden: not for
/// people to run.
struct RenderZygoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-zygote",
        abstract: "Fork render workers for the reader that started this process (internal).",
        shouldDisplay: false)

    func run() throws {
        RenderZygote.serve(load: PopplerLibrary.loadAhead, warmUp: PopplerWarmUp.run, worker: RenderWorkerCommand.serve)
    }

    /// Forks the template process from `folio` itself, for a command that renders in worker
    /// processes, while `folio` has one thread: its workers then get the reader's relocated
    /// libraries without an exec.
    static func forkEarly(for command: ParsableCommand) {
        let inProcess: Bool
        switch command {
        case let open as Open: inProcess = open.engine.rendersInProcess(over: open.settingsFile.preferences.render)
        case let bench as BenchCommand where !bench.compare && bench.repeating.runs <= 1:
            inProcess = bench.engine.rendersInProcess()
        default: return
        }
        guard !inProcess else { return }
        ZygoteProcess.forkEarly(
            load: PopplerLibrary.loadAhead, warmUp: PopplerWarmUp.run, worker: RenderWorkerCommand.serve)
    }
}
