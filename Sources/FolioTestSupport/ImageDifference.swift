import FolioRender

/// How far apart two images are: the mean absolute difference per colour channel (0-255).
public enum ImageDifference {
    /// Nil when the sizes differ; otherwise the mean over every pixel of |a - b| for B, G and R.
    public static func meanAbsolute(_ a: PixelBuffer, _ b: PixelBuffer) -> Double? {
        guard a.width == b.width, a.height == b.height, a.width > 0, a.height > 0 else { return nil }
        var total = 0
        let (width, height, rowBytes) = (a.width, a.height, (a: a.bytesPerRow, b: b.bytesPerRow))
        let (a, b) = (a.bytes, b.bytes)
        for row in 0..<height {
            let rowA = row * rowBytes.a, rowB = row * rowBytes.b
            for offset in 0..<(width * PixelBuffer.bytesPerPixel) where offset % 4 != 3 {
                total += abs(Int(a[rowA + offset]) - Int(b[rowB + offset]))
            }
        }
        return Double(total) / Double(width * height * 3)
    }

    /// The standard deviation of brightness: near zero for a blank image, large for text.
    public static func contrast(_ image: PixelBuffer) -> Double {
        var sum = 0.0, squares = 0.0
        for row in 0..<image.height {
            for column in 0..<image.width {
                let pixel = image.pixel(x: column, y: row)
                let value = (Double(pixel.red) + Double(pixel.green) + Double(pixel.blue)) / 3
                sum += value
                squares += value * value
            }
        }
        let count = Double(image.width * image.height)
        let mean = sum / count
        return (squares / count - mean * mean).squareRoot()
    }
}
