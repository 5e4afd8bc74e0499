import ArgumentParser
import Foundation
import FolioRender
import FolioTestSupport

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
    @Option(parsing: .upToNextOption, help: "The mutations to apply (default: all).") var mutations: [PDFMutation] = PDFMutation.allCases
    @Option(help: "Where failing copies are kept.") var keep: String = "fuzz-failures"
    @OptionGroup var target: FolioUnderTest

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard minutes > 0 else { throw ValidationError("--minutes must be above 0") }
        if let seeds, seeds == 0 || firstSeed > UInt64.max - (seeds - 1) { throw ValidationError("--seeds must be at least 1 and fit") }
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

        say("folio-fuzz: \(sources.count) files, mutations \(mutations.map(\.rawValue).joined(separator: " ")), "
              + "seeds from \(firstSeed)\(seeds.map { " (\($0))" } ?? ""), \(minutes) minutes, \(jobs) at once, folio \(target.folio)")
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

/// One fuzzing run's shared state: the plan's next copy, the tally, the printed lines.
final class FuzzSession: @unchecked Sendable {
    private let lock = NSLock()
    private var copies: AnyIterator<DamagedCopy>  // guarded by lock
    private var tally = FuzzTally()  // guarded by lock
    private var originals: [String: [UInt8]] = [:]  // guarded by lock
    private var lastProgress = Date()  // guarded by lock

    private let deadline: Date
    private let started = Date()
    private let workDirectory: String
    private let keep: String
    private let check: BadFileCheck
    private let bench: Bool
    private let folio: String

    init(plan: FuzzPlan, deadline: Date, work: String, keep: String, check: BadFileCheck, bench: Bool, folio: String) {
        self.copies = plan.makeIterator()
        self.deadline = deadline
        self.workDirectory = work
        self.keep = keep
        self.check = check
        self.bench = bench
        self.folio = folio
    }

    var failed: Bool { locked { !tally.failures.isEmpty } }

    /// Checks copies until the plan or the time runs out.
    func checkUntilDone() {
        while let (copy, original) = next() {
            guard let path = try? copy.write(from: original, into: workDirectory) else {
                locked { tally.countNotApplicable() }
                continue
            }
            let result = check.check(path, bench: bench)
            var kept: String?
            if !result.problems.isEmpty {
                kept = keep + "/" + copy.fileName
                try? FileManager.default.removeItem(atPath: kept!)
                try? FileManager.default.moveItem(atPath: path, toPath: kept!)
            } else {
                try? FileManager.default.removeItem(atPath: path)
            }
            locked {
                tally.count(copy, result)
                if result.problems.isEmpty, let confirmation = result.confirmation {
                    say("slow on a busy machine, not counted: \(copy): \(confirmation)")
                }
                if !result.problems.isEmpty {
                    say("FAIL \(copy)")
                    for problem in result.problems { say("  \(problem)") }
                    if let confirmation = result.confirmation { say("  \(confirmation)") }
                    say("  copy kept: \(kept ?? "-")")
                    say("  reproduce: \(copy.reproduceCommand(folio: folio))")
                }
                if Date().timeIntervalSince(lastProgress) > 60 {
                    lastProgress = Date()
                    say(tally.progress(elapsed: Date().timeIntervalSince(started), seed: copy.seed))
                }
            }
        }
    }

    func printSummary() {
        locked {
            say(tally.summary(elapsed: Date().timeIntervalSince(started), folio: folio))
        }
    }

    private func next() -> (DamagedCopy, [UInt8])? {
        locked {
            guard Date() < deadline, let copy = copies.next() else { return nil }
            if originals[copy.source] == nil {
                originals[copy.source] = FileManager.default.contents(atPath: copy.source).map { [UInt8]($0) } ?? []
            }
            return (copy, originals[copy.source]!)
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
