import CCairo

extension PixelBuffer {
    /// `width` by `height` transparent pixels, rows as cairo lays out ARGB32: what
    /// `drawWithCairo` draws an overlay's image into.
    package static func transparent(width: Int, height: Int) -> PixelBuffer {
        let bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        return PixelBuffer(
            width: width, height: height, bytesPerRow: bytesPerRow,
            bytes: [UInt8](repeating: 0, count: bytesPerRow * height))
    }

    /// Runs `draw` with a cairo context that draws straight into these pixels (no copy), then
    /// flushes and returns the context's status. The one place a cairo surface and context are made
    /// over a buffer and released: page renders, PNG files, plots and the HUD's text all come here.
    /// `package`, not `public`: the instrument's plot painter draws through it, but a cairo context
    /// is no part of the engine's library interface.
    package mutating func drawWithCairo(_ draw: (OpaquePointer) -> Void) -> cairo_status_t {
        let (width, height, stride) = (Int32(width), Int32(height), Int32(bytesPerRow))
        return withUnsafeMutableBytes { raw -> cairo_status_t in
            guard let base = raw.baseAddress else { return CAIRO_STATUS_NULL_POINTER }
            let surface = cairo_image_surface_create_for_data(
                base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, stride)
            defer { cairo_surface_destroy(surface) }
            guard let context = cairo_create(surface) else { return CAIRO_STATUS_NO_MEMORY }
            defer { cairo_destroy(context) }
            if cairo_status(context) == CAIRO_STATUS_SUCCESS { draw(context) }
            cairo_surface_flush(surface)
            return cairo_status(context)
        }
    }
}
