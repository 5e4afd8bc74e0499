import ArgumentParser
import FolioCore

/// `--recolor DARK,LIGHT` and `--recolor-keep-hue`: pages shown in other colours (`Recolor`), as
/// zathura's recolouring shows them.
struct RecolorOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Show the pages in other colours: their paper in the first, their ink in the second, the tones between mixed by luminance (Ctrl+R in the window turns it on and off).",
            valueName: "#rrggbb,#rrggbb"),
        transform: parseColours)
    var recolor: Recolor?
    @Flag(name: .customLong("recolor-keep-hue"), help: "With --recolor, coloured tones keep their hue.")
    var keepHue = false

    /// The colours asked for here, keeping hue or not; nil when none were.
    func colours() -> Recolor? { RenderChoices(recolor: recolor, keepHue: keepHue).colours() }
}

private func parseColours(_ text: String) throws -> Recolor {
    guard let recolor = Recolor(parsing: text) else {
        throw ValidationError(
            "--recolor wants two colours, the paper's and the ink's, as #rrggbb,#rrggbb (such as '#202124,#d8d8d4'), not '\(text)'"
        )
    }
    return recolor
}
