import CFolioSocket
import FolioCore
import FolioRender
import Foundation
import Glibc
import Logging

/// The socket a window listens on, so that a second `folio` reaches the window already showing a
/// file (`WindowMessage`) instead of opening another: `$XDG_RUNTIME_DIR/folio/HASH.sock`, HASH
/// naming the file's real path. The folder is the user's alone (0700), the socket 0600, a peer of
/// another user is refused, a message is read only up to `WindowMessage.maximumBytes`; a socket
/// left by a window that crashed is replaced; the socket goes when the window closes. One thread
/// accepts and answers; the main loop takes the messages each turn.
public final class WindowChannel: Sendable {
    /// Where the socket is.
    public let path: String
    private let listener: Int32
    /// The socket file's inode: only this window's own socket is removed when it closes.
    private let inode: UInt64
    private let messages = Locked<[WindowMessage]>([])
    private let stopped = DispatchSemaphore(value: 0)
    private let isClosed = Locked(false)
    private static let log = Logger(label: "folio.channel")

    /// Listens for the window showing `file`; wakes the main loop with `wake` when a message came.
    public init(forFile file: String, wake: @escaping @Sendable () -> Void) throws(WindowChannelError) {
        let path = try Self.socketPath(forFile: file)
        // A socket that answers belongs to another window on this file: this one takes over.
        // One that does not was left by a window that crashed.
        unlink(path)
        let listener = folio_listen_unix(path)
        guard listener >= 0 else { throw .system("listen at \(path)", errno) }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            Glibc.close(listener)
            throw .system("stat \(path)", errno)
        }
        self.path = path
        self.listener = listener
        self.inode = UInt64(status.st_ino)
        let messages = self.messages, stopped = self.stopped
        Thread.detachNewThread {
            Self.accept(on: listener, into: messages, wake: wake)
            stopped.signal()
        }
    }

    deinit { close() }

    /// The messages that came since the last call, in order.
    public func takeMessages() -> [WindowMessage] {
        messages.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }

    /// Stops listening and removes the socket, if it is still this window's.
    public func close() {
        guard
            !isClosed.withLock({ closed in
                defer { closed = true }; return closed
            })
        else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        stopped.wait()
        Glibc.close(listener)
        var status = stat()
        if lstat(path, &status) == 0, UInt64(status.st_ino) == inode { unlink(path) }
    }

    /// What became of a message sent.
    public enum Delivery: Sendable, Equatable {
        /// A window showing the file took it.
        case taken
        /// No window shows the file (no socket, or one nobody listens on).
        case noWindow
        /// A window answered but refused it, saying why.
        case refused(String)
    }

    /// Sends `message` to the window showing `file`, waiting at most two seconds for its answer.
    public static func send(_ message: WindowMessage, toWindowShowing file: String) -> Delivery {
        guard let path = try? socketPath(forFile: file) else { return .noWindow }
        let socket = folio_connect_unix(path)
        guard socket >= 0 else { return .noWindow }
        defer { Glibc.close(socket) }
        folio_set_socket_timeouts(socket, 2000)
        let bytes = [UInt8](message.encoded)
        guard folio_send_all(socket, bytes, bytes.count) == 0 else { return .noWindow }
        shutdown(socket, Int32(SHUT_WR))
        let answer = String(decoding: readLine(from: socket, limit: 1024) ?? [], as: UTF8.self)
        if answer == "ok" { return .taken }
        return answer.isEmpty ? .noWindow : .refused(answer.replacing("error: ", with: ""))
    }

    /// The socket's path for the window showing `file`: under the user's runtime folder, named by
    /// a hash of the file's real path (links and `..` resolved, so every way of naming it agrees).
    public static func socketPath(forFile file: String) throws(WindowChannelError) -> String {
        guard let name = RealPathName.of(file)?.name else { throw .system("resolve \(file)", errno) }
        return try runtimeFolder() + "/" + name + ".sock"
    }

    /// `$XDG_RUNTIME_DIR/folio`, else a folder of the user's own under /tmp; made 0700 if missing,
    /// and refused unless it is a folder (not a link) that the user owns and no one else may enter.
    static func runtimeFolder() throws(WindowChannelError) -> String {
        let environment = ProcessInfo.processInfo.environment
        let folder =
            environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 + "/folio" } ?? "/tmp/folio-\(getuid())"
        if mkdir(folder, 0o700) != 0, errno != EEXIST { throw .system("make \(folder)", errno) }
        var status = stat()
        guard lstat(folder, &status) == 0 else { throw .system("stat \(folder)", errno) }
        guard status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(), status.st_mode & 0o077 == 0 else {
            throw .unsafeFolder(folder)
        }
        return folder
    }

    /// Accepts connections until the listener is shut down, a message each.
    private static func accept(on listener: Int32, into messages: Locked<[WindowMessage]>, wake: @Sendable () -> Void) {
        while true {
            let client = folio_accept(listener)
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            defer { Glibc.close(client) }
            var peer: uid_t = 0
            guard folio_peer_uid(client, &peer) == 0, peer == getuid() else {
                log.warning("refused a connection from user \(peer)")
                continue
            }
            folio_set_socket_timeouts(client, 1000)
            let answer: String
            if let line = readLine(from: client, limit: WindowMessage.maximumBytes) {
                do {
                    let message = try WindowMessage(decoding: Data(line))
                    messages.withLock { $0.append(message) }
                    wake()
                    answer = "ok"
                } catch {
                    log.warning("refused a message: \(error)")
                    answer = "error: \(error)"
                }
            } else {
                answer = "error: \(WindowMessageError.tooLong(bytes: WindowMessage.maximumBytes + 1))"
            }
            let bytes = Array((answer + "\n").utf8)
            _ = folio_send_all(client, bytes, bytes.count)
        }
    }

    /// Bytes up to a newline or the end, without the newline; nil when more than `limit` came first.
    private static func readLine(from socket: Int32, limit: Int) -> [UInt8]? {
        var line: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = read(socket, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return line }
            if let newline = buffer[..<count].firstIndex(of: UInt8(ascii: "\n")) {
                line += buffer[..<newline]
                return line.count <= limit ? line : nil
            }
            line += buffer[..<count]
            if line.count > limit { return nil }
        }
    }
}

/// Why a window could not listen, or a path not be named.
public enum WindowChannelError: Error, Sendable, Equatable, CustomStringConvertible {
    case system(String, Int32)
    case unsafeFolder(String)

    public var description: String {
        switch self {
        case .system(let what, let code): "could not \(what): \(String(cString: strerror(code)))"
        case .unsafeFolder(let folder): "\(folder) is not a folder of this user's alone: no window socket"
        }
    }
}
