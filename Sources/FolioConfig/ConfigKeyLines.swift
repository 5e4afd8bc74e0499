/// The line each key of a TOML file is on, found in its text (the TOML library gives values, not
/// where they were written): `[table]` headers, and `key = value` lines, bare, quoted or dotted.
/// Good enough to point at a setting; a key it cannot place is reported without a line.
struct ConfigKeyLines {
    private var lines: [String: Int] = [:]

    init(_ text: String) {
        var table: [String] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("[") {
                let inner = line.dropFirst().prefix { $0 != "]" }
                table = Self.keyParts(inner) ?? []
                let path = table.joined(separator: ".")
                if lines[path] == nil { lines[path] = index + 1 }
            } else if let equals = Self.assignment(line), let key = Self.keyParts(line[..<equals]) {
                let path = (table + key).joined(separator: ".")
                if lines[path] == nil { lines[path] = index + 1 }
            }
        }
    }

    /// The line of `path` (`render.workers`, `keys.ctrl+q`), from 1.
    func line(of path: [String]) -> Int? { lines[path.joined(separator: ".")] }

    /// Where the `=` of a `key = value` line is; nil for a comment, a blank or anything else.
    private static func assignment(_ line: Substring) -> Substring.Index? {
        guard let first = line.first, first != "#" else { return nil }
        var quote: Character?
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "=" {
                return index
            }
        }
        return nil
    }

    /// A key's parts (`a.b`, `"ctrl+q"`, `'x'`), unquoted; nil when it is not a key.
    private static func keyParts(_ text: Substring) -> [String]? {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        for character in text.trimmingSpaces() {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                parts.append(current.trimmingSpaces())
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingSpaces())
        return parts.contains(where: \.isEmpty) ? nil : parts
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
