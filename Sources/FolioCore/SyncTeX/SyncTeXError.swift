/// Why a SyncTeX lookup could not be made: where libsynctex's failures become Swift errors.
public enum SyncTeXError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `.synctex.gz` or `.synctex` beside the PDF, or one libsynctex could not parse.
    case noSyncFile(pdf: String)
    /// The source line or the point on the page matched nothing the TeX run recorded.
    case notFound(String)

    public var description: String {
        switch self {
        case .noSyncFile(let pdf):
            "\(pdf): no SyncTeX file beside it that can be read (compile with -synctex=1)"
        case .notFound(let what): "SyncTeX knows nothing at \(what)"
        }
    }
}
