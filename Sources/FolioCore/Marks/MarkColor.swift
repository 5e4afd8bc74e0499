/// A mark's colour, 8 bits a channel, written `#RRGGBB` in exports and the journal.
public struct MarkColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour `#RRGGBB` (or `RRGGBB`) names, digits of either case; nil for anything else.
    public init?(hex: String) {
        guard let colour = Recolor.Colour(hex: hex.hasPrefix("#") ? hex : "#" + hex) else { return nil }
        self.init(red: colour.red, green: colour.green, blue: colour.blue)
    }

    /// `#RRGGBB`, as exports write it.
    public var hex: String { Recolor.Colour(red: red, green: green, blue: blue).description.uppercased() }

    /// The palette marks are made in, first the default: the colours highlighters come in.
    public static let palette: [MarkColor] = [.yellow, .green, .blue, .pink, .orange]

    /// What the reader calls the palette's colours.
    public static let names: [MarkColor: String] = [
        .yellow: "yellow", .green: "green", .blue: "blue", .pink: "pink", .orange: "orange",
    ]

    public static let yellow = MarkColor(red: 0xFF, green: 0xE1, blue: 0x35)
    public static let green = MarkColor(red: 0x8B, green: 0xE0, blue: 0x6C)
    public static let blue = MarkColor(red: 0x6C, green: 0xB8, blue: 0xF0)
    public static let pink = MarkColor(red: 0xF5, green: 0x8F, blue: 0xC8)
    public static let orange = MarkColor(red: 0xFF, green: 0xA6, blue: 0x4D)
}

extension MarkColor: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = MarkColor(hex: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "\(text) is not a colour #RRGGBB"))
        }
        self = color
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
