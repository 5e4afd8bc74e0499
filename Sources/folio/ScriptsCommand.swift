import ArgumentParser
import FolioCore

/// `folio scripts`: the built-in gesture scripts.
struct ScriptsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scripts", abstract: "List the built-in gesture scripts.")

    func run() {
        let width = BuiltinScripts.names.map(\.count).max() ?? 0
        for name in BuiltinScripts.names {
            print(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + BuiltinScripts.summary(of: name))
        }
    }
}
