import ArgumentParser
import Foundation

/// `--trace FILE.json`, on the bench and the window: the run's timeline in the Chrome Trace Event
/// Format (`SessionTracer`), for ui.perfetto.dev or chrome://tracing.
struct TraceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Write the run's timeline here as a Chrome trace (JSON): frames and their phases, each worker's renders, counters, stalls. Open it in ui.perfetto.dev or chrome://tracing.",
            valueName: "FILE.json"))
    var trace: String?
}
