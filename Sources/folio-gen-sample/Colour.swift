/// An sRGB colour with components in `0 ... 1`, as cairo takes them.
struct Colour {
    var red: Double
    var green: Double
    var blue: Double

    static let black = Colour(red: 0, green: 0, blue: 0)
    static let white = Colour(red: 1, green: 1, blue: 1)
    static let ink = Colour(red: 0.12, green: 0.12, blue: 0.14)
    static let grey = Colour(red: 0.42, green: 0.42, blue: 0.45)
    static let marker = Colour(red: 0.78, green: 0.08, blue: 0.10)

    /// Converts hue (degrees), saturation and value (both `0 ... 1`) to RGB.
    static func hsv(_ hue: Double, _ saturation: Double, _ value: Double) -> Colour {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let chroma = value * saturation
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = value - chroma
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        return Colour(red: r + m, green: g + m, blue: b + m)
    }

    /// Mixes towards white; `amount` 0 keeps the colour, 1 gives white.
    func lightened(_ amount: Double) -> Colour {
        Colour(
            red: red + (1 - red) * amount,
            green: green + (1 - green) * amount,
            blue: blue + (1 - blue) * amount)
    }
}
