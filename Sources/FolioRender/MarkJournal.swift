import FolioCore
import Foundation
import SystemPackage

/// The marks made in the reader and not yet saved into their PDF, written down as they are made
/// so that a crash, a `kill -9` or a power cut loses none: `$XDG_STATE_HOME/folio/marks/NAME.json`,
/// NAME a hash of the PDF's real path (`RealPathName`). Each write replaces the file durably; no
/// marks left to save removes it. The reader restores what it finds when it opens the PDF again,
/// and `folio annotations` lists it as unsaved.
public struct MarkJournal: Sendable {
    /// The journal's own file.
    public let file: String
    /// The PDF's real path, kept in the journal to say whose marks these are.
    public let documentPath: String

    /// The journal of the PDF at `document`, in `folder` (`$XDG_STATE_HOME/folio/marks` by
    /// default); nil when the PDF's path cannot be resolved.
    public init?(forDocument document: String, folder: URL = MarkJournal.defaultFolder()) {
        guard let (name, realPath) = RealPathName.of(document) else { return nil }
        file = folder.appendingPathComponent(name + ".json").path
        documentPath = realPath
    }

    /// `changes` written down in place of what the journal held; none removes the journal.
    public func record(_ changes: MarkChanges) throws(FolioError) {
        guard !changes.isEmpty else {
            if unlink(file) != 0, errno != ENOENT {
                throw .writeFailed(path: file, reason: String(cString: strerror(errno)))
            }
            return
        }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let bytes = try encoder.encode(Contents(document: documentPath, changes: changes))
            try FileManager.default.createDirectory(
                atPath: FilePath(file).removingLastComponent().string, withIntermediateDirectories: true)
            try AtomicFile.write([UInt8](bytes), to: file, durably: true)
        } catch {
            throw .writeFailed(path: file, reason: "\(error)")
        }
    }

    /// The changes the journal holds: none when there is no journal, or one that cannot be read
    /// (which is left in place, not overwritten until marks are changed again).
    public func read() -> MarkChanges {
        guard let data = FileManager.default.contents(atPath: file),
            let contents = try? JSONDecoder().decode(Contents.self, from: data)
        else { return MarkChanges() }
        return contents.changes
    }

    /// `$XDG_STATE_HOME/folio/marks`, beside the reading places.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        ReadingPlaces.defaultFile(environment: environment).deletingLastPathComponent().appendingPathComponent(
            "marks", isDirectory: true)
    }

    /// The journal's JSON: the document's path beside the changes' own keys (`added` was called
    /// `marks` when marks could only be made, and a journal of then is still read).
    private struct Contents: Codable {
        var document: String
        var changes: MarkChanges

        init(document: String, changes: MarkChanges) {
            self.document = document
            self.changes = changes
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            document = try container.decode(String.self, forKey: .document)
            changes = try MarkChanges(from: decoder)
            if changes.added.isEmpty {
                changes.added = try container.decodeIfPresent([Mark].self, forKey: .marks) ?? []
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(document, forKey: .document)
            try changes.encode(to: encoder)
        }

        private enum Keys: String, CodingKey { case document, marks }
    }
}
