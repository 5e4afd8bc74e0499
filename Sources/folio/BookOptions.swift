import ArgumentParser
import FolioCore

/// `--layout`, `--right-to-left` and `--trim`: how a book's pages are shown, the same for the
/// window and the bench. Left out, the layout and direction fall back on where the document was
/// last left (the window), then on what the document asks.
struct BookOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Pages one at a time (single), side by side from page 1 (spread), or page 1 alone and then side by side, as a printed book (cover). Default: as last left (the window), else as the document asks (its /PageLayout), else single.",
            valueName: "single|spread|cover"))
    var layout: PageLayout?
    @Flag(
        name: .customLong("right-to-left"), inversion: .prefixedNo,
        help:
            "Read right to left: a spread's first page on the right, the next spread to the left (manga, Arabic and Hebrew books). Default: as last left (the window), else as the document asks (its /Direction), else left to right."
    )
    var rightToLeft: Bool?
    @Flag(
        inversion: .prefixedNo,
        help:
            "Trim the white margins: each page cropped to its content, with a few points around it (c toggles it). Default: as last left (the window), else untrimmed."
    )
    var trim: Bool?

    /// The options as the bench's child process is given them.
    var childArguments: [String] {
        var arguments: [String] = []
        if let layout { arguments += ["--layout", layout.rawValue] }
        if let rightToLeft { arguments.append(rightToLeft ? "--right-to-left" : "--no-right-to-left") }
        if let trim { arguments.append(trim ? "--trim" : "--no-trim") }
        return arguments
    }
}

extension PageLayout: ExpressibleByArgument {}
