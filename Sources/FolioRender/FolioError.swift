/// Everything that can go wrong opening, reading or rendering a document, in words a user understands.
///
/// Each case names the file it concerns, so `description` is the one line the command line prints.
public enum FolioError: Error, Sendable, Equatable, CustomStringConvertible {
    case fileNotFound(path: String)
    case unreadable(path: String, reason: String)
    case notAPDF(path: String)
    case damaged(path: String, detail: String)
    case needsPassword(path: String)
    case wrongPassword(path: String)
    case pageOutOfRange(path: String, page: Int, pageCount: Int)
    case invalidRequest(path: String, detail: String)
    case imageTooLarge(path: String, width: Int, height: Int)
    /// A page whose render fails, though the document itself reads (a synthetic source's failing pages).
    case renderFailed(path: String, page: Int, detail: String)
    /// A render that outlived the time limit (`RenderWatch`); poppler cannot be interrupted, so
    /// the command line ends instead.
    case renderTookTooLong(path: String, page: Int, limitSeconds: Double)
    /// Reading the pages' sizes outlived the time limit (poppler rebuilding a damaged file's
    /// cross-reference table page after page).
    case readTookTooLong(path: String, limitSeconds: Double)
    case writeFailed(path: String, reason: String)
    /// The file was replaced or rewritten after it was opened: what is rendered from it now is not
    /// the document laid out.
    case fileChanged(path: String)
    /// The render worker process died while it drew the page, and again when asked once more
    /// (`how`: the signal, SIGSEGV, or the exit status). The other pages go on in a new worker.
    case rendererCrashed(path: String, page: Int, how: String)
    /// A render stopped because nobody wanted its pixels any more (the reader had moved on): the
    /// render pool drops it, so it is never shown.
    case renderStopped(path: String, page: Int)
    /// A render worker process could not be started, or broke the protocol.
    case renderProcessFailed(path: String, detail: String)

    public var path: String {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _), .notAPDF(let path), .damaged(let path, _),
            .needsPassword(let path), .wrongPassword(let path), .pageOutOfRange(let path, _, _),
            .invalidRequest(let path, _), .imageTooLarge(let path, _, _), .renderFailed(let path, _, _),
            .renderTookTooLong(let path, _, _), .readTookTooLong(let path, _), .writeFailed(let path, _),
            .fileChanged(let path), .rendererCrashed(let path, _, _), .renderStopped(let path, _),
            .renderProcessFailed(let path, _):
            return path
        }
    }

    public var reason: String {
        switch self {
        case .fileNotFound: return "file not found"
        case .unreadable(_, let reason): return "cannot read the file: \(reason)"
        case .notAPDF: return "not a PDF file"
        case .damaged(_, let detail):
            return "the PDF is damaged and cannot be read" + (detail.isEmpty ? "" : " (\(detail))")
        case .needsPassword: return "the PDF is encrypted and needs a password (use --password)"
        case .wrongPassword: return "wrong password"
        case .pageOutOfRange(_, let page, let count):
            return "page \(page) is out of range (the document has \(count) page\(count == 1 ? "" : "s"))"
        case .invalidRequest(_, let detail): return detail
        case .imageTooLarge(_, let width, let height):
            return "a \(width)x\(height) pixel image is too large; lower --scale or render a --region"
        case .renderFailed(_, let page, let detail): return "page \(page) cannot be rendered: \(detail)"
        case .renderTookTooLong(_, let page, let limit):
            return "page \(page) took longer than \(limit.scriptNumberText) s to render (raise --render-time-limit)"
        case .readTookTooLong(_, let limit):
            return
                "reading the pages took longer than \(limit.scriptNumberText) s; the file may be damaged (raise --time-limit)"
        case .writeFailed(_, let reason): return "cannot write the file: \(reason)"
        case .fileChanged: return "the file changed on disk while it was open"
        case .rendererCrashed(_, let page, let how):
            return "this page crashed the renderer (page \(page), \(how))"
        case .renderStopped(_, let page): return "the render of page \(page) was stopped: it was no longer needed"
        case .renderProcessFailed(_, let detail): return "the render process failed: \(detail)"
        }
    }

    public var description: String { "\(path): \(reason)" }
}
