import FolioCore
import Testing

/// Recolouring (`Recolor`): the paper becomes the dark colour, the ink the light one, greys mixed by
/// luminance; keeping hue keeps a colour's hue; the written form parses, and nothing else does.
@Suite struct RecolorTests {
    static let colours = Recolor(parsing: "#102030,#F0E0d0")!

    @Test func whiteBecomesTheDarkColourAndBlackTheLightOne() {
        #expect(Self.colours.mapped(red: 255, green: 255, blue: 255) == Recolor.Colour(hex: "#102030"))
        #expect(Self.colours.mapped(red: 0, green: 0, blue: 0) == Recolor.Colour(hex: "#f0e0d0"))
    }

    @Test func greysBetweenAreMixedByLuminance() {
        let mid = Self.colours.mapped(red: 128, green: 128, blue: 128)
        #expect(mid == Recolor.Colour(red: 0x80, green: 0x80, blue: 0x80))
        // Pure green is brighter than pure blue: it comes out nearer the dark colour.
        let green = Self.colours.mapped(red: 0, green: 255, blue: 0)
        let blue = Self.colours.mapped(red: 0, green: 0, blue: 255)
        #expect(Int(green.red) < Int(blue.red))
    }

    @Test func keepingHueKeepsARedRedAtTheMappedLightness() {
        let recolor = Recolor(
            dark: .init(red: 0, green: 0, blue: 0), light: .init(red: 255, green: 255, blue: 255), keepsHue: true)
        let red = recolor.mapped(red: 200, green: 30, blue: 30)
        #expect(red.red > red.green && red.green == red.blue, "still red: \(red)")
        #expect(recolor.mapped(red: 255, green: 255, blue: 255) == .init(red: 0, green: 0, blue: 0), "greys as without")
    }

    @Test(arguments: ["#12", "red", "#102030", "#102030,", "#102030,#f0e0dg", "102030,f0e0d0", "#102030;#f0e0d0", ""])
    func onlyTwoHexColoursParse(_ text: String) {
        #expect(Recolor(parsing: text) == nil)
    }

    @Test func itsWrittenFormReadsBack() {
        #expect(Recolor(parsing: Self.colours.description) == Self.colours)
        #expect(Self.colours.description == "#102030,#f0e0d0")
    }
}
