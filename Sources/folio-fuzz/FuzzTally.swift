import FolioTestSupport
import Foundation

/// What a fuzzing run has seen so far: copies checked and skipped, how each command ended by
/// mutation, and the failures.
struct FuzzTally {
    private(set) var checked = 0
    private(set) var notApplicable = 0
    private(set) var failures: [(DamagedCopy, [BadFileCheck.Problem])] = []
    /// By mutation, then command: how many ended with status 0, status 1, or otherwise.
    private var endings: [PDFMutation: [String: (zero: Int, one: Int, other: Int)]] = [:]
    private var slowest: [String: Double] = [:]

    mutating func countNotApplicable() {
        notApplicable += 1
    }

    mutating func count(_ copy: DamagedCopy, _ result: BadFileCheck.Result) {
        checked += 1
        if !result.problems.isEmpty { failures.append((copy, result.problems)) }
        for (command, ending) in result.endings {
            var counts = endings[copy.mutation, default: [:]][command, default: (0, 0, 0)]
            switch ending.status {
            case 0: counts.zero += 1
            case 1: counts.one += 1
            default: counts.other += 1
            }
            endings[copy.mutation, default: [:]][command] = counts
            slowest[command] = max(slowest[command] ?? 0, ending.seconds)
        }
    }

    func progress(elapsed: Double, seed: UInt64) -> String {
        "[\(Self.minutes(elapsed))] seed \(seed): \(checked) copies checked, \(notApplicable) not applicable, \(failures.count) failing"
    }

    func summary(elapsed: Double, folio: String) -> String {
        var lines = [
            "folio-fuzz: \(checked) copies checked in \(Self.minutes(elapsed)), \(notApplicable) not applicable, "
                + "\(failures.count) failing"
        ]
        lines.append("mutation          info 0/1/other   render 0/1/other   bench 0/1/other")
        for mutation in PDFMutation.allCases {
            guard let byCommand = endings[mutation] else { continue }
            let cells = ["info", "render", "bench"].map { command -> String in
                guard let counts = byCommand[command] else {
                    return "-".padding(toLength: 19, withPad: " ", startingAt: 0)
                }
                return "\(counts.zero)/\(counts.one)/\(counts.other)".padding(toLength: 19, withPad: " ", startingAt: 0)
            }
            lines.append(mutation.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0) + cells.joined())
        }
        lines.append(
            "slowest: "
                + slowest.sorted { $0.key < $1.key }.map { "\($0.key) \(String(format: "%.1f", $0.value)) s" }
                .joined(separator: ", "))
        for (copy, problems) in failures {
            lines.append("FAIL \(copy): " + problems.map(\.kind.rawValue).joined(separator: ", "))
            lines.append("  reproduce: \(copy.reproduceCommand(folio: folio))")
        }
        return lines.joined(separator: "\n")
    }

    private static func minutes(_ seconds: Double) -> String {
        String(format: "%d:%02d", Int(seconds) / 60, Int(seconds) % 60)
    }
}
