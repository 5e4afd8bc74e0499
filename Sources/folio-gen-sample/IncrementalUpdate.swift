import FolioCore

/// Entries to add to one page's dictionary, e.g. `/Rotate 90`.
struct PagePatch {
    /// 1-based page number, in page-tree order.
    var pageNumber: Int
    /// Keys (without slash) and values in PDF syntax.
    var entries: [(key: String, value: String)]
}

/// Adds page attributes that cairo cannot write (`/Rotate`, `/CropBox`) by
/// appending a PDF incremental update (ISO 32000-1, section 7.5.6): new
/// versions of the page objects, a cross-reference section listing just
/// those objects, and a trailer pointing back at the original one with /Prev.
///
/// The original bytes are left untouched, so cairo's output stays valid and
/// no external tool (such as qpdf) is needed.
enum IncrementalUpdate {
    /// The patches the page map asks for.
    static func patches(for pages: [PageSpec]) -> [PagePatch] {
        pages.compactMap { page in
            var entries: [(key: String, value: String)] = []
            if page.rotation != 0 {
                entries.append(("Rotate", String(page.rotation)))
            }
            if let box = page.cropBox {
                let numbers = [box.x0, box.y0, box.x1, box.y1].map(pdfNumber).joined(separator: " ")
                entries.append(("CropBox", "[ \(numbers) ]"))
            }
            return entries.isEmpty ? nil : PagePatch(pageNumber: page.number, entries: entries)
        }
    }

    /// Returns `pdf` with an incremental update applying `patches` appended.
    static func apply(_ patches: [PagePatch], to pdf: [UInt8], expectedPageCount: Int) throws -> [UInt8] {
        let reader = try PDFFileReader(bytes: pdf)
        let pageObjects = try reader.pageObjectNumbers()
        guard pageObjects.count == expectedPageCount else {
            throw GeneratorError("cairo wrote \(pageObjects.count) pages, expected \(expectedPageCount)")
        }

        var output = pdf
        // The update must start on a fresh line.
        if let last = output.last, last != 10, last != 13 { output.append(10) }

        var written: [(number: Int, generation: Int, offset: Int)] = []
        for patch in patches.sorted(by: { $0.pageNumber < $1.pageNumber }) {
            guard (1...pageObjects.count).contains(patch.pageNumber) else {
                throw GeneratorError(
                    "patch for page \(patch.pageNumber), but the document has \(pageObjects.count) pages")
            }
            let page = try reader.object(pageObjects[patch.pageNumber - 1])
            let dictionary = try patchedDictionary(page, patch: patch, in: pdf)
            written.append((page.number, page.generation, output.count))
            output += latin1Bytes("\(page.number) \(page.generation) obj\n")
            output += dictionary
            output += latin1Bytes("\nendobj\n")
        }
        guard !written.isEmpty else { return pdf }

        let xrefOffset = output.count
        output += latin1Bytes(xrefSection(for: written))
        output += latin1Bytes(trailer(from: reader, written: written, xrefOffset: xrefOffset))
        return output
    }

    /// The page's original dictionary text with the new entries inserted
    /// before its closing `>>`, so everything cairo wrote is kept verbatim.
    private static func patchedDictionary(
        _ page: PDFFileReader.IndirectObject, patch: PagePatch,
        in pdf: [UInt8]
    ) throws -> [UInt8] {
        guard case .dictionary = page.value, !page.hasStream, page.value["Type"]?.nameValue == "Page" else {
            throw GeneratorError("page \(patch.pageNumber) (object \(page.number)) is not a plain /Page dictionary")
        }
        for entry in patch.entries where page.value[entry.key] != nil {
            throw GeneratorError("page \(patch.pageNumber) already has /\(entry.key); refusing to override it")
        }
        let original = Array(pdf[page.valueRange])
        let body = original.dropLast(2)  // everything before the final ">>"
        // Match cairo's one-entry-per-line layout when the dictionary uses it.
        let multiLine = body.last == 10
        let added = patch.entries.map { multiLine ? "   /\($0.key) \($0.value)\n" : " /\($0.key) \($0.value) " }
            .joined()
        return Array(body) + latin1Bytes(added) + latin1Bytes(">>")
    }

    /// One subsection per run of consecutive object numbers; every entry is
    /// exactly 20 bytes: 10-digit offset, 5-digit generation, `n`, space, newline.
    private static func xrefSection(for objects: [(number: Int, generation: Int, offset: Int)]) -> String {
        var text = "xref\n"
        var index = 0
        while index < objects.count {
            var end = index + 1
            while end < objects.count, objects[end].number == objects[end - 1].number + 1 { end += 1 }
            text += "\(objects[index].number) \(end - index)\n"
            for object in objects[index..<end] {
                let entry =
                    String(object.offset, zeroPaddedTo: 10) + " " + String(object.generation, zeroPaddedTo: 5) + " n \n"
                precondition(entry.utf8.count == 20, "xref entries must be 20 bytes")
                text += entry
            }
            index = end
        }
        return text
    }

    /// The new trailer keeps every original entry (/Root, /Info, /ID ...) and
    /// sets /Size and /Prev, as an update's trailer must.
    private static func trailer(
        from reader: PDFFileReader,
        written: [(number: Int, generation: Int, offset: Int)],
        xrefOffset: Int
    ) -> String {
        let previousSize = reader.trailer["Size"]?.integer ?? 0
        let size = max(previousSize, (written.map(\.number).max() ?? 0) + 1)
        var entries: [(key: String, value: PDFValue)] = []
        if case let .dictionary(original) = reader.trailer {
            entries = original.filter { !["Size", "Prev", "XRefStm"].contains($0.key) }
        }
        entries.insert((key: "Size", value: .atom(String(size))), at: 0)
        entries.append((key: "Prev", value: .atom(String(reader.startXref))))
        let lines = entries.map { "   /\($0.key) \($0.value.serialized)\n" }.joined()
        return "trailer\n<<\n" + lines + ">>\nstartxref\n\(xrefOffset)\n%%EOF\n"
    }

    /// Re-reads the updated file and checks that every patched page now has its new entries.
    static func verify(_ pdf: [UInt8], patches: [PagePatch], expectedPageCount: Int) throws {
        let reader = try PDFFileReader(bytes: pdf)
        let pages = try reader.pageObjectNumbers()
        guard pages.count == expectedPageCount else {
            throw GeneratorError("updated file has \(pages.count) pages, expected \(expectedPageCount)")
        }
        for patch in patches {
            let page = try reader.object(pages[patch.pageNumber - 1]).value
            for entry in patch.entries where page[entry.key] == nil {
                throw GeneratorError("updated page \(patch.pageNumber) lacks /\(entry.key)")
            }
        }
    }
}
