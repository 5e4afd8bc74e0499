import Foundation
import Logging

/// Starts a program outside Folio, as an argument vector (never through a shell), without waiting
/// for it: `xdg-open` for a link, the editor for inverse search. A status other than 0 is a line
/// in the log.
enum ProgramLauncher {
    /// Starts `program` (a path, or a name looked up on `PATH`) with `arguments`.
    static func start(_ program: String, _ arguments: [String], log: Logger) throws(LaunchError) {
        guard let path = program.contains("/") ? program : onPath(program) else { throw .notOnPath(program) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.terminationHandler = { finished in
            if finished.terminationStatus != 0 {
                log.warning("\(program) ended with status \(finished.terminationStatus)")
            }
        }
        do { try process.run() } catch { throw .notStarted(program, "\(error)") }
    }

    /// The first executable `name` in the directories of `PATH`.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Why a program did not start.
    enum LaunchError: Error, CustomStringConvertible {
        case notOnPath(String)
        case notStarted(String, String)

        var description: String {
            switch self {
            case .notOnPath(let program): "\(program) is not installed (not found on PATH)"
            case .notStarted(let program, let why): "could not start \(program): \(why)"
            }
        }
    }
}
