import ArgumentParser

/// The `folio` command: a page-flipping PDF reader, and the tools that test and measure it.
@main
struct Folio: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "A page-flipping PDF reader for Linux.",
        subcommands: [Open.self, Info.self, Render.self, BenchCommand.self, ScriptsCommand.self],
        defaultSubcommand: Open.self
    )
}
