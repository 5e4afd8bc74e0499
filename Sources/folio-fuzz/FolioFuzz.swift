import ArgumentParser
import FolioTestSupport
import Foundation

/// `folio-fuzz`: damages good PDFs with seeded mutations and holds `folio` to the contract for bad
/// input on each (`run`), or makes one damaged copy again and checks it (`reproduce`).
@main
struct FolioFuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio-fuzz",
        abstract: "Run folio info, render and a short bench on seeded damaged copies of good PDFs.",
        discussion: """
            Every copy is named by its source file, its mutation and its seed; a failure prints the \
            command that makes it again. Mutations: \(PDFMutation.allCases.map(\.rawValue).joined(separator: ", ")).
            """,
        subcommands: [FuzzRun.self, Reproduce.self],
        defaultSubcommand: FuzzRun.self
    )
}

extension PDFMutation: ExpressibleByArgument {}

/// The options both subcommands share: which folio, and how long a command may take.
struct FolioUnderTest: ParsableArguments {
    @Option(help: "The folio binary to check (an ASan build, say). Default: the one built beside folio-fuzz.")
    var folio: String = PackageRoot.folioExecutable
    @Option(help: "Seconds a command may take before it counts as a hang.") var timeLimit: Double = 10
    @Flag(help: "Leave out the short headless bench (the slowest of the three commands).") var noBench = false

    func validate() throws {
        guard timeLimit > 0 else { throw ValidationError("--time-limit must be above 0") }
    }
}

/// Prints a line at once (stdout unbuffered), so a long run's lines show as they come and in order.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
