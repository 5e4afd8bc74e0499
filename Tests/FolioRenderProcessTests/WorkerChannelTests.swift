import FolioRender
import Glibc
import SystemPackage
import Testing

@testable import FolioRenderProcess

/// The socket framing between reader and worker, over a socket pair in this process.
@Suite struct WorkerChannelTests {
    private func pair() throws -> (WorkerChannel, WorkerChannel) {
        var fds: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0)
        return (
            WorkerChannel(descriptor: FileDescriptor(rawValue: fds[0])),
            WorkerChannel(descriptor: FileDescriptor(rawValue: fds[1]))
        )
    }

    @Test func aMessageAndItsDescriptorArrive() throws {
        let (reader, worker) = try pair()
        let file = try PixelFile()
        try file.descriptor.resize(to: 4096)
        let written = try PixelMapping(descriptor: file.descriptor, count: 4096, writable: true)
        written.base.storeBytes(of: 42, as: UInt8.self)
        try worker.send([1, 2, 3], attaching: file)
        try worker.send([])
        let (first, attached) = try reader.receive()
        #expect(first == [1, 2, 3])
        let received = try #require(attached)
        #expect(received.descriptor != file.descriptor, "the same number: not a descriptor that crossed")
        // The same memory, seen through the descriptor that crossed.
        let seen = try PixelMapping(descriptor: received.descriptor, count: 4096, writable: false)
        #expect(seen.base.load(as: UInt8.self) == 42)
        let (second, none) = try reader.receive()
        #expect(second.isEmpty && none == nil)
    }

    @Test func aClosedPeerIsClosedNotAnError() throws {
        let worker: WorkerChannel
        do {
            let (reader, other) = try pair()
            worker = other
            try worker.send([9])
            #expect(try reader.receive().message == [9])
        }  // the reader's end is closed here
        #expect(throws: WireError.closed) { try worker.receive() }
        #expect(throws: WireError.closed) { try worker.send([1]) }
    }

    /// A frame announcing more than any message may hold is refused before anything is allocated.
    @Test func anOversizedFrameIsMalformed() throws {
        let (reader, worker) = try pair()
        let header: [UInt8] = [0xff, 0xff, 0xff, 0xff]
        #expect(header.withUnsafeBytes { write(worker.descriptor.rawValue, $0.baseAddress, 4) } == 4)
        #expect(throws: WireError.malformed) { try reader.receive() }
    }

    /// A peer that dies mid-frame leaves the reader with `closed`, not half a message.
    @Test func aFrameCutShortIsClosed() throws {
        let (reader, worker) = try pair()
        let partial: [UInt8] = [10, 0, 0, 0, 1, 2]
        #expect(partial.withUnsafeBytes { write(worker.descriptor.rawValue, $0.baseAddress, 6) } == 6)
        shutdown(worker.descriptor.rawValue, Int32(SHUT_WR))
        #expect(throws: WireError.closed) { try reader.receive() }
    }
}
