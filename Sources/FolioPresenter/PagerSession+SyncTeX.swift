import FolioCore
import FolioInstrument

/// The session's SyncTeX: the host gives the document's records (`SyncTeXSearcher`), asks forward
/// searches as actions (`.syncTeXForward`) and inverse ones here, and takes what it is to act on.
extension PagerSession {
    /// The document's SyncTeX records; nil when its pages come from no file (the default).
    package var syncTeX: SyncTeXSearcher? {
        get { navigation.syncTeX.searcher }
        set { navigation.syncTeX.searcher = newValue }
    }

    /// Looks up the source line of `spot` (Ctrl+click); false when there are no records to look in.
    package func searchSource(at spot: PagePoint) -> Bool { navigation.syncTeX.inverse(spot) }

    /// Inverse answers, and forward searches that found nothing, since the last call.
    package func takeSyncTeXReplies() -> [SyncTeXSearcher.Answer] { navigation.syncTeX.takeReplies() }

    package var syncTeXMeasurements: SyncTeXMeasurements { navigation.syncTeX.measurements }
}
