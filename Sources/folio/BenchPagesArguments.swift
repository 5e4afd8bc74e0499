import ArgumentParser
import FolioCore
import FolioRender

/// What `folio bench` plays on: a PDF file, or a synthetic document given by `--synthetic` or by
/// the script's `"synthetic"` field. Checked in `run` rather than `validate`, so that a mistake is
/// the contract's one line on stderr, not ArgumentParser's usage text.
struct BenchPagesArguments: ParsableArguments {
    @Argument(help: "The PDF file (leave it out with --synthetic, or with a script that names a synthetic document).")
    var file: String?
    @Option(help: "Password of an encrypted document.") var password: String?
    @Option(
        help: ArgumentHelp(
            "Play on a synthetic document of PAGES pages whose renders take RENDER_MS milliseconds each, instead of a PDF.",
            valueName: "PAGES[:RENDER_MS]"))
    var synthetic: String?

    /// The pages to open: the file, `--synthetic`, or else the script's synthetic document.
    func opener(scriptDocument: SyntheticDocument?, engine: RenderOptions) throws(BenchPagesError)
        -> any PageSourceOpener
    {
        switch (file, synthetic) {
        case (let file?, nil):
            return engine.opener(path: file, password: password)
        case (nil, let text?):
            guard password == nil else { throw .passwordWithoutFile }
            guard let document = SyntheticDocument(parsing: text) else { throw .badSynthetic(text) }
            return SyntheticPageSource(document)
        case (nil, nil):
            guard let scriptDocument else { throw .noPages }
            guard password == nil else { throw .passwordWithoutFile }
            return SyntheticPageSource(scriptDocument)
        case (_?, _?):
            throw .fileAndSynthetic
        }
    }

    /// The same pages for a child `folio bench` (`--compare`): the script names its own.
    var childArguments: [String] {
        if let file { return [file] + (password.map { ["--password", $0] } ?? []) }
        return synthetic.map { ["--synthetic", $0] } ?? []
    }
}

/// Why `folio bench` has no pages to play on, in one line.
enum BenchPagesError: Error, CustomStringConvertible {
    case noPages
    case fileAndSynthetic
    case passwordWithoutFile
    case badSynthetic(String)

    var description: String {
        switch self {
        case .noPages:
            return "bench needs a FILE, --synthetic PAGES[:RENDER_MS], or a script with a \"synthetic\" field"
        case .fileAndSynthetic:
            return "bench plays on a FILE or on --synthetic PAGES[:RENDER_MS], not both"
        case .passwordWithoutFile:
            return "--password goes with a FILE, not with a synthetic document"
        case .badSynthetic(let text):
            return "--synthetic wants PAGES[:RENDER_MS], 1 to \(SyntheticDocument.maximumPageCount) pages and "
                + "0 to \(Int(SyntheticDocument.maximumRenderMilliseconds)) ms, not '\(text)'"
        }
    }
}
