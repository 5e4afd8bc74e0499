import FolioTestSupport
import Foundation
import Testing

/// `folio config`: the settings in effect with where each came from; `--check`'s exit statuses;
/// `--version` naming the libraries it runs with.
@Suite struct ConfigCommandTests {
    private func folio(_ arguments: [String], configHome: String) throws -> ExternalCommand.Outcome {
        try ExternalCommand(PackageRoot.folioExecutable, arguments, environment: ["XDG_CONFIG_HOME": configHome])
            .run(timeout: 30)
    }

    @Test func checkSaysEachProblemAndExitsOneOnlyWhenThereIsAny() throws {
        let home = try TemporaryFolder.make("folio-config")
        try FileManager.default.createDirectory(atPath: home + "/folio", withIntermediateDirectories: true)
        let path = home + "/folio/config.toml"

        let none = try folio(["config", "--check"], configHome: home)
        #expect(none.status == 0 && none.standardOutput.contains("the built-in defaults apply"))

        try "[render]\nworkers = 2\n[keys]\nJ = \"nextPage\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let good = try folio(["config", "--check"], configHome: home)
        #expect(good.status == 0 && good.standardOutput.contains("no problems") && good.standardError.isEmpty)

        try "[render]\nworkers = 99\n\n[window]\nlayout = \"double\"\nnight-mode = true\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let bad = try folio(["config", "--check"], configHome: home)
        #expect(bad.status == 1)
        #expect(
            bad.standardError.split(separator: "\n") == [
                "folio: \(path):2: `workers` must be a whole number from 1 to 64, not 99",
                "folio: \(path):5: `layout` must be one of single, spread, cover, not \"double\"",
            ])

        let missing = try folio(["config", "--check", home + "/other.toml"], configHome: home)
        #expect(missing.status == 1 && missing.standardError.contains("no such file"))
    }

    @Test func theListingSaysWhereEachSettingCameFrom() throws {
        let home = try TemporaryFolder.make("folio-config")
        try FileManager.default.createDirectory(atPath: home + "/folio", withIntermediateDirectories: true)
        let path = home + "/folio/config.toml"
        try "[window]\nnight-mode = true\n\n[keys]\n\"ctrl+q\" = \"quit\"\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let listing = try folio(["config"], configHome: home)
        #expect(listing.status == 0)
        let lines = listing.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("night-mode = true") && $0.hasSuffix("# \(path):2") })
        #expect(lines.contains { $0.hasPrefix("strip = false") && $0.hasSuffix("# default") })
        #expect(lines.contains { $0.hasPrefix("\"ctrl+q\" = \"quit\"") && $0.hasSuffix("# \(path):5") })
        let commands = try folio(["config", "--commands"], configHome: home)
        #expect(commands.standardOutput.split(separator: "\n").contains("nextPage"))
    }

    @Test func versionNamesTheLibraries() throws {
        let outcome = try ExternalCommand.folio(["--version"]).run(timeout: 30)
        #expect(outcome.status == 0)
        let text = outcome.standardOutput
        #expect(
            text.hasPrefix("folio ") && text.contains("poppler 2") && text.contains("cairo 1.")
                && text.contains("SDL 2."))
    }
}
