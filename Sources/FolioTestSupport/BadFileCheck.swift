import FolioCore
import FolioRender
import Foundation

/// Runs `folio info`, `folio render` and a short headless `folio bench` on a file that may be
/// damaged, and holds each to the contract for bad input: within the time limit, not killed by a
/// signal, no sanitizer report, and either status 0 with a correct answer or status 1 with one
/// line on stderr naming the file.
public struct BadFileCheck: Sendable {
    /// What went wrong with one command.
    public struct Problem: Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable {
            /// Over the time limit.
            case hang
            /// Killed by a signal, or a status of 128 and above.
            case crash
            /// AddressSanitizer, UndefinedBehaviorSanitizer and their kin wrote a report.
            case sanitizer
            /// Finished in time but broke the contract: a wrong answer, or a failure not said in one line.
            case contract
        }

        public let kind: Kind
        public let command: [String]
        public let reason: String
        public let seconds: Double

        public var description: String {
            "\(kind.rawValue): \(reason) (\(String(format: "%.1f", seconds)) s): "
                + command.map(ShellQuoting.quoted).joined(separator: " ")
        }
    }

    /// The `folio` binary under test.
    public let folio: String
    /// The longest a command may take.
    public let timeLimit: Double
    /// A file on which a command went over `timeLimit` is checked again with this limit: when every
    /// command then ends within `timeLimit`, the machine was busy, and it is no hang.
    public let confirmationLimit: Double
    /// Where render outputs, bench reports and the bench's script go.
    public let workDirectory: String

    /// Half a second of script: the first page, a jump to the last (every page's size measured
    /// on the way), and a zoom onto it, in a small window at a low frame rate.
    static let benchScript = """
        {"window": [640, 400], "fps": 30, "steps": [{"wait": {"seconds": 0.1}}, {"key": "End"}, \
        {"wait": {"seconds": 0.15}}, {"zoom": {"to": 3}}, {"wait": {"seconds": 0.25}}]}
        """

    public init(folio: String = PackageRoot.folioExecutable, timeLimit: Double = 10, workDirectory: String) throws {
        self.folio = folio
        self.timeLimit = timeLimit
        self.confirmationLimit = max(60, timeLimit * 6)
        self.workDirectory = workDirectory
        try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
        try Data(Self.benchScript.utf8).write(to: URL(fileURLWithPath: benchScriptPath))
    }

    var benchScriptPath: String { workDirectory + "/bench-script.json" }

    /// What the commands on one file did.
    public struct Result: Sendable {
        /// What broke the contract; empty when everything held.
        public var problems: [Problem] = []
        /// How each command ended, by its name (`info`, `render`, `bench`).
        public var endings: [String: Ending] = [:]
        /// How the commands ended when checked again after one went over the time limit.
        public var confirmation: String?
    }

    /// How one command ended.
    public struct Ending: Sendable {
        /// The exit status; nil when it did not end by itself (a signal, the time limit).
        public let status: Int32?
        public let seconds: Double
    }

    /// One command run on the file, as it ended.
    struct Run {
        let command: [String]
        let outcome: ExternalCommand.Outcome

        func problem(_ kind: Problem.Kind, _ reason: String) -> [Problem] {
            [Problem(kind: kind, command: command, reason: reason, seconds: outcome.seconds)]
        }
    }

    /// Runs the three commands on `path` and says what broke the contract; when one goes over the
    /// time limit, runs them again with `confirmationLimit` to tell a hang from a busy machine.
    /// `bench: false` leaves out the bench, the slowest of them.
    public func check(_ path: String, bench: Bool = true) -> Result {
        var result = checkOnce(path, bench: bench, timeLimit: timeLimit)
        guard result.problems.contains(where: { $0.kind == .hang }) else { return result }
        let again = checkOnce(path, bench: bench, timeLimit: confirmationLimit)
        result.confirmation =
            "again with a \(Int(confirmationLimit)) s limit: "
            + again.endings.sorted { $0.key < $1.key }.map { "\($0.key) \(String(format: "%.1f", $0.value.seconds)) s" }
            .joined(separator: ", ")
        if again.endings.values.allSatisfy({ $0.status != nil && $0.seconds <= timeLimit }) {
            result.problems.removeAll { $0.kind == .hang }
        }
        return result
    }

    private func checkOnce(_ path: String, bench: Bool, timeLimit: Double) -> Result {
        let scratch = workDirectory + "/" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var result = Result()

        var firstPage: Size?
        judge(["info", path], path: path, timeLimit: timeLimit, into: &result) { run in
            let (problems, size) = Self.judgeInfo(run)
            firstPage = size
            return problems
        }
        let render = Self.renderRequest(firstPage: firstPage)
        let png = scratch + "/page.png"
        judge(
            ["render", path, "--page", "1", "--out", png] + render.arguments, path: path, timeLimit: timeLimit,
            into: &result
        ) { run in
            Self.judgeRender(run, png: png, firstPage: firstPage, region: render.region)
        }
        if bench {
            let report = scratch + "/report.json"
            let arguments = [
                "bench", path, "--script", benchScriptPath, "--no-disk-cache", "--workers", "2", "--report", report,
            ]
            judge(arguments, path: path, timeLimit: timeLimit, into: &result) { run in
                Self.judgeBench(run, report: report)
            }
        }
        return result
    }

    /// Runs `folio arguments`, judges how it ended, and on status 0 judges its answer with `answer`.
    private func judge(
        _ arguments: [String], path: String, timeLimit: Double, into result: inout Result, answer: (Run) -> [Problem]
    ) {
        let command = [folio] + arguments
        let environment = ["XDG_CACHE_HOME": workDirectory + "/cache"]
        guard let outcome = try? ExternalCommand(folio, arguments, environment: environment).run(timeout: timeLimit)
        else {
            result.endings[arguments[0]] = Ending(status: nil, seconds: 0)
            result.problems += [Problem(kind: .crash, command: command, reason: "could not be started", seconds: 0)]
            return
        }
        result.endings[arguments[0]] = Ending(
            status: outcome.timedOut || outcome.signalled ? nil : outcome.status, seconds: outcome.seconds)
        let run = Run(command: command, outcome: outcome)
        if let report = Self.sanitizerReport(in: outcome.standardError) {
            result.problems += run.problem(.sanitizer, report)
        } else if outcome.timedOut {
            result.problems += run.problem(.hang, "over \(Int(timeLimit)) s")
        } else if outcome.signalled {
            result.problems += run.problem(.crash, "killed by signal \(outcome.status)")
        } else if outcome.status >= 128 {
            result.problems += run.problem(.crash, "exit status \(outcome.status)")
        } else if outcome.status == 0 {
            result.problems += answer(run)
        } else {
            result.problems += Self.judgeFailure(run, path: path)
        }
    }

    /// A failure must be status 1 and one line on stderr naming the file.
    private static func judgeFailure(_ run: Run, path: String) -> [Problem] {
        let error = run.outcome.standardError
        let lines = error.split(separator: "\n")
        if run.outcome.status != 1 {
            return run.problem(.contract, "exit status \(run.outcome.status): \(quote(error))")
        }
        if lines.count != 1 {
            return run.problem(.contract, "status 1 with \(lines.count) lines on stderr: \(quote(error))")
        }
        if !lines[0].contains(path) {
            return run.problem(.contract, "the error does not name the file: \(quote(error))")
        }
        return []
    }

    /// The first line of a sanitizer's report in `text`, if there is one.
    static func sanitizerReport(in text: String) -> String? {
        let markers = [
            "ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "WARNING: ThreadSanitizer",
            "ERROR: MemorySanitizer", "SUMMARY: UndefinedBehaviorSanitizer",
        ]
        return text.split(separator: "\n").first { line in markers.contains { line.contains($0) } }.map(String.init)
    }

    static func quote(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return "\"" + (trimmed.count > 300 ? String(trimmed.prefix(300)) + "..." : trimmed) + "\""
    }
}
