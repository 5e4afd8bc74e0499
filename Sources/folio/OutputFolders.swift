import FolioInstrument
import Foundation

/// A file to be written at the end (of a run, of a window's session) is checked before it starts:
/// its folder must exist and be writable, or the command stops with "PATH: cannot write the file".
enum OutputFolders {
    static func check(_ paths: [String?]) throws {
        for path in paths.compactMap({ $0 }) {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
                FileManager.default.isWritableFile(atPath: folder)
            else { throw BenchError.cannotWrite(path: path) }
        }
    }
}
