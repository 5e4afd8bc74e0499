import ArgumentParser
import FolioInstrument
import FolioRender
import FolioRenderProcess
import FolioSDL
import Logging

/// The `folio` command: a page-flipping PDF reader, and the tools that test and measure it.
@main
struct Folio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "A page-flipping PDF reader for Linux.",
        version: FolioVersion.forCommandLine,
        subcommands: [
            Open.self, Info.self, Outline.self, Annotations.self, SyncTeXCommand.self, Render.self, BenchCommand.self,
            Compare.self,
            ConfigCommand.self,
            ScriptsCommand.self,
            SandboxProbe.self, RenderWorkerCommand.self,
            RenderZygoteCommand.self,
        ],
        defaultSubcommand: Open.self
    )

    /// ArgumentParser's own `main`, after the settings that are the host's to make, not a library's:
    /// the engine's logs go to stderr, freed page images go back to the system, and SDL's textures
    /// come with their pages faulted in.
    static func main() {
        LaunchTimeline.mark(.main)
        LoggingSystem.bootstrap(StandardErrorLogHandler.init)
        LargeAllocations.returnToSystemWhenFreed()
        SDLAllocations.prefaultLargeBlocks()
        // Before anything starts a thread: the window and the bench fork their render template now.
        RenderZygoteCommand.forkBeforeParsing(CommandLine.arguments)
        do {
            if let request = WindowRequest(bareCommandLine: CommandLine.arguments) {
                RenderZygoteCommand.forkEarly(rendersInWorkers: request.rendersInWorkers)
                defer { ZygoteProcess.stopEarly() }
                return try request.run()
            }
            var command = try parseAsRoot()
            RenderZygoteCommand.forkEarly(for: command)
            defer { ZygoteProcess.stopEarly() }
            try command.run()
        } catch {
            ZygoteProcess.stopEarly()
            exit(withError: error)
        }
    }

    /// The subcommands' names: a word among them is a command, never a file.
    static var subcommandNames: [String] { configuration.subcommands.compactMap { $0.configuration.commandName } }
}
