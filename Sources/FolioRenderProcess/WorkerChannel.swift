import CFolioProcess
import Glibc

/// One end of a render worker's control socket: owns the descriptor and closes it in `deinit`.
/// Messages are framed by a 4-byte little-endian length; a descriptor may ride along with one
/// (SCM_RIGHTS: a render's memory file, `PixelFile`). Used by one thread at a time.
final class WorkerChannel {
    let descriptor: Int32
    /// The largest message either side accepts: a page's text with a million characters fits.
    static let maximumMessageBytes = 256 << 20

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Sends one message, with `attaching` passed along when it is given.
    func send(_ message: [UInt8], attaching fd: Int32? = nil) throws(WireError) {
        var frame = [UInt8]()
        frame.reserveCapacity(4 + message.count)
        withUnsafeBytes(of: UInt32(message.count).littleEndian) { frame.append(contentsOf: $0) }
        frame.append(contentsOf: message)
        var sent = 0
        while sent < frame.count {
            let result = frame.withUnsafeBytes { bytes in
                folio_send_with_descriptor(descriptor, bytes.baseAddress! + sent, bytes.count - sent, sent == 0 ? fd ?? -1 : -1)
            }
            if result == -Int(EPIPE) || result == -Int(ECONNRESET) { throw .closed }
            guard result > 0 else { throw .system(errno: Int32(-result)) }
            sent += result
        }
    }

    /// Receives one message and the descriptor that came with it, if any (the caller owns it).
    func receive() throws(WireError) -> (message: [UInt8], descriptor: Int32?) {
        var attached: Int32?
        var header = [UInt8](repeating: 0, count: 4)
        try fill(&header, attached: &attached)
        let count = Int(UInt32(littleEndian: header.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }))
        guard count <= Self.maximumMessageBytes else {
            if let attached { close(attached) }
            throw .malformed
        }
        var message = [UInt8](repeating: 0, count: count)
        try fill(&message, attached: &attached)
        return (message, attached)
    }

    private func fill(_ buffer: inout [UInt8], attached: inout Int32?) throws(WireError) {
        var filled = 0
        while filled < buffer.count {
            var fd: Int32 = -1
            let result = buffer.withUnsafeMutableBytes { bytes in
                folio_receive_with_descriptor(descriptor, bytes.baseAddress! + filled, bytes.count - filled, &fd)
            }
            if fd >= 0 {
                if let attached { close(attached) }
                attached = fd
            }
            if result == 0 || result == -Int(ECONNRESET) { throw .closed }
            guard result > 0 else { throw .system(errno: Int32(-result)) }
            filled += result
        }
    }
}
