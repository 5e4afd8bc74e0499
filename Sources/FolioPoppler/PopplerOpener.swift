import FolioCore
import FolioRender

/// Opens a PDF file with poppler, one `Document` per render thread: what the window and the bench
/// render from. Whole pages are kept in the disk cache under the file's `DocumentFingerprint`.
public struct PopplerOpener: PageSourceOpener {
    public let path: String
    public let password: String?
    public let recolor: Recolor?

    public init(path: String, password: String? = nil, recolor: Recolor? = nil) {
        self.path = path
        self.password = password
        self.recolor = recolor
    }

    public func recoloured(_ recolor: Recolor?) -> (any PageSourceOpener)? {
        PopplerOpener(path: path, password: password, recolor: recolor)
    }

    public var name: String { path }

    public var filePath: String? { path }

    public func open() throws(FolioError) -> any PageSource {
        let document = try Document(path: path, password: password)
        document.recolor = recolor
        return document
    }

    public func cacheIdentity() -> String? {
        DocumentFingerprint.of(path: path).map { $0 + (recolor.map(Recolor.cacheSuffix) ?? "") }
    }

    /// Only a document that opened without a password ever has its page sizes kept (`RenderPool`),
    /// and only an opener without one shows them early.
    public var showsCachedPagesBeforeOpening: Bool { password == nil }

    public func forbidMainThread() {
        PopplerThreadRule.forbidMainThread()
    }
}
