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

    /// `marks` written down in place of what the journal held; none removes the journal.
    public func record(_ marks: [Mark]) throws(FolioError) {
        guard !marks.isEmpty else {
            if unlink(file) != 0, errno != ENOENT {
                throw .writeFailed(path: file, reason: String(cString: strerror(errno)))
            }
            return
        }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let bytes = try encoder.encode(Contents(document: documentPath, marks: marks))
            try FileManager.default.createDirectory(
                atPath: FilePath(file).removingLastComponent().string, withIntermediateDirectories: true)
            try AtomicFile.write([UInt8](bytes), to: file, durably: true)
        } catch {
            throw .writeFailed(path: file, reason: "\(error)")
        }
    }

    /// The marks the journal holds: none when there is no journal, or one that cannot be read
    /// (which is left in place, not overwritten until marks are made again).
    public func read() -> [Mark] {
        guard let data = FileManager.default.contents(atPath: file),
            let contents = try? JSONDecoder().decode(Contents.self, from: data)
        else { return [] }
        return contents.marks
    }

    /// `$XDG_STATE_HOME/folio/marks`, beside the reading places.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        ReadingPlaces.defaultFile(environment: environment).deletingLastPathComponent().appendingPathComponent(
            "marks", isDirectory: true)
    }

    private struct Contents: Codable {
        var document: String
        var marks: [Mark]
    }
}
