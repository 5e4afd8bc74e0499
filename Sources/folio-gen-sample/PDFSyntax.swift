/// Minimal PDF syntax (ISO 32000-1, section 7.2-7.3): enough to read the
/// uncompressed dictionaries, xref tables and trailers that cairo writes.
///
/// Token text is kept as Latin-1 strings (one character per byte) so values
/// can be written back byte for byte.

/// Converts bytes to a string with one character per byte, losslessly.
func latin1String<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
}

/// The inverse of `latin1String`; the text must only contain characters up to U+00FF.
func latin1Bytes(_ text: String) -> [UInt8] {
    text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
}

/// A parsed PDF object.
indirect enum PDFValue {
    /// Numbers and the keywords `true`, `false`, `null`, as spelled in the file.
    case atom(String)
    /// A name without its leading slash, as spelled (no `#xx` decoding).
    case name(String)
    /// A literal or hex string including its delimiters.
    case string(String)
    case reference(number: Int, generation: Int)
    case array([PDFValue])
    /// Entries in file order; keys without the leading slash.
    case dictionary([(key: String, value: PDFValue)])

    subscript(key: String) -> PDFValue? {
        guard case let .dictionary(entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    var integer: Int? {
        if case let .atom(text) = self { return Int(text) }
        return nil
    }

    var nameValue: String? {
        if case let .name(name) = self { return name }
        return nil
    }

    var referenceValue: (number: Int, generation: Int)? {
        if case let .reference(number, generation) = self { return (number, generation) }
        return nil
    }

    var arrayValue: [PDFValue]? {
        if case let .array(items) = self { return items }
        return nil
    }

    /// The value in PDF syntax.
    var serialized: String {
        switch self {
        case let .atom(text): return text
        case let .name(name): return "/" + name
        case let .string(text): return text
        case let .reference(number, generation): return "\(number) \(generation) R"
        case let .array(items): return "[ " + items.map(\.serialized).joined(separator: " ") + " ]"
        case let .dictionary(entries):
            return "<< " + entries.map { "/\($0.key) \($0.value.serialized) " }.joined() + ">>"
        }
    }
}

/// One lexical token.
enum PDFToken: Equatable {
    case dictionaryStart, dictionaryEnd, arrayStart, arrayEnd
    case name(String)
    case string(String)
    /// A run of regular characters: a number or a keyword such as `obj` or `R`.
    case regular(String)
}

/// Splits PDF bytes into tokens. A value type, so callers can look ahead by copying it.
struct PDFLexer {
    let bytes: [UInt8]
    private(set) var position: Int
    /// Where the most recently returned token started.
    private(set) var tokenStart = 0

    init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 9 || byte == 10 || byte == 12 || byte == 13 || byte == 32
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        // ( ) < > [ ] { } / %
        [0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D, 0x2F, 0x25].contains(byte)
    }

    /// The next token, or nil at the end of the data.
    mutating func next() throws -> PDFToken? {
        skipWhitespaceAndComments()
        guard position < bytes.count else { return nil }
        tokenStart = position
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "<"):
            if peek() == UInt8(ascii: "<") {
                position += 1
                return .dictionaryStart
            }
            return .string(try hexString())
        case UInt8(ascii: ">"):
            guard peek() == UInt8(ascii: ">") else { throw syntaxError("stray '>'") }
            position += 1
            return .dictionaryEnd
        case UInt8(ascii: "["): return .arrayStart
        case UInt8(ascii: "]"): return .arrayEnd
        case UInt8(ascii: "("): return .string(try literalString())
        case UInt8(ascii: "/"): return .name(latin1String(regularRun()))
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"):
            throw syntaxError("unexpected '\(Character(Unicode.Scalar(byte)))'")
        default:
            position -= 1
            return .regular(latin1String(regularRun()))
        }
    }

    func syntaxError(_ message: String) -> GeneratorError {
        GeneratorError("PDF syntax error at byte \(tokenStart): \(message)")
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespaceAndComments() {
        while position < bytes.count {
            if Self.isWhitespace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 10, bytes[position] != 13 {
                    position += 1
                }
            } else {
                return
            }
        }
    }

    private mutating func regularRun() -> ArraySlice<UInt8> {
        let start = position
        while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
            position += 1
        }
        return bytes[start..<position]
    }

    /// After the opening '<'; returns the string including both delimiters.
    private mutating func hexString() throws -> String {
        guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else {
            throw syntaxError("unterminated hex string")
        }
        position = end + 1
        return latin1String(bytes[tokenStart..<position])
    }

    /// After the opening '('; balances nested parentheses and skips escapes.
    private mutating func literalString() throws -> String {
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\\"): position += 1
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return latin1String(bytes[tokenStart..<position]) }
            default: break
            }
        }
        throw syntaxError("unterminated string")
    }
}

/// Builds `PDFValue`s from tokens, recognising `n g R` references.
struct PDFParser {
    var lexer: PDFLexer

    init(bytes: [UInt8], position: Int) {
        lexer = PDFLexer(bytes: bytes, position: position)
    }

    /// The next token, failing at the end of the data.
    mutating func token() throws -> PDFToken {
        guard let token = try lexer.next() else { throw GeneratorError("unexpected end of PDF data") }
        return token
    }

    /// Consumes a keyword such as `obj`, failing with a clear message otherwise.
    mutating func expect(_ keyword: String) throws {
        let found = try token()
        guard found == .regular(keyword) else {
            throw lexer.syntaxError("expected '\(keyword)', found \(found)")
        }
    }

    /// Reads an integer token.
    mutating func integer() throws -> Int {
        let found = try token()
        guard case let .regular(text) = found, let value = Int(text) else {
            throw lexer.syntaxError("expected an integer, found \(found)")
        }
        return value
    }

    /// Parses one value and reports the byte range it occupied.
    mutating func valueWithRange() throws -> (value: PDFValue, range: Range<Int>) {
        let first = try token()
        let start = lexer.tokenStart
        let value = try value(startingWith: first)
        return (value, start..<lexer.position)
    }

    mutating func value() throws -> PDFValue {
        try value(startingWith: token())
    }

    private mutating func value(startingWith first: PDFToken) throws -> PDFValue {
        switch first {
        case .dictionaryStart:
            var entries: [(key: String, value: PDFValue)] = []
            while true {
                let next = try token()
                if next == .dictionaryEnd { return .dictionary(entries) }
                guard case let .name(key) = next else {
                    throw lexer.syntaxError("dictionary key must be a name, found \(next)")
                }
                entries.append((key, try value()))
            }
        case .arrayStart:
            var items: [PDFValue] = []
            while true {
                let next = try token()
                if next == .arrayEnd { return .array(items) }
                items.append(try value(startingWith: next))
            }
        case let .name(name):
            return .name(name)
        case let .string(text):
            return .string(text)
        case let .regular(text):
            if let number = Int(text), let generation = referenceGeneration() {
                return .reference(number: number, generation: generation)
            }
            return .atom(text)
        case .dictionaryEnd, .arrayEnd:
            throw lexer.syntaxError("unexpected \(first)")
        }
    }

    /// If the next two tokens are `<int> R`, consumes them and returns the generation.
    private mutating func referenceGeneration() -> Int? {
        var lookahead = lexer
        guard case let .regular(second)? = try? lookahead.next(), let generation = Int(second),
            case .regular("R")? = try? lookahead.next()
        else { return nil }
        lexer = lookahead
        return generation
    }
}
