import Foundation

/// The `--events` file: one JSON object per frame, written as the run goes.
final class EventsFile {
    private let handle: FileHandle
    private let path: String
    private let encoder = JSONEncoder()
    private var pending = Data()

    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path)
        else { throw BenchError.cannotWrite(path: path) }
        self.handle = handle
        self.path = path
        encoder.outputFormatting = [.sortedKeys]
    }

    func append(_ record: FrameRecord) throws {
        pending.append(try encoder.encode(record))
        pending.append(0x0A)
        if pending.count > 1 << 16 { try flush() }
    }

    func close() throws {
        try flush()
        try handle.close()
    }

    private func flush() throws {
        do { try handle.write(contentsOf: pending) } catch { throw BenchError.cannotWrite(path: path) }
        pending.removeAll(keepingCapacity: true)
    }
}

/// Failures of the bench's own files.
public enum BenchError: Error, CustomStringConvertible {
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
