import Foundation

/// The `--events` file: one JSON object per frame, written as the run goes. Used from the one
/// thread that runs the frame loop.
public final class EventsFile {
    private let handle: FileHandle
    private let path: String
    private let encoder = JSONEncoder()
    private var pending = Data()

    public init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { throw BenchError.cannotWrite(path: path) }
        self.handle = handle
        self.path = path
        encoder.outputFormatting = [.sortedKeys]
    }

    public func append(_ record: FrameRecord) throws {
        pending.append(try encoder.encode(record))
        pending.append(0x0A)
        if pending.count > 1 << 16 { try flush() }
    }

    public func close() throws {
        try flush()
        try handle.close()
    }

    private func flush() throws {
        do { try handle.write(contentsOf: pending) } catch { throw BenchError.cannotWrite(path: path) }
        pending.removeAll(keepingCapacity: true)
    }
}
