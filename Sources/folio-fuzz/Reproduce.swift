import ArgumentParser
import FolioTestSupport
import Foundation

/// `folio-fuzz reproduce FILE MUTATION SEED`: writes that damaged copy and runs the checks on it.
struct Reproduce: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write one damaged copy again and run the checks on it, printing how each command ended.")

    @Argument(help: "The good PDF the copy was made from.") var file: String
    @Argument(help: "The mutation's name.") var mutation: PDFMutation
    @Argument(help: "The seed.") var seed: UInt64
    @Option(help: "Where to write the damaged copy (default: its name in the current folder).") var out: String?
    @Flag(help: "Only write the copy.") var writeOnly = false
    @OptionGroup var target: FolioUnderTest

    func run() throws {
        let copy = DamagedCopy(source: file, mutation: mutation, seed: seed)
        guard let original = FileManager.default.contents(atPath: file) else {
            throw ValidationError("\(file): cannot read the file")
        }
        guard let damaged = copy.bytes(from: [UInt8](original)) else {
            say("\(copy): the mutation finds nothing to damage in this file")
            return
        }
        let path = out ?? FileManager.default.currentDirectoryPath + "/" + copy.fileName
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        say("wrote \(path) (\(damaged.count) of \(original.count) bytes)")
        if writeOnly { return }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("folio-fuzz-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        let check = try BadFileCheck(folio: target.folio, timeLimit: target.timeLimit, workDirectory: work)
        let result = check.check(path, bench: !target.noBench)
        for (name, ending) in result.endings.sorted(by: { $0.key < $1.key }) {
            say(
                "\(name): " + (ending.status.map { "exit status \($0)" } ?? "did not end by itself")
                    + String(format: " in %.2f s", ending.seconds))
        }
        if let confirmation = result.confirmation { say("checked \(confirmation)") }
        for problem in result.problems { say("FAIL \(problem)") }
        if !result.problems.isEmpty { throw ExitCode(1) }
        say("ok")
    }
}
