import Foundation

/// A LaTeX document of the tests' own, compiled with `pdflatex -synctex=1`: sections of
/// paragraphs over about 35 pages, a displayed equation and a list in each section, so that
/// SyncTeX records text, maths and lists. Nil when pdflatex is not installed.
public struct TeXDocument: Sendable {
    /// The folder holding `doc.tex`, `doc.pdf` and `doc.synctex.gz`.
    public let folder: String
    public var source: String { folder + "/doc.tex" }
    public var pdf: String { folder + "/doc.pdf" }
    /// How many lines `doc.tex` has.
    public let lineCount: Int

    /// The source, line by line.
    public static func lines(sections: Int = 40) -> [String] {
        var lines = ["\\documentclass{article}", "\\begin{document}"]
        for section in 1...sections {
            lines.append("\\section{Section \(section)}")
            for paragraph in 1...5 {
                let words = Array(repeating: "The quick brown fox jumps over the lazy dog.", count: 8)
                lines.append("Paragraph \(paragraph) of section \(section). " + words.joined(separator: " "))
                lines.append("")
            }
            lines += ["\\begin{equation}", "  E_{\(section)} = m c^2 + \\sum_{k=1}^{\(section)} k", "\\end{equation}"]
            lines += [
                "\\begin{itemize}", "  \\item First point of \(section).", "  \\item Second point.", "\\end{itemize}",
            ]
        }
        lines.append("\\end{document}")
        return lines
    }

    /// Writes and compiles the document in a new temporary folder; nil when pdflatex is absent.
    public static func compiled() throws -> TeXDocument? {
        guard let pdflatex = ExternalCommand.which("pdflatex") else { return nil }
        let folder = try TemporaryFolder.make("folio-synctex")
        let lines = lines()
        try (lines.joined(separator: "\n") + "\n").write(toFile: folder + "/doc.tex", atomically: true, encoding: .utf8)
        let outcome = try ExternalCommand(
            pdflatex, ["-synctex=1", "-interaction=nonstopmode", "-output-directory", folder, folder + "/doc.tex"]
        ).run(timeout: 120)
        guard outcome.status == 0 else { throw TeXError(log: outcome.standardOutput) }
        return TeXDocument(folder: folder, lineCount: lines.count)
    }

    /// pdflatex failed; its output says why.
    public struct TeXError: Error, CustomStringConvertible {
        public let log: String
        public var description: String { "pdflatex failed:\n\(log.suffix(2000))" }
    }
}
