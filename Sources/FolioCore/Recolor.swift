/// Pages shown in other colours than they were printed in, as zathura's recolouring does: the
/// page's light colour (its paper) becomes `dark`, its dark colour (its ink) `light`, and the tones
/// in between are mixed by their luminance. With `keepsHue`, a coloured tone keeps its hue and
/// saturation and only its lightness is mapped, so that a red link stays red.
///
/// Written `#rrggbb,#rrggbb` (dark first), as `--recolor` takes it.
public struct Recolor: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A colour of 8 bits a channel.
    public struct Colour: Sendable, Hashable, Codable, CustomStringConvertible {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// `#rrggbb`, hexadecimal digits of either case; nil for anything else.
        public init?(hex text: some StringProtocol) {
            let digits = Array(text.utf8)
            guard digits.count == 7, digits[0] == UInt8(ascii: "#"),
                let value = UInt32(String(decoding: digits[1...], as: UTF8.self), radix: 16)
            else { return nil }
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }

        public var description: String {
            "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }

    /// What the paper becomes.
    public var dark: Colour
    /// What the ink becomes.
    public var light: Colour
    public var keepsHue: Bool

    /// Night colours for the key when no `--recolor` was given: a dark grey paper, a light grey ink.
    public static let night = Recolor(
        dark: Colour(red: 0x20, green: 0x21, blue: 0x24), light: Colour(red: 0xD8, green: 0xD8, blue: 0xD4))

    public init(dark: Colour, light: Colour, keepsHue: Bool = false) {
        self.dark = dark
        self.light = light
        self.keepsHue = keepsHue
    }

    /// `#rrggbb,#rrggbb` (dark, then light); nil for anything else.
    public init?(parsing text: String, keepsHue: Bool = false) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let dark = Colour(hex: parts[0]), let light = Colour(hex: parts[1]) else { return nil }
        self.init(dark: dark, light: light, keepsHue: keepsHue)
    }

    public var description: String { "\(dark),\(light)" + (keepsHue ? " keeping hue" : "") }

    /// What a disk cache's name for recoloured pages adds to the plain pages' name.
    public static func cacheSuffix(_ recolor: Recolor) -> String {
        "-recolor-" + "\(recolor.dark)\(recolor.light)".filter { $0 != "#" } + (recolor.keepsHue ? "-hue" : "")
    }

    /// The colour `(red, green, blue)` is shown in.
    public func mapped(red: UInt8, green: UInt8, blue: UInt8) -> Colour {
        let luminance = Self.luminance(red: red, green: green, blue: blue)
        guard keepsHue, red != green || green != blue else { return mix(luminance) }
        // The grey the luminance maps to gives the lightness; the tone keeps its hue and saturation.
        let grey = mix(luminance)
        let lightness = Self.luminance(red: grey.red, green: grey.green, blue: grey.blue)
        return Self.withLightness(lightness, of: (Double(red), Double(green), Double(blue)))
    }

    /// 0 for black to 1 for white: the weights of ITU-R BT.601, as zathura takes them.
    static func luminance(red: UInt8, green: UInt8, blue: UInt8) -> Double {
        (0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)) / 255
    }

    /// `light` at luminance 0 to `dark` at 1.
    public func mix(_ luminance: Double) -> Colour {
        func channel(_ ink: UInt8, _ paper: UInt8) -> UInt8 {
            // Named values: as one expression, this line cost the type checker 0.85 s a build.
            let from = Double(ink), to = Double(paper)
            return UInt8((from + (to - from) * luminance).rounded())
        }
        return Colour(
            red: channel(light.red, dark.red), green: channel(light.green, dark.green),
            blue: channel(light.blue, dark.blue))
    }

    /// `rgb` (0 to 255 a channel) in HSL with its lightness replaced by `lightness` (0 to 1).
    static func withLightness(_ lightness: Double, of rgb: (Double, Double, Double)) -> Colour {
        let (r, g, b) = (rgb.0 / 255, rgb.1 / 255, rgb.2 / 255)
        let high = max(r, g, b), low = min(r, g, b)
        let oldLightness = (high + low) / 2
        let chroma = high - low
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * oldLightness - 1))
        var hue = 0.0
        if chroma > 0 {
            if high == r {
                hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
            } else if high == g {
                hue = (b - r) / chroma + 2
            } else {
                hue = (r - g) / chroma + 4
            }
            if hue < 0 { hue += 6 }
        }
        let newChroma = (1 - abs(2 * lightness - 1)) * min(saturation, 1)
        let x = newChroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
        let (r1, g1, b1): (Double, Double, Double) =
            switch Int(hue) {
            case 0: (newChroma, x, 0)
            case 1: (x, newChroma, 0)
            case 2: (0, newChroma, x)
            case 3: (0, x, newChroma)
            case 4: (x, 0, newChroma)
            default: (newChroma, 0, x)
            }
        let m = lightness - newChroma / 2
        let byte = { (value: Double) in UInt8((min(max(value + m, 0), 1) * 255).rounded()) }
        return Colour(red: byte(r1), green: byte(g1), blue: byte(b1))
    }
}
