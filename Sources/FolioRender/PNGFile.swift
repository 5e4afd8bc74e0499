import CCairo
import Foundation

/// Reads and writes `PixelBuffer`s as PNG files through cairo.
public enum PNGFile {
    /// Writes `image` to `path` atomically: a reader never sees half a file, and a failed
    /// write leaves whatever was there before.
    public static func write(_ image: PixelBuffer, to path: String) throws(FolioError) {
        let temporary = path + ".partial-\(getpid())"
        var copy = image  // cairo wants mutable pixels, even to read them
        var status = CAIRO_STATUS_SUCCESS
        let drawn = copy.drawWithCairo { context in
            status = cairo_surface_write_to_png(cairo_get_target(context), temporary)
        }
        if drawn != CAIRO_STATUS_SUCCESS { status = drawn }
        guard status == CAIRO_STATUS_SUCCESS else {
            unlink(temporary)
            let reason =
                status == CAIRO_STATUS_WRITE_ERROR
                ? (errno != 0 ? String(cString: strerror(errno)) : "write error")
                : String(cString: cairo_status_to_string(status))
            throw FolioError.writeFailed(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FolioError.writeFailed(path: path, reason: reason)
        }
    }

    /// Reads a PNG into premultiplied BGRA pixels; images without alpha come back opaque.
    public static func read(_ path: String) throws(FolioError) -> PixelBuffer {
        guard FileManager.default.fileExists(atPath: path) else { throw FolioError.fileNotFound(path: path) }
        let surface = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw FolioError.unreadable(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32
        guard
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
                || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24,
            let data = cairo_image_surface_get_data(surface)
        else {
            throw FolioError.unreadable(path: path, reason: "unsupported PNG pixel format")
        }
        var image = PixelBuffer(whiteWidth: width, height: height, bytesPerRow: stride)
        image.withUnsafeMutableBytes { pixels in
            pixels.copyMemory(from: UnsafeRawBufferPointer(start: data, count: stride * height))
            guard opaque else { return }
            for row in 0..<height {
                for column in 0..<width { pixels[row * stride + column * 4 + 3] = 0xFF }
            }
        }
        return image
    }
}
