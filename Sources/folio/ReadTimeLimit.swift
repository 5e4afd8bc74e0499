import ArgumentParser
import FolioRender

/// `--time-limit` of the commands that read a document and print what they found (`info`,
/// `outline`): poppler cannot be interrupted, so past the limit the command ends with one line.
struct ReadTimeLimit: ParsableArguments {
    @Option(
        name: .customLong("time-limit"),
        help: "Seconds reading the document may take before folio gives up with an error.")
    var seconds: Double = RenderWatch.defaultTimeLimit

    func validate() throws {
        guard seconds > 0, seconds <= 3600 else {
            throw ValidationError("--time-limit must be more than 0 and at most 3600 seconds, not \(seconds)")
        }
    }

    /// Starts the clock on reading `path`; cancel it once the reading is done.
    func startDeadline(reading path: String) -> CommandDeadline {
        CommandDeadline(seconds: seconds, .readTookTooLong(path: path, limitSeconds: seconds))
    }
}
