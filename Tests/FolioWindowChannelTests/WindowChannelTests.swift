import CFolioSocket
import FolioCore
import FolioTestSupport
import FolioWindowChannel
import Foundation
import Glibc
import Testing

/// A window's socket: a second `folio` reaches the window showing a file; a socket a crashed window
/// left is replaced; malformed and oversized messages, and other users, are refused; the socket
/// goes when the window closes.
@Suite(.serialized) struct WindowChannelTests {
    /// A runtime folder and a file of the test's own.
    static func setUp() throws -> (folder: String, file: String) {
        let folder = try TemporaryFolder.make("folio-channel")
        setenv("XDG_RUNTIME_DIR", folder, 1)
        let file = folder + "/doc.pdf"
        try Data("%PDF-1.4\n".utf8).write(to: URL(fileURLWithPath: file))
        return (folder, file)
    }

    /// Sends raw bytes to `path` and returns the answer line.
    static func rawAnswer(_ bytes: [UInt8], to path: String) throws -> String {
        let socket = folio_connect_unix(path)
        try #require(socket >= 0, "could not connect to \(path)")
        defer { close(socket) }
        _ = bytes.withUnsafeBytes { write(socket, $0.baseAddress, bytes.count) }
        shutdown(socket, Int32(SHUT_WR))
        var answer = [UInt8](repeating: 0, count: 256)
        let count = read(socket, &answer, answer.count)
        return String(decoding: answer.prefix(max(count, 0)), as: UTF8.self)
    }

    @Test func aSecondFolioReachesTheWindowShowingTheFile() throws {
        let (folder, file) = try Self.setUp()
        let channel = try WindowChannel(forFile: file, wake: {})
        #expect(channel.path.hasPrefix(folder + "/folio/"))
        var status = stat()
        #expect(lstat(folder + "/folio", &status) == 0 && status.st_mode & 0o777 == 0o700)
        #expect(lstat(channel.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        // Another name for the same file reaches the same window.
        #expect(WindowChannel.send(.goToPage(3), toWindowShowing: folder + "/./doc.pdf") == .taken)
        let location = SourceLocation(input: "/a/doc.tex", line: 9)
        #expect(WindowChannel.send(.forward(location), toWindowShowing: file) == .taken)
        #expect(channel.takeMessages() == [.goToPage(3), .forward(location)])
        #expect(channel.takeMessages().isEmpty)
        channel.close()
        #expect(lstat(channel.path, &status) != 0, "the socket is removed when the window closes")
        #expect(WindowChannel.send(.raise, toWindowShowing: file) == .noWindow)
    }

    @Test func aSocketACrashedWindowLeftIsReplaced() throws {
        let (_, file) = try Self.setUp()
        let path = try WindowChannel.socketPath(forFile: file)
        // A socket file nobody listens on, as a killed window leaves it.
        let left = folio_listen_unix(path)
        try #require(left >= 0)
        close(left)
        #expect(WindowChannel.send(.raise, toWindowShowing: file) == .noWindow, "nobody listens there")
        let channel = try WindowChannel(forFile: file, wake: {})
        defer { channel.close() }
        #expect(WindowChannel.send(.raise, toWindowShowing: file) == .taken)
    }

    @Test func malformedAndOversizedMessagesAreRefusedAndTheWindowListensOn() throws {
        let (_, file) = try Self.setUp()
        let channel = try WindowChannel(forFile: file, wake: {})
        defer { channel.close() }
        #expect(try Self.rawAnswer(Array("garbage\n".utf8), to: channel.path).hasPrefix("error: not a message"))
        #expect(
            try Self.rawAnswer(Array(#"{"version":7,"command":"raise"}"#.utf8), to: channel.path).hasPrefix(
                "error: message version 7"))
        let huge = [UInt8](repeating: UInt8(ascii: "{"), count: 100_000)
        #expect(try Self.rawAnswer(huge, to: channel.path).hasPrefix("error: a message of"))
        #expect(channel.takeMessages().isEmpty)
        #expect(WindowChannel.send(.goToPage(2), toWindowShowing: file) == .taken)
        #expect(channel.takeMessages() == [.goToPage(2)])
    }

    @Test(
        .enabled(
            if: ExternalCommand.permissionsBindingPrefix?.isEmpty == false && ExternalCommand.which("python3") != nil,
            "needs root with setpriv, to connect as another user"))
    func anotherUserCannotReachTheWindow() throws {
        let (folder, file) = try Self.setUp()
        let channel = try WindowChannel(forFile: file, wake: {})
        defer { channel.close() }
        chmod(folder, 0o755)  // the test's folder: the runtime folder in it stays 0700
        let script = "import socket; s = socket.socket(socket.AF_UNIX); s.connect('\(channel.path)')"
        let outcome = try ExternalCommand(
            try #require(ExternalCommand.permissionsBindingPrefix?.first),
            Array(try #require(ExternalCommand.permissionsBindingPrefix).dropFirst()) + [
                try #require(ExternalCommand.which("python3")), "-c", script,
            ]
        ).run(timeout: 30)
        #expect(outcome.status != 0 && outcome.standardError.contains("Permission denied"), "\(outcome.standardError)")
        #expect(channel.takeMessages().isEmpty)
    }
}
