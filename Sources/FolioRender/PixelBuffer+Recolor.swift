import FolioCore

extension PixelBuffer {
    /// Shows the image in `recolor`'s colours, in place: on a worker, before the pixels are sent,
    /// so that the reader's main thread never spends a frame on it. Pages are opaque (drawn on
    /// white); a pixel that is not is left as it is, premultiplied colours being no tone of the page.
    /// Greys, most of a page, go through a table of their 256 luminances, a pixel a word.
    public mutating func recolor(_ recolor: Recolor) {
        // A pixel as a little-endian word: B, G, R, A from the low byte up.
        let greys: [UInt32] = (0...255).map { value in
            let colour = recolor.mix(Double(value) / 255)
            return UInt32(colour.blue) | UInt32(colour.green) << 8 | UInt32(colour.red) << 16 | 0xFF00_0000
        }
        let width = width, height = height, bytesPerRow = bytesPerRow
        greys.withUnsafeBufferPointer { greys in
            withUnsafeMutableBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                for y in 0..<height {
                    let row = (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        let pixel = row[x]
                        guard pixel >> 24 == 0xFF else { continue }
                        let blue = pixel & 0xFF, green = pixel >> 8 & 0xFF, red = pixel >> 16 & 0xFF
                        if red == green, green == blue {
                            row[x] = greys[Int(red)]
                        } else {
                            let colour = recolor.mapped(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                            row[x] =
                                UInt32(colour.blue) | UInt32(colour.green) << 8 | UInt32(colour.red) << 16 | 0xFF00_0000
                        }
                    }
                }
            }
        }
    }
}
