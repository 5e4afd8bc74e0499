import FolioTestSupport
import Foundation

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
