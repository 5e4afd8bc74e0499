import FolioCore
import Foundation

/// How the document asks to be shown (`PageSource.preferences`: its `/PageLayout` and reading
/// direction), kept beside its page sizes, so that a document opened again from the cache, before
/// poppler opens it, is laid out as it asks from the first frame.
///
/// File `layout`: the layout's name (`single`, `spread`, `cover`), or `none` where the document
/// says nothing, then ` r2l` when it reads right to left. Written when the document opens, before
/// its sizes are kept.
extension DiskCache {
    private static let preferencesFile = "layout"
    private static let rightToLeftMark = " r2l"

    /// Keeps `preferences`, unless the file says so already (every open of the document tells it).
    public func storePreferences(_ preferences: DocumentPreferences) {
        let text = (preferences.layout?.rawValue ?? "none") + (preferences.rightToLeft ? Self.rightToLeftMark : "")
        let data = Data(text.utf8)
        guard FileManager.default.contents(atPath: path(of: Self.preferencesFile)) != data else { return }
        _ = data.withUnsafeBytes { writeAtomically([$0], to: path(of: Self.preferencesFile)) }
    }

    /// The preferences as stored; `.none` when the file is not there or does not read.
    public func loadPreferences() -> DocumentPreferences {
        guard let data = FileManager.default.contents(atPath: path(of: Self.preferencesFile)) else { return .none }
        var text = String(decoding: data, as: UTF8.self)
        let rightToLeft = text.hasSuffix(Self.rightToLeftMark)
        if rightToLeft { text.removeLast(Self.rightToLeftMark.count) }
        return DocumentPreferences(layout: PageLayout(rawValue: text), rightToLeft: rightToLeft)
    }
}
