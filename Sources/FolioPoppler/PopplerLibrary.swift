import CPopplerLoading
import FolioRender

/// poppler's libraries, which `folio` loads at the first call of one of its functions rather than
/// at start (CPopplerLoading): the reader's own process never calls poppler, and so never maps it
/// nor the 20 libraries only it brings. Loading may be asked for ahead, where a failure can be
/// told; a first call that cannot load poppler ends the process with the reason on stderr.
public enum PopplerLibrary {
    /// Loads poppler now, for opening `path`: a missing or broken library is the file's error, with
    /// the loader's reason.
    package static func load(for path: String) throws(FolioError) {
        guard folio_poppler_load() != 0 else { return }
        let reason = String(cString: folio_poppler_load_failure())
        throw FolioError.unreadable(path: path, reason: "poppler cannot be loaded: \(reason)")
    }

    /// Loads poppler now, ahead of the first document (the render template, before it forks its
    /// workers). A failure is told by the first document opened.
    public static func loadAhead() {
        _ = folio_poppler_load()
    }
}
