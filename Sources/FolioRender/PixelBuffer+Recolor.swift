import FolioCore

extension PixelBuffer {
    /// Shows the image in `recolor`'s colours, in place: on a worker, before the pixels are sent,
    /// so that the reader's main thread never spends a frame on it. Pages are opaque (drawn on
    /// white); a pixel that is not is left as it is, premultiplied colours being no tone of the page.
    /// Greys, most of a page, go through a table of their 256 luminances.
    public mutating func recolor(_ recolor: Recolor) {
        let greys = (0...255).map { recolor.mix(Double($0) / 255) }
        let width = width, height = height, bytesPerRow = bytesPerRow
        withUnsafeMutableBytes { bytes in
            for y in 0..<height {
                var offset = y * bytesPerRow
                for _ in 0..<width {
                    let blue = bytes[offset], green = bytes[offset + 1], red = bytes[offset + 2]
                    if bytes[offset + 3] == 0xFF {
                        let colour =
                            red == green && green == blue
                            ? greys[Int(red)] : recolor.mapped(red: red, green: green, blue: blue)
                        bytes[offset] = colour.blue
                        bytes[offset + 1] = colour.green
                        bytes[offset + 2] = colour.red
                    }
                    offset += Self.bytesPerPixel
                }
            }
        }
    }
}
