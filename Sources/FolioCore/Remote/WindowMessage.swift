import Foundation

/// What a second `folio` asks of the window already showing a file, through the window's socket
/// (`folio --synctex-forward`, `folio --reuse-window --page N`): one small line of JSON with a
/// version, so that a window and a command of different releases refuse each other clearly.
public enum WindowMessage: Sendable, Equatable {
    /// Forward search: turn to where the source line landed and highlight it.
    case forward(SourceLocation)
    /// Turn to a page, from 1.
    case goToPage(Int)
    /// Come to the front, nothing else.
    case raise

    /// The version this release speaks.
    public static let version = 1
    /// The longest message a window reads: anything longer is refused unread.
    public static let maximumBytes = 4096

    private struct Wire: Codable {
        var version: Int
        var command: String
        var input: String?
        var line: Int?
        var column: Int?
        var page: Int?
    }

    /// The message as sent: a JSON object and a newline.
    public var encoded: Data {
        var wire = Wire(version: Self.version, command: "raise")
        switch self {
        case .forward(let location):
            wire.command = "forward"
            wire.input = location.input
            wire.line = location.line
            wire.column = location.column
        case .goToPage(let page):
            wire.command = "page"
            wire.page = page
        case .raise: break
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(wire)) ?? Data()) + Data("\n".utf8)
    }

    /// Reads a message (one line, its newline optional); why not, when it is not one this release
    /// takes: too long, not JSON, another version, an unknown command or a value out of range.
    public init(decoding data: Data) throws(WindowMessageError) {
        guard data.count <= Self.maximumBytes else { throw .tooLong(bytes: data.count) }
        let wire: Wire
        do { wire = try JSONDecoder().decode(Wire.self, from: data) } catch { throw .malformed }
        guard wire.version == Self.version else { throw .otherVersion(wire.version) }
        switch wire.command {
        case "forward":
            guard let input = wire.input, !input.isEmpty, let line = wire.line, line >= 1 else { throw .malformed }
            self = .forward(SourceLocation(input: input, line: line, column: wire.column ?? 0))
        case "page":
            guard let page = wire.page, page >= 1 else { throw .malformed }
            self = .goToPage(page)
        case "raise": self = .raise
        default: throw .unknownCommand(wire.command)
        }
    }
}

/// Why a window refused a message.
public enum WindowMessageError: Error, Sendable, Equatable, CustomStringConvertible {
    case tooLong(bytes: Int)
    case malformed
    case otherVersion(Int)
    case unknownCommand(String)

    public var description: String {
        switch self {
        case .tooLong(let bytes): "a message of \(bytes) bytes is over \(WindowMessage.maximumBytes)"
        case .malformed: "not a message Folio's window takes"
        case .otherVersion(let version): "message version \(version), this window speaks \(WindowMessage.version)"
        case .unknownCommand(let command): "no command \"\(command)\""
        }
    }
}
