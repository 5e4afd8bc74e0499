import ArgumentParser
import FolioCore

/// `--presentation` and `--advance`: slides shown fullscreen, one page on black, with the PDF's
/// transitions, for the window and the bench alike.
struct PresentationOptions: ParsableArguments {
    @Flag(
        help:
            "Present: fullscreen, one page fitted on black, no chrome, the document's transitions drawn (F5 in the window; Escape leaves)."
    )
    var presentation = false
    @Option(
        help: ArgumentHelp(
            "While presenting, every page turns by itself after this many seconds without input, over the document's own durations.",
            valueName: "seconds"))
    var advance: Double?
    @Option(
        help: ArgumentHelp(
            "Beamer's notes pages (twice as wide, the notes on this half): each page's slide half is shown, and the presenter window shows the notes.",
            valueName: "right|left"))
    var notes: NotesSide?

    /// The options as the bench's child process is given them.
    var childArguments: [String] {
        (presentation ? ["--presentation"] : []) + (advance.map { ["--advance", "\($0)"] } ?? [])
            + (notes.map { ["--notes", $0.rawValue] } ?? [])
    }

    func validate() throws {
        if let advance, !(advance > 0 && advance < SlideShow.longestSeconds) {
            throw ValidationError(
                "--advance wants the seconds a page stays, above 0 and under \(Int(SlideShow.longestSeconds)), not \(advance)"
            )
        }
    }
}

extension NotesSide: ExpressibleByArgument {}
