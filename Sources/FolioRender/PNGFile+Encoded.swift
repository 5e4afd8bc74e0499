import CCairo
import Foundation

extension PNGFile {
    /// The PNG file's bytes in memory, for a process that may not create files (the render sandbox
    /// writes them to its standard output); `destination` names where they go in an error.
    public static func encoded(_ image: PixelBuffer, for destination: String) throws(FolioError) -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        var copy = image  // cairo wants mutable pixels, even to read them
        var status = CAIRO_STATUS_SUCCESS
        let drawn = copy.drawWithCairo { context in
            status = cairo_surface_write_to_png_stream(
                cairo_get_target(context),
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().bytes
                        .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        if drawn != CAIRO_STATUS_SUCCESS { status = drawn }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw FolioError.writeFailed(path: destination, reason: String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }
}
