import Foundation

/// What poppler's `pdfinfo -f 1 -l N` says of a file: the reference for `folio info`.
public struct PDFInfoReport: Sendable {
    public let pages: Int
    /// Unrotated sizes in points, as pdfinfo prints them.
    public let sizes: [(width: Double, height: Double)]
    public let rotations: [Int]
    public let encrypted: Bool

    public static let executable = ExternalCommand.which("pdfinfo")

    /// Runs pdfinfo on `path` and parses it.
    public init(path: String, password: String?) throws {
        guard let executable = Self.executable else { throw ReportError.missingTool }
        var arguments = ["-f", "1", "-l", "100000"]
        if let password { arguments += ["-upw", password] }
        let outcome = try ExternalCommand(executable, arguments + [path]).run(timeout: 60)
        guard outcome.status == 0 else { throw ReportError.failed(outcome.standardError) }
        var pages = 0, encrypted = false
        var sizes: [Int: (Double, Double)] = [:], rotations: [Int: Int] = [:]
        for line in outcome.standardOutput.split(separator: "\n") {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            if line.hasPrefix("Pages:"), words.count > 1 { pages = Int(words[1]) ?? 0 }
            if line.hasPrefix("Encrypted:"), words.count > 1 { encrypted = words[1] == "yes" }
            // "Page    3 size: 595.276 x 841.89 pts (A4)" and "Page    3 rot:  90"
            if line.hasPrefix("Page "), words.count > 3, let number = Int(words[1]) {
                if words[2] == "size:", words.count > 5, let w = Double(words[3]), let h = Double(words[5]) {
                    sizes[number] = (w, h)
                }
                if words[2] == "rot:", let rotation = Int(words[3]) { rotations[number] = rotation }
            }
        }
        self.pages = pages
        self.encrypted = encrypted
        self.sizes = (0..<pages).map { sizes[$0 + 1].map { (width: $0.0, height: $0.1) } ?? (width: 0, height: 0) }
        self.rotations = (0..<pages).map { rotations[$0 + 1] ?? 0 }
    }

    public enum ReportError: Error {
        case missingTool
        case failed(String)
    }
}
