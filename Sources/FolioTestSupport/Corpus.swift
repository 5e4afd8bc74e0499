import Foundation

/// The shared real-PDF corpus (`../shared/corpus` beside the checkout, or `$FOLIO_CORPUS`),
/// read in place and never copied into the repository.
public struct Corpus: Sendable {
    /// One row of `MANIFEST.tsv`.
    public struct Entry: Sendable, CustomStringConvertible {
        /// Relative to the corpus root, such as `main/poppler_cropbox.pdf`.
        public let relativePath: String
        public let absolutePath: String
        /// `main` or `broken`.
        public let set: String
        public let password: String?
        public var description: String { relativePath }
    }

    public let root: String
    public let entries: [Entry]

    /// The corpus when it is present, nil otherwise (tests skip with a message then).
    public static let shared: Corpus? = {
        let root =
            ProcessInfo.processInfo.environment["FOLIO_CORPUS"]
            ?? PackageRoot.path + "/../shared/corpus"
        return try? Corpus(root: URL(fileURLWithPath: root).standardizedFileURL.path)
    }()

    init(root: String) throws {
        let manifest = try String(contentsOfFile: root + "/MANIFEST.tsv", encoding: .utf8)
        let rows = manifest.split(separator: "\n").dropFirst().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        self.root = root
        self.entries = rows.compactMap { columns in
            guard columns.count > 4 else { return nil }
            let relative = String(columns[0])
            let password = String(columns[4])
            return Entry(
                relativePath: relative, absolutePath: root + "/" + relative, set: String(columns[1]),
                password: password.isEmpty ? nil : password)
        }
    }

    public func entries(in set: String) -> [Entry] { entries.filter { $0.set == set } }

    public func entry(_ relativePath: String) -> Entry? { entries.first { $0.relativePath == relativePath } }
}
