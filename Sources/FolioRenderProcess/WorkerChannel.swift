import CFolioProcess
import SystemPackage

/// One end of a render worker's control socket: owns the descriptor and closes it in `deinit`.
/// Messages are framed by a 4-byte little-endian length; a render's memory file (`PixelFile`) may
/// ride along with one (SCM_RIGHTS). Used by one thread at a time.
final class WorkerChannel {
    let descriptor: FileDescriptor
    /// The largest message either side accepts: a page's text with a million characters fits.
    static let maximumMessageBytes = 256 << 20

    init(descriptor: FileDescriptor) {
        self.descriptor = descriptor
    }

    deinit {
        try? descriptor.close()
    }

    /// Sends one message, with `memoryFile` passed along when it is given.
    func send(_ message: [UInt8], attaching memoryFile: PixelFile? = nil) throws(WireError) {
        var frame = [UInt8]()
        frame.reserveCapacity(4 + message.count)
        withUnsafeBytes(of: UInt32(message.count).littleEndian) { frame.append(contentsOf: $0) }
        frame.append(contentsOf: message)
        let attached = memoryFile?.descriptor.rawValue ?? -1
        var sent = 0
        while sent < frame.count {
            let result = frame.withUnsafeBytes { bytes in
                folio_send_with_descriptor(
                    descriptor.rawValue, bytes.baseAddress! + sent, bytes.count - sent, sent == 0 ? attached : -1)
            }
            let written: Int
            do throws(Errno) {
                written = try SystemCall.shim(result)
            } catch {
                throw WireError(error)
            }
            guard written > 0 else { throw .system(.ioError) }
            sent += written
        }
    }

    /// Receives one message and the memory file that came with it, if one did.
    func receive() throws(WireError) -> (message: [UInt8], memoryFile: PixelFile?) {
        var attached: PixelFile?
        var header = [UInt8](repeating: 0, count: 4)
        try fill(&header, attached: &attached)
        let count = Int(UInt32(littleEndian: header.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }))
        guard count <= Self.maximumMessageBytes else { throw .malformed }
        var message = [UInt8](repeating: 0, count: count)
        try fill(&message, attached: &attached)
        return (message, attached)
    }

    /// Fills `buffer`; a descriptor that comes along replaces (and so closes) one that came before.
    private func fill(_ buffer: inout [UInt8], attached: inout PixelFile?) throws(WireError) {
        var filled = 0
        while filled < buffer.count {
            var fd: CInt = -1
            let result = buffer.withUnsafeMutableBytes { bytes in
                folio_receive_with_descriptor(
                    descriptor.rawValue, bytes.baseAddress! + filled, bytes.count - filled, &fd)
            }
            if fd >= 0 { attached = PixelFile(received: FileDescriptor(rawValue: fd)) }
            let received: Int
            do throws(Errno) {
                received = try SystemCall.shim(result)
            } catch {
                throw WireError(error)
            }
            guard received > 0 else { throw .closed }
            filled += received
        }
    }
}
