import FolioConfig
import FolioCore
import Testing

/// config.toml as the user writes it: every setting read, every bad value one problem naming the
/// file, the line and the key while the rest still applies, and keys bound anew.
@Suite struct ConfigFileTests {
    static let good = """
        # Folio's settings
        [window]
        size = "1000x700"
        renderer = "software"
        layout = "cover"
        right-to-left = true
        trim = true
        night-mode = true
        strip = true
        recolor = "#202124,#d8d8d4"
        recolor-keep-hue = true

        [render]
        workers = 3
        cache-mb = 96
        disk-cache = false
        render-time-limit = 2.5
        workers-in-process = true
        unwanted-render-limit = 0
        idle-worker-limit = 2

        [presentation]
        advance = 10
        notes = "right"
        presenter = true

        [keys]
        J = "nextPage"
        "ctrl+q" = "quit"
        q = "none"
        x = "panLeft"
        """

    @Test func everySettingIsRead() throws {
        let file = ConfigFile(text: Self.good, path: "config.toml")
        #expect(file.problems.isEmpty, "\(file.problems)")
        let window = file.preferences.window, render = file.preferences.render
        #expect(window.size == Size(width: 1000, height: 700) && window.renderer == "software")
        #expect(window.layout == .cover && window.rightToLeft == true && window.trim == true)
        #expect(window.nightMode == true && window.strip == true && window.recolorKeepsHue == true)
        #expect(window.recolor == Recolor(parsing: "#202124,#d8d8d4"))
        #expect(render.workers == 3 && render.cacheMB == 96 && render.diskCache == false)
        #expect(render.renderTimeLimit == 2.5 && render.workersInProcess == true && render.unwantedRenderLimit == 0)
        #expect(render.idleWorkerLimit == 2)
        let presentation = file.preferences.presentation
        #expect(presentation.advance == 10 && presentation.notes == .right && presentation.presenter == true)
        #expect(file.lines["render.workers"] == 14 && file.lines["keys.ctrl+q"] == 29)
    }

    @Test func keysAreBoundAnewAndTheKeyListShowsThem() throws {
        let keys = ConfigFile(text: Self.good, path: "config.toml").preferences.keys
        #expect(keys.command(for: KeyPress("J"), zoomed: false) == .nextPage)
        #expect(keys.command(for: KeyPress("q", ctrl: true), zoomed: true) == .quit)
        #expect(keys.command(for: KeyPress("q"), zoomed: false) == nil, "unbound")
        #expect(keys.command(for: KeyPress("w", ctrl: true), zoomed: false) == .quit, "the built-in keys stay")
        let rows = keys.keyListRows
        let quit = try #require(rows.first { $0.action.hasPrefix("quit") })
        #expect(quit.keys.contains("Ctrl+Q") && !quit.keys.hasPrefix("q "))
        #expect(rows.contains { $0.keys == "x" && $0.action == "panLeft" }, "a command the list has no line for")
        #expect(rows.first { $0.action.hasPrefix("next page") }?.keys.hasSuffix("  J") == true)
    }

    /// Each bad value, alone in a file of good ones: one problem, on its line, naming its key; every
    /// other setting still read.
    @Test(arguments: [
        ("[render]\nworkers = 0", "workers", "must be a whole number from 1 to 64, not 0"),
        ("[render]\nworkers = \"four\"", "workers", "must be a whole number from 1 to 64, not \"four\""),
        ("[render]\ncache-mb = 8", "cache-mb", "must be a whole number from 16 to 65536, not 8"),
        ("[render]\ndisk-cache = 1", "disk-cache", "must be true or false, not 1"),
        ("[render]\nrender-time-limit = 0", "render-time-limit", "must be a number of seconds above 0 to 3600, not 0"),
        ("[render]\nunwanted-render-limit = -1", "unwanted-render-limit", "from 0 to 3600, not -1"),
        ("[render]\nworkers-in-process = \"yes\"", "workers-in-process", "must be true or false"),
        ("[window]\nsize = \"big\"", "size", "must be a size in pixels such as \"1280x800\", not \"big\""),
        ("[window]\nrenderer = \"vulkan\"", "renderer", "must be one of auto, opengl, software"),
        ("[window]\nlayout = \"double\"", "layout", "must be one of single, spread, cover, not \"double\""),
        ("[window]\nnight-mode = \"on\"", "night-mode", "must be true or false"),
        ("[window]\nrecolor = \"#fff\"", "recolor", "must be two colours"),
        ("[window]\ncolour = 3", "colour", "is not a setting of [window]"),
        ("[presentation]\nadvance = 0", "advance", "above 0"),
        ("[presentation]\nnotes = \"top\"", "notes", "must be one of left, right"),
        ("[keys]\nj = \"nextPge\"", "[keys] \"j\"", "must name a command"),
        ("[keys]\n\"hyper+j\" = \"quit\"", "[keys] \"hyper+j\"", "is not a key"),
        ("[colours]\nink = 1", "colours", "is not a table Folio knows"),
    ])
    func aBadValueIsOneProblemOnItsLine(bad: String, key: String, message: String) throws {
        // A good setting in another table, which still applies.
        let keys = bad.hasPrefix("[keys]")
        let text = "# mine\n\n" + bad + "\n\n" + (keys ? "[window]\ntrim = true\n" : "[keys]\nJ = \"nextPage\"\n")
        let file = ConfigFile(text: text, path: "/home/me/.config/folio/config.toml")
        try #require(file.problems.count == 1, "\(file.problems)")
        let problem = file.problems[0]
        let line = bad.hasPrefix("[colours]") ? 3 : 4
        #expect(problem.line == line && problem.key == key, "\(problem)")
        #expect(problem.description.hasPrefix("/home/me/.config/folio/config.toml:\(line): `\(key)` "), "\(problem)")
        #expect(problem.description.contains(message), "\(problem)")
        let preferences = file.preferences
        #expect(
            keys
                ? preferences.window.trim == true
                : preferences.keys.command(for: KeyPress("J"), zoomed: false) == .nextPage)
    }

    @Test func aFileThatIsNotTOMLIsOneProblemAndSetsNothing() {
        let file = ConfigFile(text: "[render]\nworkers = 3\nthis is not toml\n", path: "config.toml")
        #expect(file.problems.count == 1 && file.problems[0].line == 3, "\(file.problems)")
        #expect(file.problems[0].description.hasPrefix("config.toml:3: is not TOML"))
        #expect(file.preferences == ReaderPreferences())
    }

    @Test func aMissingFileSetsNothingAndIsNoProblem() {
        let file = ConfigFile(path: "/nonexistent/folio/config.toml")
        #expect(file.problems.isEmpty && file.preferences == ReaderPreferences())
    }

    @Test func theDefaultPathFollowsXDG() {
        #expect(ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/folio/config.toml")
        #expect(ConfigFile.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/folio/config.toml")
        #expect(
            ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"])
                == "/h/.config/folio/config.toml")
    }
}
