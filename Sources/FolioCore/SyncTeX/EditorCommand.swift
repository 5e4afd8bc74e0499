/// The editor inverse search runs (`-x`, `--synctex-editor-command`), zathura's way: a command line
/// split into words as a shell would split it (quotes and backslashes, nothing else: no variables,
/// no globs, no pipes), then `%{input}`, `%{line}` and `%{column}` replaced in each word. The words
/// are run as an argument vector, never through a shell, so a file name from the PDF's records
/// stays one argument whatever it holds.
public struct EditorCommand: Sendable, Equatable {
    public let words: [String]

    /// Splits `template`; nil when it is empty or a quote is left open.
    public init?(_ template: String) {
        var words: [String] = []
        var word = "", inWord = false
        var quote: Character?
        var escaped = false
        for character in template {
            if escaped {
                word.append(character)
                escaped = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\", open == "\"" {
                    escaped = true
                } else {
                    word.append(character)
                }
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        guard !words.isEmpty, !words[0].isEmpty else { return nil }
        self.words = words
    }

    /// The argument vector for `location`: the program first.
    /// Each placeholder is replaced once, left to right: a file name holding `%{line}` stays as it is.
    public func arguments(for location: SourceLocation) -> [String] {
        let values = ["input": location.input, "line": String(location.line), "column": String(location.column)]
        return words.map { word in
            var result = "", rest = Substring(word)
            while let start = rest.range(of: "%{") {
                result += rest[..<start.lowerBound]
                let afterOpen = rest[start.upperBound...]
                guard let close = afterOpen.firstIndex(of: "}"), let value = values[String(afterOpen[..<close])] else {
                    result += "%{"
                    rest = afterOpen
                    continue
                }
                result += value
                rest = afterOpen[afterOpen.index(after: close)...]
            }
            return result + rest
        }
    }
}
