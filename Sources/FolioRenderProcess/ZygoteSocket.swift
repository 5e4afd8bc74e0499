import CFolioProcess
import Glibc
import SystemPackage

/// The reader's end of a render template process's socket, and the answers still owed on it.
///
/// The template answers its requests in order, each with a worker's pid or -errno. A request's
/// answer need not be read at once (the reader's first worker is asked for before SDL starts, its
/// answer read later, on another thread), so an answer read by a later asker is kept for the one
/// whose ticket it is. Once an answer cannot be read, no later one can be matched to its request:
/// every asker from then on gets that failure.
struct ZygoteSocket {
    let descriptor: FileDescriptor
    /// Requests sent, and answers read: the next request's ticket and the next answer's.
    private var sent = 0
    private var read = 0
    /// Answers read for askers who have not claimed them yet, by ticket.
    private var unclaimed: [Int: Int32] = [:]
    private var failure: WireError?

    init(_ descriptor: FileDescriptor) {
        self.descriptor = descriptor
    }

    /// Asks for a worker on `document`, its end of its socket `workerSocket` (both passed along):
    /// the ticket its answer is claimed with.
    mutating func request(document: FileDescriptor, workerSocket: FileDescriptor) throws(WireError) -> Int {
        if let failure { throw failure }
        var request = RenderZygote.request
        let descriptors = [document.rawValue, workerSocket.rawValue]
        let written: Int
        do throws(Errno) {
            written = try SystemCall.shim(folio_send_with_descriptors(descriptor.rawValue, &request, 1, descriptors, 2))
        } catch {
            throw WireError(error)
        }
        guard written == 1 else { throw .system(.ioError) }
        defer { sent += 1 }
        return sent
    }

    /// The answer to the request of `ticket`: the worker's pid, or -errno. Reads the answers in
    /// turn until it comes.
    mutating func answer(to ticket: Int) throws(WireError) -> Int32 {
        while read <= ticket {
            if let failure { throw failure }
            do throws(WireError) {
                unclaimed[read] = try readAnswer()
                read += 1
            } catch {
                failure = error
            }
        }
        guard let answer = unclaimed.removeValue(forKey: ticket) else { throw failure ?? .malformed }
        return answer
    }

    private func readAnswer() throws(WireError) -> Int32 {
        var answer = [UInt8](repeating: 0, count: 4)
        var filled = 0
        while filled < answer.count {
            let got: Int
            do throws(Errno) {
                got = try SystemCall.retrying {
                    answer.withUnsafeMutableBytes { recv(descriptor.rawValue, $0.baseAddress! + filled, 4 - filled, 0) }
                }
            } catch {
                throw .system(error)
            }
            guard got > 0 else { throw .closed }
            filled += got
        }
        return Int32(littleEndian: answer.withUnsafeBytes { $0.loadUnaligned(as: Int32.self) })
    }
}
