/// An opaque sRGB colour for plot drawing, each channel in `0...1`.
public struct PlotColour: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// From 0-255 channels, as colours are usually written (`PlotColour(0x1f, 0x77, 0xb4)`).
    public init(_ red: Int, _ green: Int, _ blue: Int) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }

    public static let black = PlotColour(0, 0, 0)
    public static let white = PlotColour(255, 255, 255)

    /// `#rrggbb`, channels clamped to `0...1` (non-finite ones read as 0).
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [red, green, blue] {
            let byte = channel.isFinite ? Int((min(max(channel, 0), 1) * 255).rounded()) : 0
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }
}
