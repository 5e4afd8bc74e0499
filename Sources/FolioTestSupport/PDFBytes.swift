import Foundation

/// A PDF file's bytes, with the few landmarks a damaging mutation aims at found by scanning the
/// text as a careless reader would: objects, streams, cross-reference sections and the numbers
/// after a key. It does not parse PDF; a landmark inside a compressed stream is not seen, and a
/// false one in binary data is as good a target as a real one.
public struct PDFBytes: Sendable {
    public let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An indirect object `N G obj ... endobj`: where its number is written and where its body lies.
    public struct Object: Sendable, Equatable {
        /// The digits of N.
        public let number: Range<Int>
        /// Between `obj` and `endobj`.
        public let body: Range<Int>
    }

    /// Every place `text` starts.
    public func offsets(of text: String) -> [Int] {
        var found: [Int] = []
        var start = 0
        while let next = offset(of: text, from: start) {
            found.append(next)
            start = next + text.utf8.count
        }
        return found
    }

    /// The first place `text` starts at or after `start` (and wholly before `end`, when given).
    /// `memchr` and `memcmp`: the tests scan megabytes in debug builds, where a Swift loop over
    /// slices crawls.
    public func offset(of text: String, from start: Int, before end: Int? = nil) -> Int? {
        let needle = Array(text.utf8)
        let limit = min(end ?? bytes.count, bytes.count)
        guard start >= 0, !needle.isEmpty, limit - start >= needle.count else { return nil }
        return bytes.withUnsafeBytes { haystack -> Int? in
            needle.withUnsafeBytes { wanted -> Int? in
                let base = haystack.baseAddress!
                var cursor = start
                let last = limit - needle.count
                while cursor <= last {
                    guard let hit = memchr(base + cursor, Int32(needle[0]), last - cursor + 1) else { return nil }
                    let index = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(hit, wanted.baseAddress!, needle.count) == 0 { return index }
                    cursor = index + 1
                }
                return nil
            }
        }
    }

    /// Indirect objects whose header reads `N G obj` and that end with `endobj`, in file order; a
    /// header inside an object already found (in its stream's data, say) is not one.
    public var objects: [Object] {
        var found: [Object] = []
        for object in objectCandidates where object.number.lowerBound >= (found.last?.body.upperBound ?? 0) {
            found.append(object)
        }
        return found
    }

    private var objectCandidates: [Object] {
        offsets(of: "obj").compactMap { keyword -> Object? in
            // Not the `obj` of `endobj`, and the keyword stands alone.
            guard keyword >= 4, !isRegular(at: keyword - 1), !isRegular(at: keyword + 3) else { return nil }
            var cursor = keyword - 1
            cursor = skip(whitespaceBackFrom: cursor)
            guard let generation = digits(endingAt: cursor) else { return nil }
            cursor = skip(whitespaceBackFrom: generation.lowerBound - 1)
            guard cursor < generation.lowerBound - 1, let number = digits(endingAt: cursor) else { return nil }
            guard let end = offset(of: "endobj", from: keyword + 3) else { return nil }
            return Object(number: number, body: keyword + 3..<end)
        }
    }

    /// The data of every `stream ... endstream`: from after the end of line that follows `stream`
    /// to the `endstream` keyword.
    public var streamData: [Range<Int>] {
        offsets(of: "stream").compactMap { keyword -> Range<Int>? in
            guard offset(of: "end", from: keyword - 3, before: keyword) == nil else { return nil }
            var start = keyword + 6
            if start < bytes.count, bytes[start] == 13 { start += 1 }
            guard start < bytes.count, bytes[start] == 10 || bytes[start - 1] == 13 else { return nil }
            if bytes[start] == 10 { start += 1 }
            guard let end = offset(of: "endstream", from: start), end > start else { return nil }
            return start..<end
        }
    }

    /// Every classic cross-reference table: from after the `xref` keyword at a line's start to its
    /// `trailer`.
    public var xrefTables: [Range<Int>] {
        offsets(of: "xref").compactMap { keyword -> Range<Int>? in
            guard keyword == 0 || bytes[keyword - 1] == 10 || bytes[keyword - 1] == 13 else { return nil }
            guard let trailer = offset(of: "trailer", from: keyword + 4) else { return nil }
            return keyword + 4..<trailer
        }
    }

    /// The data of every cross-reference stream (an object whose dictionary says `/XRef`).
    public var xrefStreamData: [Range<Int>] {
        let streams = streamData
        return objects.filter { object in
            offset(of: "/XRef", from: object.body.lowerBound, before: object.body.upperBound) != nil
        }.compactMap { object in
            streams.first { object.body.contains($0.lowerBound) }
        }
    }

    /// The number tokens right after `key` (a name such as `/Count`; not `/Count2`): one for a
    /// number, each one of an array of numbers (`/MediaBox [0 0 612 792]`).
    public func numbers(after key: String) -> [Range<Int>] {
        offsets(of: key).flatMap { start -> [Range<Int>] in
            var cursor = start + key.utf8.count
            guard cursor < bytes.count, !isRegular(at: cursor) || isWhitespace(at: cursor) else { return [] }
            cursor = skip(whitespaceFrom: cursor)
            guard cursor < bytes.count else { return [] }
            if bytes[cursor] != UInt8(ascii: "[") {
                return number(startingAt: cursor).map { [$0] } ?? []
            }
            var tokens: [Range<Int>] = []
            cursor = skip(whitespaceFrom: cursor + 1)
            while tokens.count < 4, let token = number(startingAt: cursor) {
                tokens.append(token)
                cursor = skip(whitespaceFrom: token.upperBound)
            }
            return tokens
        }
    }

    /// PDF's white-space characters: NUL, tab, line feed, form feed, carriage return, space.
    private static let whitespace: Set<UInt8> = [0, 9, 10, 12, 13, 32]
    private static let delimiters = Set("()<>[]{}/%".utf8)

    private func isWhitespace(at index: Int) -> Bool {
        index >= 0 && index < bytes.count && Self.whitespace.contains(bytes[index])
    }

    /// Neither white space nor a delimiter: part of a keyword, name or number.
    private func isRegular(at index: Int) -> Bool {
        guard index >= 0, index < bytes.count else { return false }
        return !Self.whitespace.contains(bytes[index]) && !Self.delimiters.contains(bytes[index])
    }

    private func skip(whitespaceFrom start: Int) -> Int {
        var cursor = start
        while isWhitespace(at: cursor) { cursor += 1 }
        return cursor
    }

    private func skip(whitespaceBackFrom start: Int) -> Int {
        var cursor = start
        while isWhitespace(at: cursor) { cursor -= 1 }
        return cursor
    }

    private func isDigit(at index: Int) -> Bool {
        index >= 0 && index < bytes.count && (48...57).contains(bytes[index])
    }

    /// The run of digits that ends at `last` (inclusive), preceded by white space or the file's start.
    private func digits(endingAt last: Int) -> Range<Int>? {
        guard isDigit(at: last) else { return nil }
        var first = last
        while isDigit(at: first - 1) { first -= 1 }
        guard first == 0 || isWhitespace(at: first - 1) else { return nil }
        return first..<last + 1
    }

    /// A PDF number (`12`, `-3.5`, `.25`, `+7`) starting at `start`.
    private func number(startingAt start: Int) -> Range<Int>? {
        var cursor = start
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") {
            cursor += 1
        }
        let digitsStart = cursor
        while cursor < bytes.count, isDigit(at: cursor) || bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
        guard cursor > digitsStart, (digitsStart..<cursor).contains(where: isDigit(at:)) else { return nil }
        return start..<cursor
    }
}
