import ArgumentParser

/// `--histogram FILE.hgrm`, on `folio bench` and on the window: the main thread's frame-time
/// distribution in HdrHistogram's percentile text, for HdrHistogram's plotter and the tools that read it.
struct HistogramOptions: ParsableArguments {
    @Option(
        name: .customLong("histogram"),
        help: ArgumentHelp(
            "Write the main thread's frame times here as HdrHistogram's percentile distribution (.hgrm, milliseconds).",
            valueName: "FILE.hgrm"))
    var path: String?
}
