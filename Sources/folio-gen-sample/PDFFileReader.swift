/// Read access to a PDF with classic cross-reference tables (as cairo 1.16
/// writes): the trailer, indirect objects by number, and the page tree.
///
/// Cross-reference streams and object streams are not supported; they are
/// reported as errors rather than misread.
struct PDFFileReader {
    /// An indirect object's value and the byte range of that value in the file.
    struct IndirectObject {
        var number: Int
        var generation: Int
        var value: PDFValue
        var valueRange: Range<Int>
        /// True if the value is followed by a stream rather than `endobj`.
        var hasStream: Bool
    }

    let bytes: [UInt8]
    /// Byte offset of the newest cross-reference section.
    let startXref: Int
    /// The newest trailer dictionary.
    let trailer: PDFValue
    /// In-use objects: number -> (offset, generation), newest definition wins.
    private let offsets: [Int: (offset: Int, generation: Int)]

    init(bytes: [UInt8]) throws {
        self.bytes = bytes
        startXref = try Self.findStartXref(in: bytes)

        var offsets: [Int: (offset: Int, generation: Int)] = [:]
        var decided = Set<Int>()  // numbers already defined (or freed) by a newer section
        var newestTrailer: PDFValue?
        var sectionOffset: Int? = startXref
        var visitedSections = Set<Int>()
        while let offset = sectionOffset {
            guard visitedSections.insert(offset).inserted else {
                throw GeneratorError("cross-reference sections form a loop at offset \(offset)")
            }
            let section = try Self.readXrefSection(in: bytes, at: offset)
            for entry in section.entries {
                // An entry in a newer section, in use or freed, hides older ones.
                guard decided.insert(entry.number).inserted else { continue }
                if entry.inUse { offsets[entry.number] = (entry.offset, entry.generation) }
            }
            if newestTrailer == nil { newestTrailer = section.trailer }
            sectionOffset = section.trailer["Prev"]?.integer
        }
        self.offsets = offsets
        trailer = newestTrailer ?? .dictionary([])
    }

    /// Reads indirect object `number` at the offset its xref entry gives.
    func object(_ number: Int) throws -> IndirectObject {
        guard let entry = offsets[number], entry.offset < bytes.count else {
            throw GeneratorError("object \(number) is not in the cross-reference table")
        }
        var parser = PDFParser(bytes: bytes, position: entry.offset)
        let foundNumber = try parser.integer()
        let foundGeneration = try parser.integer()
        try parser.expect("obj")
        guard foundNumber == number, foundGeneration == entry.generation else {
            throw GeneratorError("xref entry for object \(number) points at object \(foundNumber) \(foundGeneration)")
        }
        let (value, range) = try parser.valueWithRange()
        let after = try parser.token()
        guard after == .regular("endobj") || after == .regular("stream") else {
            throw parser.lexer.syntaxError("expected 'endobj' after object \(number)")
        }
        return IndirectObject(
            number: number, generation: entry.generation, value: value,
            valueRange: range, hasStream: after == .regular("stream"))
    }

    /// Page objects in page-tree order, found from the catalog's /Pages tree
    /// (not from comments or object numbering).
    func pageObjectNumbers() throws -> [Int] {
        guard let root = trailer["Root"]?.referenceValue else {
            throw GeneratorError("trailer has no /Root reference")
        }
        guard let pagesRoot = try object(root.number).value["Pages"]?.referenceValue else {
            throw GeneratorError("catalog (object \(root.number)) has no /Pages reference")
        }
        var pages: [Int] = []
        var visited = Set<Int>()
        try collectPages(pagesRoot.number, into: &pages, visited: &visited)
        return pages
    }

    private func collectPages(_ number: Int, into pages: inout [Int], visited: inout Set<Int>) throws {
        guard visited.insert(number).inserted else {
            throw GeneratorError("page tree visits object \(number) twice")
        }
        let node = try object(number).value
        switch node["Type"]?.nameValue {
        case "Page":
            pages.append(number)
        case "Pages":
            guard let kids = node["Kids"]?.arrayValue else {
                throw GeneratorError("page tree node \(number) has no /Kids array")
            }
            for kid in kids {
                guard let reference = kid.referenceValue else {
                    throw GeneratorError("page tree node \(number) has a /Kids entry that is not a reference")
                }
                try collectPages(reference.number, into: &pages, visited: &visited)
            }
        default:
            throw GeneratorError("page tree object \(number) is neither /Page nor /Pages")
        }
    }

    // MARK: - Cross-reference tables

    private struct XrefEntry {
        var number: Int
        var offset: Int
        var generation: Int
        var inUse: Bool
    }

    private static func findStartXref(in bytes: [UInt8]) throws -> Int {
        let keyword = latin1Bytes("startxref")
        // The keyword sits near the end; search backwards within the last few kilobytes.
        let lowest = max(0, bytes.count - 4096)
        var index = bytes.count - keyword.count
        while index >= lowest {
            if bytes[index] == keyword[0], Array(bytes[index..<index + keyword.count]) == keyword {
                var parser = PDFParser(bytes: bytes, position: index + keyword.count)
                let offset = try parser.integer()
                guard offset >= 0, offset < bytes.count else {
                    throw GeneratorError("startxref offset \(offset) is outside the file")
                }
                return offset
            }
            index -= 1
        }
        throw GeneratorError("no 'startxref' near the end of the file; is it a PDF?")
    }

    private static func readXrefSection(in bytes: [UInt8], at offset: Int) throws
        -> (entries: [XrefEntry], trailer: PDFValue)
    {
        var parser = PDFParser(bytes: bytes, position: offset)
        guard try parser.token() == .regular("xref") else {
            throw GeneratorError("no 'xref' table at offset \(offset) (cross-reference streams are not supported)")
        }
        var entries: [XrefEntry] = []
        while true {
            let token = try parser.token()
            if token == .regular("trailer") { break }
            guard case let .regular(text) = token, let first = Int(text) else {
                throw parser.lexer.syntaxError("expected an xref subsection header, found \(token)")
            }
            let count = try parser.integer()
            for index in 0..<count {
                let entryOffset = try parser.integer()
                let generation = try parser.integer()
                let kind = try parser.token()
                guard kind == .regular("n") || kind == .regular("f") else {
                    throw parser.lexer.syntaxError("bad xref entry type \(kind)")
                }
                entries.append(
                    XrefEntry(
                        number: first + index, offset: entryOffset,
                        generation: generation, inUse: kind == .regular("n")))
            }
        }
        let trailer = try parser.value()
        guard case .dictionary = trailer else {
            throw parser.lexer.syntaxError("trailer is not a dictionary")
        }
        return (entries, trailer)
    }
}
