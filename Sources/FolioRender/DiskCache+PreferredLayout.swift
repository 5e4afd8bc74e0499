import FolioCore
import Foundation

/// How the document asks to be shown (its `/PageLayout`, `PageSource.preferredLayout`), kept beside
/// its page sizes, so that a document opened again from the cache, before poppler opens it, is laid
/// out as it asks from the first frame.
///
/// File `layout`: the layout's name (`single`, `spread`, `cover`), or `none` where the document
/// says nothing. Written when the document opens, before its sizes are kept.
extension DiskCache {
    private static let preferredLayoutFile = "layout"

    /// Keeps `layout`, unless the file says so already (every open of the document tells it).
    public func storePreferredLayout(_ layout: PageLayout?) {
        let data = Data((layout?.rawValue ?? "none").utf8)
        guard FileManager.default.contents(atPath: path(of: Self.preferredLayoutFile)) != data else { return }
        _ = data.withUnsafeBytes { writeAtomically([$0], to: path(of: Self.preferredLayoutFile)) }
    }

    /// The layout as stored; nil when the document says nothing, or the file is not there or does not read.
    public func loadPreferredLayout() -> PageLayout? {
        guard let data = FileManager.default.contents(atPath: path(of: Self.preferredLayoutFile)) else { return nil }
        return PageLayout(rawValue: String(decoding: data, as: UTF8.self))
    }
}
