import FolioCore
import FolioRender

/// Scaling images up the way a viewer without crisp re-rendering shows a zoomed page.
public enum ImageResampling {
    /// A `width` x `height` image whose pixel (x, y) samples `image` bilinearly at
    /// `origin + (x + 0.5, y + 0.5) / magnification - 0.5`: the source magnified about `origin`.
    public static func magnified(
        _ image: PixelBuffer, from origin: Point, by magnification: Double,
        width: Int, height: Int
    ) -> PixelBuffer {
        let bytesPerPixel = PixelBuffer.bytesPerPixel
        var output = [UInt8](repeating: 0xFF, count: width * height * bytesPerPixel)
        let source = image.bytes
        let maxX = image.width - 1, maxY = image.height - 1
        for y in 0..<height {
            let sourceY = min(max(origin.y + (Double(y) + 0.5) / magnification - 0.5, 0), Double(maxY))
            let y0 = Int(sourceY), y1 = min(y0 + 1, maxY), fy = sourceY - Double(y0)
            for x in 0..<width {
                let sourceX = min(max(origin.x + (Double(x) + 0.5) / magnification - 0.5, 0), Double(maxX))
                let x0 = Int(sourceX), x1 = min(x0 + 1, maxX), fx = sourceX - Double(x0)
                for channel in 0..<bytesPerPixel {
                    func at(_ column: Int, _ row: Int) -> Double {
                        Double(source[row * image.bytesPerRow + column * bytesPerPixel + channel])
                    }
                    let top: Double = at(x0, y0) * (1 - fx) + at(x1, y0) * fx
                    let bottom: Double = at(x0, y1) * (1 - fx) + at(x1, y1) * fx
                    let value: Double = top * (1 - fy) + bottom * fy
                    output[(y * width + x) * bytesPerPixel + channel] = UInt8(value.rounded())
                }
            }
        }
        return PixelBuffer(width: width, height: height, bytesPerRow: width * bytesPerPixel, bytes: output)
    }
}
