import ArgumentParser
import Foundation

/// `folio-gen-sample [OUTPUT]`: writes the deterministic test document (default `Assets/sample.pdf`).
@main
struct GenerateSample: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio-gen-sample",
        abstract: "Write Folio's deterministic sample document: the same bytes on every run.")

    @Argument(help: "Where to write the PDF; missing directories are created.")
    var output = "Assets/sample.pdf"

    /// ArgumentParser's own `main()` follows a bad argument with the usage and a hint on lines of
    /// their own; here every failure is one line on stderr, as Folio's errors are, with the usage on
    /// it when an argument was wrong. `--help` is ArgumentParser's.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch  where exitCode(for: error) == .success {
            exit(withError: error)
        } catch {
            let code = exitCode(for: error)
            let usage = code == .validationFailure ? " (usage: \(usageString()))" : ""
            FileHandle.standardError.write(Data("folio-gen-sample: \(message(for: error))\(usage)\n".utf8))
            exit(withError: code)
        }
    }

    func run() throws {
        let result = try SampleGenerator.generate()
        try write(result.pdf, to: output)

        print("wrote \(output): \(result.pageCount) pages, \(result.pdf.count) bytes")
        print("vector map: \(result.vectorMapSegments) path segments")
        for patch in result.patches {
            let entries = patch.entries.map { "/\($0.key) \($0.value)" }.joined(separator: " ")
            print("page \(patch.pageNumber): \(entries) (incremental update)")
        }
    }

    /// Writes `bytes` to `path` atomically, creating missing parent directories.
    private func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw GeneratorError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
