import FolioCore
import FolioPoppler
import FolioRender
import FolioTestSupport
import Testing

/// poppler's links come out as Folio draws: areas from the page's top-left corner, within the page,
/// over the text they link; destinations resolved (a named one too) with their points measured from
/// the top. The facts are those `folio-gen-sample` writes into `Assets/sample.pdf` (`SampleNavigation`).
@Suite struct PageLinksTests {
    let document: Document

    init() throws {
        document = try Document(path: PackageRoot.samplePDF)
    }

    @Test func samplePageTwoHasItsThreeLinksInOrder() throws {
        let links = try document.links(onPage: 2)
        try #require(links.count == 3)
        // The named destination is the label on page 30 (792 pt high), cairo's y 658 from the foot.
        #expect(links[0].target == .destination(PageDestination(page: 30, left: 41, top: 792 - 658)))
        #expect(links[1].target == .destination(PageDestination(page: 1, left: 72, top: 500)))
        #expect(links[2].target == .uri("https://www.example.org/folio"))
    }

    @Test func linkAreasAreMeasuredFromTheTopAndCoverTheirText() throws {
        let page = Rect(origin: .zero, size: try document.page(2).size)
        let links = try document.links(onPage: 2)
        let text = try #require(try document.text(onPage: 2))
        let string = text.string(0..<text.scalars.count)
        for (link, words) in zip(links, ["see page 30", "see page 1,", "visit https://www.example.org/folio"]) {
            #expect(page.contains(link.area), "\(link.area) is not within the page \(page)")
            #expect(link.area.height < 30)
            // The middle of the first word's first letter lies in the link's area.
            let offset = try #require(string.range(of: words)).lowerBound
            let index = string.unicodeScalars.distance(from: string.unicodeScalars.startIndex, to: offset)
            let box = text.boxes[index]
            #expect(
                link.area.contains(Point(x: box.minX + box.width / 2, y: box.midY)),
                "\(words): \(box) not in \(link.area)")
        }
        // Top to bottom, as the page lists them.
        #expect(links.map(\.area.minY) == links.map(\.area.minY).sorted())
    }

    @Test func aPageWithoutLinksHasNone() throws {
        #expect(try document.links(onPage: 1).isEmpty)
    }
}
