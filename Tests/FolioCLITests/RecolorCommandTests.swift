import FolioCore
import FolioRender
import FolioTestSupport
import Foundation
import Testing

/// `--recolor` on `folio render` and, through the render processes, `folio bench`: the page's paper
/// comes out in the first colour and its ink in the second; bad colours are a one-line usage error.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: PackageRoot.folioExecutable),
        "the folio binary is not built next to the tests"))
struct RecolorCommandTests {
    static let colours = "#102030,#f0e0d0"

    /// The (red, green, blue) of the PNG's pixel at `x`, `y`.
    static func pixel(_ path: String, x: Int, y: Int) throws -> [UInt8] {
        let image = try PNGFile.read(path)
        let pixel = image.pixel(x: x, y: y)
        return [pixel.red, pixel.green, pixel.blue]
    }

    @Test func aRecolouredRenderMapsWhiteToTheDarkColourAndBlackToTheLightOne() throws {
        let folder = try TemporaryFolder.make("folio-recolor")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, extra) in [("plain", []), ("recoloured", ["--recolor", Self.colours])] {
            let outcome = try ExternalCommand.folio(
                ["render", PackageRoot.samplePDF, "--page", "3", "--out", "\(folder)/\(name).png"] + extra
            ).run(timeout: 60)
            try #require(outcome.status == 0, "\(name): \(outcome.standardError)")
        }
        let plain = try PNGFile.read("\(folder)/plain.png")
        #expect(try Self.pixel("\(folder)/plain.png", x: 3, y: 3) == [255, 255, 255], "the sample's paper is white")
        #expect(try Self.pixel("\(folder)/recoloured.png", x: 3, y: 3) == [0x10, 0x20, 0x30])
        // The darkest pixel of the plain page (its ink, near black) in the recoloured one: near the
        // light colour, mixed with the dark one by the ink's luminance.
        var darkest = (x: 0, y: 0, sum: Int.max)
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let p = plain.pixel(x: x, y: y)
                let sum = Int(p.red) + Int(p.green) + Int(p.blue)
                if sum < darkest.sum { darkest = (x, y, sum) }
            }
        }
        try #require(darkest.sum < 150, "the sample's page 3 has dark ink")
        let ink = plain.pixel(x: darkest.x, y: darkest.y)
        let expected = try #require(Recolor(parsing: Self.colours)).mapped(
            red: ink.red, green: ink.green, blue: ink.blue)
        let shown = try Self.pixel("\(folder)/recoloured.png", x: darkest.x, y: darkest.y)
        #expect(shown == [expected.red, expected.green, expected.blue])
        let brightness = shown.map(Int.init).reduce(0, +)
        #expect(brightness > 0x2C0 - 150, "near the light colour: \(shown)")
    }

    @Test func theRenderProcessesRecolourWhatTheBenchShows() throws {
        let folder = try TemporaryFolder.make("folio-recolor-bench")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = try ExternalCommand(
            PackageRoot.folioExecutable,
            [
                "bench", PackageRoot.samplePDF, "--script", "open", "--page", "3", "--recolor", Self.colours,
                "--screenshot", "\(folder)/shot.png", "--report", "\(folder)/report.json",
            ],
            environment: ["XDG_CACHE_HOME": folder + "/cache"]
        ).run(timeout: 60)
        try #require(outcome.status == 0, "\(outcome.standardError)")
        // The page at fit in 1280x800 (12-point margins): a point of its top margin, no ink.
        #expect(try Self.pixel("\(folder)/shot.png", x: 640, y: 20) == [0x10, 0x20, 0x30])
    }

    @Test(arguments: ["#12", "red", "#102030", "#102030,#f0e0dg"])
    func badColoursAreAOneLineUsageError(_ colours: String) throws {
        let outcome = try ExternalCommand.folio(
            ["render", PackageRoot.samplePDF, "--page", "1", "--recolor", colours, "--out", "/tmp/never.png"]
        ).run(timeout: 30)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.split(separator: "\n").first?.contains("--recolor") == true)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.png"))
    }
}
