import ArgumentParser
import FolioInstrument

/// `folio bench`'s CI options: `--repeat N` and the `--fail-on` bounds.
struct RepeatOptions: ParsableArguments {
    static let maximumRuns = 50

    @Option(
        name: .customLong("repeat"),
        help: ArgumentHelp(
            "Run the script N times (1 to \(maximumRuns)), each in a fresh child process; the report is the first run's, plus 'repeat': each compared figure's values, min, median and max over the runs. --plot, --events and --screenshot are the first run's.",
            valueName: "N"))
    var runs: Int = 1
    @OptionGroup var failOn: FailOnOptions

    func validate(compare: Bool) throws {
        guard (1...Self.maximumRuns).contains(runs) else {
            throw ValidationError("--repeat wants 1 to \(Self.maximumRuns) runs, not \(runs)")
        }
        if compare, runs > 1 { throw ValidationError("--repeat runs one strategy; leave out --compare") }
        if compare, !failOn.bounds.isEmpty {
            throw ValidationError("--fail-on checks one run's report; leave out --compare (or use folio compare)")
        }
        if let ratio = failOn.bounds.first(where: \.isRatio) {
            throw ValidationError(
                "--fail-on '\(ratio)': a ratio bound (x) compares two reports: use it with folio compare")
        }
    }
}
