import ArgumentParser

/// The document a subcommand works on: the file and, for an encrypted one, its password.
struct DocumentArguments: ParsableArguments {
    @Argument(help: "The PDF file.") var file: String
    @Option(help: "Password of an encrypted document.") var password: String?
}
