import CPoppler

/// The links of the sample's navigation fixture (`SampleNavigation`): three visible links on page 2
/// and the named destination on page 30.
extension PageRenderer {
    private static let linkColour = Colour(red: 0.05, green: 0.25, blue: 0.75)

    /// Draws this page's links or destination, if it has any; returns where running text may start.
    func drawNavigation(top: Double) -> Double {
        switch spec.number {
        case SampleNavigation.linksPage: return drawLinks(top: top)
        case SampleNavigation.namedDestinationPage: return drawNamedDestination(top: top)
        default: return top
        }
    }

    private func drawLinks(top: Double) -> Double {
        var y = top + 16
        canvas.text("Links", x: layout.left, y: y, font: .sans(12, bold: true))
        let links = [
            (
                "see page \(SampleNavigation.namedDestinationPage) (a named destination)",
                "dest='\(SampleNavigation.namedDestination)'"
            ),
            (
                "see page \(SampleNavigation.linkPointDestinationPage), lower half (a page and a point)",
                SampleNavigation.linkPointTarget
            ),
            (
                "visit \(SampleNavigation.externalURI) (an external link)",
                "uri='\(SampleNavigation.externalURI)'"
            ),
        ]
        for (text, attributes) in links {
            y += 18
            canvas.tagged(CAIRO_TAG_LINK, attributes) {
                canvas.text(text, x: layout.left, y: y, font: .sans(11), colour: Self.linkColour)
            }
        }
        return y + 14
    }

    private func drawNamedDestination(top: Double) -> Double {
        let y = top + 16
        canvas.tagged(CAIRO_TAG_DEST, "name='\(SampleNavigation.namedDestination)'") {
            canvas.text(
                "Part two: the named destination of the first link on page 2", x: layout.left, y: y,
                font: .sans(12, bold: true), colour: Self.linkColour)
        }
        return y + 14
    }
}
