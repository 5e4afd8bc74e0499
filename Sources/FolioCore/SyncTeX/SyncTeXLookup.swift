/// Forward and inverse search over one PDF's SyncTeX records. `FolioSyncTeX` reads them with TeX
/// Live's parser; the reader's session asks through this, on a thread of its own.
public protocol SyncTeXLookup: AnyObject {
    /// The first page `location`'s line made something on, and the boxes it made there.
    func forward(_ location: SourceLocation) throws(SyncTeXError) -> SyncTeXTarget
    /// The source line that made what is at `spot`.
    func inverse(_ spot: PagePoint) throws(SyncTeXError) -> SourceLocation
}

/// Reads the SyncTeX records of the PDF at a path.
public typealias SyncTeXOpener = @Sendable (String) throws(SyncTeXError) -> any SyncTeXLookup
