import CPoppler
import FolioCore
import Foundation

/// What every render worker would otherwise load for itself on its first page, loaded once in the
/// render template process so its forked workers share it: fontconfig's configuration and cache
/// and a font lookup, poppler's globals, FreeType, cairo's image backend. It draws a one-line page
/// of its own, built here, in a font the page does not embed (the lookup a real document's
/// unembedded fonts make); never a file.
public enum PopplerWarmUp {
    public static func run() {
        var bytes = Array(pdf.utf8)
        let data = bytes.withUnsafeMutableBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        guard let document = poppler_document_new_from_bytes(data, nil, nil) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard let page = poppler_document_get_page(document, 0) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 48, 24)
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        poppler_page_render(page, context)
    }

    /// A one-page PDF with "Folio" in Helvetica, not embedded; the cross-reference offsets counted here.
    static var pdf: String {
        let content = "BT /F1 12 Tf 2 6 Td (Folio) Tj ET"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 48 24] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(offset, zeroPaddedTo: 10) + " 00000 n \n" }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return text
    }
}
