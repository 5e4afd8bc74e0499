import Foundation
import Testing

@testable import FolioCore

/// The messages a second `folio` sends a running window: small, versioned, and anything else refused.
struct WindowMessageTests {
    @Test(arguments: [
        WindowMessage.forward(SourceLocation(input: "/home/a/doc.tex", line: 40, column: -1)), .goToPage(12), .raise,
    ])
    func messagesGoAndComeBackTheSame(_ message: WindowMessage) throws {
        let encoded = message.encoded
        #expect(encoded.last == UInt8(ascii: "\n") && encoded.dropLast().allSatisfy { $0 != UInt8(ascii: "\n") })
        #expect(try WindowMessage(decoding: encoded) == message)
    }

    @Test func oddMessagesAreRefusedSayingWhy() {
        let cases: [(String, WindowMessageError)] = [
            (#"{"version": 2, "command": "raise"}"#, .otherVersion(2)),
            (#"{"version": 1, "command": "quit"}"#, .unknownCommand("quit")),
            (#"{"version": 1, "command": "page", "page": 0}"#, .malformed),
            (#"{"version": 1, "command": "page"}"#, .malformed),
            (#"{"version": 1, "command": "forward", "line": 3}"#, .malformed),
            (#"{"version": 1, "command": "forward", "input": "a.tex", "line": 0}"#, .malformed),
            ("not json", .malformed),
            ("", .malformed),
        ]
        for (text, error) in cases {
            #expect(throws: error, "\(text)") { try WindowMessage(decoding: Data(text.utf8)) }
        }
        let long = Data(repeating: UInt8(ascii: " "), count: WindowMessage.maximumBytes + 1)
        #expect(throws: WindowMessageError.tooLong(bytes: WindowMessage.maximumBytes + 1)) {
            try WindowMessage(decoding: long)
        }
    }
}
