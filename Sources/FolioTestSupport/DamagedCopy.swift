import Foundation

/// A good PDF damaged by one `PDFMutation` with one seed. The three name it completely: a failure
/// found on it is reported with them, and `folio-fuzz reproduce` makes the same bytes again.
public struct DamagedCopy: Sendable, CustomStringConvertible {
    public let source: String
    public let mutation: PDFMutation
    public let seed: UInt64

    public init(source: String, mutation: PDFMutation, seed: UInt64) {
        self.source = source
        self.mutation = mutation
        self.seed = seed
    }

    public var description: String { "\(source) \(mutation) seed \(seed)" }

    /// A file name that says what the copy is: `sample.cut-stream.7.pdf`.
    public var fileName: String {
        let stem = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        return "\(stem).\(mutation).\(seed).pdf"
    }

    /// The command that writes this copy again and runs the same checks on it.
    public func reproduceCommand(folio: String = PackageRoot.folioExecutable) -> String {
        let fuzzer = URL(fileURLWithPath: folio).deletingLastPathComponent().appendingPathComponent("folio-fuzz").path
        let arguments =
            [fuzzer, "reproduce", source, mutation.rawValue, String(seed)]
            + (folio == PackageRoot.folioExecutable ? [] : ["--folio", folio])
        return arguments.map(ShellQuoting.quoted).joined(separator: " ")
    }

    /// The damaged bytes of `original` (the source's bytes, read once by a caller making many
    /// copies), or nil when the mutation finds nothing to aim at in this file.
    public func bytes(from original: [UInt8]) -> [UInt8]? {
        mutation.apply(to: original, seed: seed)
    }

    /// Writes the copy into `directory`; nil when the mutation does not apply to this file.
    public func write(from original: [UInt8], into directory: String) throws -> String? {
        guard let damaged = bytes(from: original) else { return nil }
        let path = directory + "/" + fileName
        try Data(damaged).write(to: URL(fileURLWithPath: path))
        return path
    }
}
