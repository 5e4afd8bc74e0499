import ArgumentParser
import FolioConfig
import FolioCore
import FolioPresenter
import Foundation

/// `folio config`: the settings in effect and where each came from; `--check` validates a file.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the settings in effect and where each came from, or check a settings file.",
        discussion: """
            The window's settings come from its built-in defaults, then the settings file \
            ($XDG_CONFIG_HOME/folio/config.toml), then the command line. A bad setting in the file keeps its \
            default and is reported with its line; the rest of the file still applies.
            """)

    @Argument(help: "The settings file (default: $XDG_CONFIG_HOME/folio/config.toml).") var file: String?
    @Flag(help: "Only check the file: say each problem, and exit 1 if there is any.") var check = false
    @Flag(help: "List the commands a key can be bound to under [keys].") var commands = false

    func run() throws {
        if commands {
            print(Command.allCases.map(\.rawValue).joined(separator: "\n"))
            return
        }
        let path = file ?? ConfigFile.defaultPath()
        if file != nil, !FileManager.default.fileExists(atPath: path) {
            FileHandle.standardError.write(Data("folio: \(path): no such file\n".utf8))
            throw ExitCode(1)
        }
        let settings = ConfigFile(path: path)
        for problem in settings.problems { FileHandle.standardError.write(Data("folio: \(problem)\n".utf8)) }
        if check {
            guard settings.problems.isEmpty else { throw ExitCode(1) }
            print(
                FileManager.default.fileExists(atPath: path)
                    ? "\(path): no problems" : "\(path): no such file; the built-in defaults apply")
            return
        }
        print("# The settings in effect: built-in defaults, then \(path), then the command line.")
        print(settings.listing(defaults: Self.defaults).joined(separator: "\n"))
    }

    /// The built-in defaults, as the file would write them.
    static var defaults: [String: String] {
        let render = RenderSettings()
        let size = WindowRequest.defaultWindow
        return [
            "window.size": "\"\(Int(size.width))x\(Int(size.height))\"", "window.renderer": "\"auto\"",
            "window.layout": "# as last left, else as the document asks, else single (default)",
            "window.right-to-left": "# as last left, else as the document asks (default)",
            "window.trim": "# as last left, else false (default)", "window.night-mode": "false",
            "window.strip": "false",
            "window.recolor": "\"\(Recolor.night.dark),\(Recolor.night.light)\"", "window.recolor-keep-hue": "false",
            "render.workers": "\(render.workers)",
            "render.cache-mb": "# what reading needs at the window's size, 32 to 256 MiB (default)",
            "render.disk-cache": "true", "render.render-time-limit": render.renderTimeLimit.configText,
            "render.workers-in-process": "false",
            "render.unwanted-render-limit": (render.unwantedRenderLimit ?? 0).configText,
            "presentation.advance": "# as each page says (default)",
            "presentation.notes": "# pages shown whole (default)",
            "presentation.presenter": "false",
        ]
    }
}
