import Foundation

/// The last page and zoom of each document, kept between runs in one JSON file, so a document
/// opens where it was left. Documents are named by their content's fingerprint
/// (`DocumentFingerprint.ofContent`), so a renamed or copied file is still known; the file keeps
/// the `limit` most recently left documents.
///
/// The file is read afresh on every call and replaced atomically, so two readers closing at once
/// each keep their own entry, and a crash never leaves half a file. A file that is not this format
/// (damaged, or someone else's JSON) is reported and otherwise treated as empty; it is never a crash.
public struct ReadingPlaces: Sendable {
    /// A few hundred bytes a document at most: the file stays well under a megabyte.
    public static let defaultLimit = 1000

    public let file: URL
    public let limit: Int

    public init(file: URL = ReadingPlaces.defaultFile(), limit: Int = ReadingPlaces.defaultLimit) {
        self.file = file
        self.limit = max(limit, 1)
    }

    /// `$XDG_STATE_HOME/folio/places.json`, or `~/.local/state/folio/places.json` when
    /// `XDG_STATE_HOME` is unset, empty or relative (which the XDG rules say to ignore).
    public static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let folder: URL
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            folder = URL(fileURLWithPath: stateHome, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            folder = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                ".local/state", isDirectory: true)
        }
        return folder.appendingPathComponent("folio/places.json")
    }

    /// Where `document` (a content fingerprint) was left; nil when it never was, or the file is absent.
    /// Throws `Unreadable` when the file exists but is not a reading-places file.
    public func place(of document: String) throws(Unreadable) -> ReadingPlace? {
        try load()[document]?.place
    }

    /// Records that `document` was left at `place`, replacing the file atomically. A file that
    /// could not be read is replaced by one holding this place alone.
    public func remember(_ place: ReadingPlace, of document: String, at time: Date = Date()) throws(FolioError) {
        var entries = (try? load()) ?? [:]
        entries[document] = Entry(place: place, left: time.timeIntervalSince1970)
        if entries.count > limit {
            // The least recently left go first.
            let kept = entries.sorted { $0.value.left > $1.value.left }.prefix(limit)
            entries = Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
        }
        let bytes: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            bytes = try encoder.encode(
                Contents(format: Contents.formatName, version: Contents.currentVersion, documents: entries))
        } catch {
            throw .writeFailed(path: file.path, reason: "\(error)")
        }
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write([UInt8](bytes), to: file.path)
        } catch {
            throw .writeFailed(path: file.path, reason: "\(error)")
        }
    }

    /// The file's entries; empty when there is no file.
    private func load() throws(Unreadable) -> [String: Entry] {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return [:]
        } catch {
            throw Unreadable(path: file.path, reason: "cannot read it (\(error.localizedDescription))")
        }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            // Valid JSON of another shape is someone else's file; anything else is damaged.
            let isJSON = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
            throw Unreadable(path: file.path, reason: isJSON ? "not Folio's reading places" : "damaged (not JSON)")
        }
        guard contents.format == Contents.formatName else {
            throw Unreadable(path: file.path, reason: "not Folio's reading places")
        }
        guard contents.version == Contents.currentVersion else {
            throw Unreadable(
                path: file.path, reason: "version \(contents.version), this Folio reads \(Contents.currentVersion)")
        }
        guard contents.documents.values.allSatisfy(\.isValid) else {
            throw Unreadable(path: file.path, reason: "damaged (a page below 1 or a zoom that is not a number)")
        }
        return contents.documents
    }

    /// The reading-places file exists but cannot be used: it is ignored, and the next write replaces it.
    public struct Unreadable: Error, Sendable, Equatable, CustomStringConvertible {
        public let path: String
        public let reason: String

        public var description: String { "\(path): \(reason); the last pages read are not restored" }
    }

    /// The file as written: `{"format": "folio reading places", "version": 1, "documents":
    /// {FINGERPRINT: {"page": 12, "zoom": 1.5, "left": SECONDS_SINCE_1970}}}`.
    private struct Contents: Codable {
        static let formatName = "folio reading places"
        static let currentVersion = 1
        let format: String
        let version: Int
        let documents: [String: Entry]
    }

    private struct Entry: Codable {
        let page: Int
        let zoom: Double
        /// When the document was left, in seconds since 1970: the oldest go once over the limit.
        let left: Double

        init(place: ReadingPlace, left: Double) {
            self.page = place.page
            self.zoom = place.zoom
            self.left = left
        }

        var place: ReadingPlace { ReadingPlace(page: page, zoom: zoom) }
        var isValid: Bool { page >= 1 && zoom.isFinite && zoom > 0 && left.isFinite }
    }
}
