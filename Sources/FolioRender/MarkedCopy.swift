import Foundation

/// Where marks go when their PDF cannot take them (a read-only file or folder): a copy named after
/// it, `NAME (marked).pdf` beside it, or in the home folder when its folder cannot be written;
/// `NAME (marked 2).pdf` and on when that name is taken.
public enum MarkedCopy {
    /// A free name for the copy of the PDF at `path`.
    public static func path(for path: String, home: String = NSHomeDirectory()) -> String {
        let file = URL(fileURLWithPath: path)
        var folder = file.deletingLastPathComponent().path
        if access(folder, W_OK) != 0 { folder = home }
        let stem = file.deletingPathExtension().lastPathComponent
        let suffix = file.pathExtension.isEmpty ? "" : "." + file.pathExtension
        var number = 1
        while true {
            let name = "\(stem) (marked\(number == 1 ? "" : " \(number)"))\(suffix)"
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            if !FileManager.default.fileExists(atPath: candidate) { return candidate }
            number += 1
        }
    }
}
