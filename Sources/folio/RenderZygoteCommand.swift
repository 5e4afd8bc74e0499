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

    /// Forks the template process from `folio` itself, before the arguments are parsed, unless they
    /// name a command that never renders in worker processes (or ask for help or the version): the
    /// first parse takes ArgumentParser some 7 ms, in which the template loads poppler instead of
    /// waiting for it. `forkEarly(for:)` stops it when the parsed command turns out not to want it.
    static func forkBeforeParsing(_ arguments: [String]) {
        let words = arguments.dropFirst()
        let rendering = [Open.configuration.commandName, BenchCommand.configuration.commandName]
        let others = Folio.subcommandNames.filter { !rendering.contains($0) }
        if let first = words.first, first == "help" || others.contains(first) { return }
        let asks = ["-h", "--help", "--help-hidden", "--version", "--experimental-dump-help"]
        if words.contains(where: asks.contains) { return }
        fork()
    }

    /// Keeps the template process forked before parsing, or forks it now, for a command that
    /// renders in worker processes, while `folio` has one thread: its workers then get the reader's
    /// relocated libraries without an exec. Any other command stops the one forked before parsing.
    static func forkEarly(for command: ParsableCommand) {
        switch command {
        case let open as Open: forkEarly(rendersInWorkers: open.request.rendersInWorkers)
        case let bench as BenchCommand where !bench.compare && bench.repeating.runs <= 1:
            forkEarly(rendersInWorkers: !bench.engine.rendersInProcess())
        default: ZygoteProcess.stopEarly()
        }
    }

    /// Keeps or forks the template when the command renders in worker processes, else stops the
    /// one forked before parsing.
    static func forkEarly(rendersInWorkers: Bool) {
        guard rendersInWorkers else { return ZygoteProcess.stopEarly() }
        fork()
    }

    /// Forks the template, unless it was forked already.
    private static func fork() {
        ZygoteProcess.forkEarly(
            load: PopplerLibrary.loadAhead, warmUp: PopplerWarmUp.run, worker: RenderWorkerCommand.serve)
    }
}
