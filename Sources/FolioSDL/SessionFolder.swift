import FolioInstrument
import Foundation

/// The folder F3 saves the window's session into: `folio-session-2026-11-23T18-04-05` (local time)
/// in the current directory, where a terminal user looks first; `-2`, `-3`... when saved twice in a second.
enum SessionFolder {
    static func name(for date: Date, timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd'T'HH-mm-ss"
        return "folio-session-" + formatter.string(from: date)
    }

    /// Makes a new folder for `date` in `parent` and returns its path.
    static func create(in parent: String, at date: Date) throws -> String {
        let base = URL(fileURLWithPath: parent).appendingPathComponent(name(for: date)).path
        for attempt in 1...100 {
            let path = attempt == 1 ? base : "\(base)-\(attempt)"
            guard !FileManager.default.fileExists(atPath: path) else { continue }
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            } catch {
                throw BenchError.cannotWrite(path: path)
            }
            return path
        }
        throw BenchError.cannotWrite(path: base)
    }
}
