import Foundation

/// Failures of the bench's own files.
public enum BenchError: Error, Sendable, CustomStringConvertible {
    case cannotWrite(path: String)
    case unknownScript(name: String)
    case cannotRead(path: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path): return "\(path): cannot write the file"
        case .cannotRead(let path): return "\(path): cannot read the file"
        case .unknownScript(let name):
            return "\(name): no such built-in script and no such file (see 'folio scripts')"
        }
    }
}

extension BenchError {
    /// Writes `data` to `path` as a whole (a report, a plot, a trace, a histogram), or throws
    /// `cannotWrite` naming it.
    public static func write(_ data: Data, to path: String) throws(BenchError) {
        guard FileManager.default.createFile(atPath: path, contents: data) else { throw .cannotWrite(path: path) }
    }
}
