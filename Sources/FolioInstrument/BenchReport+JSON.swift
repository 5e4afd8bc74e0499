import Foundation

extension BenchReport {
    /// The report as `--report` writes it: sorted keys, indented, slashes as they are, a newline at the end.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Writes `jsonData()` to `path`.
    public func write(to path: String) throws {
        try BenchError.write(jsonData(), to: path)
    }
}
