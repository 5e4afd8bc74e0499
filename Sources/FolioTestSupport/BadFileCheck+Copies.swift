import Foundation

extension BadFileCheck {
    /// Copies checked at once in the whole test process, whichever tests ask: the tests run in
    /// parallel on a 2-core CI machine, and a command starved of CPU would pass its time limit.
    private static let processWideSlots = DispatchSemaphore(value: 4)

    /// Makes each copy (reading each source once) and checks it, `width` at once (and at most four
    /// at once in the process), for a test: one line per failing command, naming the copy's file,
    /// mutation and seed and how to make it again. Copies a mutation does not apply to are left
    /// out, and counted in `skipped`.
    public func failures(of copies: [DamagedCopy], bench: Bool = true, width: Int = 4) throws -> (
        failures: [String], checked: Int, skipped: Int
    ) {
        var originals: [String: [UInt8]] = [:]
        for source in Set(copies.map(\.source)) {
            originals[source] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        }
        let folder = workDirectory + "/copies"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let written = try copies.compactMap { copy in
            try copy.write(from: originals[copy.source]!, into: folder).map { (copy, $0) }
        }
        let results = written.concurrentMap(width: width) { copy, path in
            Self.processWideSlots.wait()
            defer { Self.processWideSlots.signal() }
            return (copy, check(path, bench: bench))
        }
        let failures = results.flatMap { copy, result in
            result.problems.map { problem in
                "\(copy): \(problem)" + (result.confirmation.map { "\n  \($0)" } ?? "")
                    + "\n  reproduce: \(copy.reproduceCommand(folio: folio))"
            }
        }
        return (failures, written.count, copies.count - written.count)
    }
}
