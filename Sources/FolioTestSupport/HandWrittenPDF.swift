import Foundation

/// Small PDFs written from their objects' text, the cross-reference table counted: the tests' own
/// documents, whose catalog or page dictionaries say exactly what a test needs (a layout, a reading
/// direction, a transition, a value of the wrong type).
public enum HandWrittenPDF {
    /// A PDF of `objects`, numbered from 1; the first is the catalog.
    public static func data(objects: [String]) -> Data {
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            text += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
        }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(text.utf8)
    }

    /// `pages` blank US Letter pages; the catalog also holds `catalogEntries`.
    public static func blank(pages: Int, catalogEntries: String) -> Data {
        let kids = (0..<pages).map { "\($0 + 3) 0 R" }.joined(separator: " ")
        return data(
            objects: [
                "<< /Type /Catalog /Pages 2 0 R \(catalogEntries) >>",
                "<< /Type /Pages /Kids [\(kids)] /Count \(pages) >>",
            ] + Array(repeating: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>", count: pages))
    }

    /// A slide deck: an 800 x 600 page for each of `pageEntries` (more of the page's dictionary, such
    /// as `/Trans << /S /Dissolve /D 1 >> /Dur 2`), each a colour of its own.
    public static func deck(pageEntries: [String]) -> Data {
        let colours = ["0.85 0.2 0.2", "0.2 0.6 0.25", "0.2 0.35 0.85", "0.9 0.7 0.1"]
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>", ""]
        var kids: [String] = []
        for (index, entries) in pageEntries.enumerated() {
            let content = "\(colours[index % colours.count]) rg 0 0 800 600 re f"
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
            objects.append(
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 800 600] /Contents \(objects.count) 0 R \(entries) >>")
            kids.append("\(objects.count) 0 R")
        }
        objects[1] = "<< /Type /Pages /Kids [\(kids.joined(separator: " "))] /Count \(kids.count) >>"
        return data(objects: objects)
    }
}
