import ArgumentParser
import FolioTestSupport
import Foundation

/// `folio-fuzz run`: seed after seed, every good file under every mutation, until the seeds or
/// the time run out; every failure printed with the command that reproduces it.
struct FuzzRun: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Check seeded damaged copies of good PDFs until the seeds or the time budget run out.")

    @Option(help: "The first seed.") var firstSeed: UInt64 = 1
    @Option(help: "How many seeds (default: as many as the time budget allows).") var seeds: UInt64?
    @Option(help: "Stop starting new copies after this many minutes.") var minutes: Double = 10
    @Option(help: "Copies checked at once.") var jobs: Int = 3
    @Option(parsing: .upToNextOption, help: "The good PDFs (default: Assets/sample.pdf and the corpus's main/ files).")
    var files: [String] = []
    @Option(parsing: .upToNextOption, help: "The mutations to apply (default: all).") var mutations: [PDFMutation] =
        PDFMutation.allCases
    @Option(help: "Where failing copies are kept.") var keep: String = "fuzz-failures"
    @OptionGroup var target: FolioUnderTest

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard minutes > 0 else { throw ValidationError("--minutes must be above 0") }
        if let seeds, seeds == 0 || firstSeed > UInt64.max - (seeds - 1) {
            throw ValidationError("--seeds must be at least 1 and fit")
        }
    }

    func run() throws {
        guard FileManager.default.isExecutableFile(atPath: target.folio) else {
            throw ValidationError("\(target.folio): no folio binary there (build it, or give --folio)")
        }
        let sources = files.isEmpty ? Self.defaultFiles() : files
        let lastSeed = seeds.map { firstSeed + ($0 - 1) } ?? UInt64.max
        let plan = FuzzPlan(files: sources, mutations: mutations, seeds: firstSeed...lastSeed)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("folio-fuzz-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        let check = try BadFileCheck(folio: target.folio, timeLimit: target.timeLimit, workDirectory: work)

        say(
            "folio-fuzz: \(sources.count) files, mutations \(mutations.map(\.rawValue).joined(separator: " ")), "
                + "seeds from \(firstSeed)\(seeds.map { " (\($0))" } ?? ""), \(minutes) minutes, \(jobs) at once, folio \(target.folio)"
        )
        let session = FuzzSession(
            plan: plan, deadline: Date().addingTimeInterval(minutes * 60), work: work, keep: keep,
            check: check, bench: !target.noBench, folio: target.folio)
        let group = DispatchGroup()
        for _ in 0..<jobs {
            DispatchQueue.global().async(group: group) { session.checkUntilDone() }
        }
        group.wait()
        session.printSummary()
        if session.failed { throw ExitCode(1) }
    }

    /// The bundled sample and the corpus's good files.
    static func defaultFiles() -> [String] {
        [PackageRoot.samplePDF] + (Corpus.shared?.entries(in: "main").map(\.absolutePath) ?? [])
    }
}
