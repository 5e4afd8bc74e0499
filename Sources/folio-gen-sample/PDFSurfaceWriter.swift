import CPoppler

/// Collects the bytes cairo hands to its write callback.
private final class ByteSink {
    var bytes: [UInt8] = []
}

/// A cairo PDF surface that writes into memory, with fixed metadata so the
/// output is reproducible.
///
/// Writing to memory (rather than to the output path) lets the generator
/// post-process the whole file before anything touches the disk.
final class PDFSurfaceWriter {
    /// Must outlive `surface`: cairo calls back into it until the surface is finished.
    private let sink = ByteSink()
    private let surface: OpaquePointer

    init(title: String, date: String, creator: String, firstPageSize: PageSize) throws {
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, closure, firstPageSize.width, firstPageSize.height)
        else {
            throw GeneratorError("cairo_pdf_surface_create_for_stream returned nothing")
        }
        self.surface = surface
        try check(cairo_surface_status(surface), "creating the PDF surface")

        // cairo 1.16 otherwise stamps the current time into /CreationDate.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, date)
        try check(cairo_surface_status(surface), "setting PDF metadata")
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Adds one page of `size`; `draw` paints it on a fresh cairo context.
    func addPage<Result>(size: PageSize, draw: (OpaquePointer) throws -> Result) throws -> Result {
        // Must come before any drawing on the page.
        cairo_pdf_surface_set_size(surface, size.width, size.height)
        guard let cr = cairo_create(surface) else {
            throw GeneratorError("cairo_create returned nothing")
        }
        defer { cairo_destroy(cr) }
        let result = try draw(cr)
        cairo_show_page(cr)
        try check(cairo_status(cr), "drawing a page")
        return result
    }

    /// Adds `items` (and their children) to the document's outline below `parent`
    /// (`CAIRO_PDF_OUTLINE_ROOT` for the top level).
    func addOutline(_ items: [SampleNavigation.OutlineItem], parent: Int32 = Int32(CAIRO_PDF_OUTLINE_ROOT)) throws {
        for item in items {
            let flags = item.isOpen ? CAIRO_PDF_OUTLINE_FLAG_OPEN : cairo_pdf_outline_flags_t(0)
            let id = cairo_pdf_surface_add_outline(surface, parent, item.title, item.target, flags)
            try check(cairo_surface_status(surface), "adding the outline entry \(item.title)")
            try addOutline(item.children, parent: id)
        }
    }

    /// Finishes the document and returns the complete PDF.
    func finish() throws -> [UInt8] {
        cairo_surface_finish(surface)
        try check(cairo_surface_status(surface), "finishing the PDF")
        return sink.bytes
    }

    private func check(_ status: cairo_status_t, _ action: String) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw GeneratorError("cairo failed while \(action): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
