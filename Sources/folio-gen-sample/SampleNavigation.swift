/// The outline and links written into `Assets/sample.pdf`, so that tests of the outline panel and
/// of link jumps have a document whose navigation is known.
///
/// Tests (`OutlineCommandTests`, the links tests) state the same facts: change them together.
enum SampleNavigation {
    /// One outline entry; `children` nest below it.
    struct OutlineItem {
        var title: String
        /// A cairo link attribute string: `page=N`, `page=N pos=[x y]` or `dest='name'`.
        var target: String
        var isOpen = false
        var children: [OutlineItem] = []
    }

    /// The named destination on page 30, at the label drawn there.
    static let namedDestination = "part-two"
    static let namedDestinationPage = 30
    /// The explicit destination of the second link on page 2: page 40, a point in its lower half
    /// (cairo user space: points from the page's top-left corner).
    static let pointDestinationPage = 40
    static let pointDestination = (x: 72.0, y: 500.0)
    static let externalURI = "https://www.example.org/folio"
    /// The page that carries the three links.
    static let linksPage = 2

    static let outline: [OutlineItem] = [
        OutlineItem(title: "Title page", target: "page=1"),
        OutlineItem(
            title: "Page shapes", target: "page=5", isOpen: true,
            children: [
                OutlineItem(title: "A4 landscape", target: "page=5"),
                OutlineItem(title: "Rotated 90 degrees", target: "page=7"),
                OutlineItem(title: "Cropped Letter", target: "page=9"),
            ]),
        OutlineItem(
            title: "Heavy pages", target: "page=12",
            children: [
                OutlineItem(title: "Vector map", target: "page=12"),
                OutlineItem(title: "Large image", target: "page=15"),
                OutlineItem(title: "Poster", target: "page=20"),
            ]),
        OutlineItem(
            title: "Running text", target: "page=21", isOpen: true,
            children: [
                OutlineItem(
                    title: "Part two", target: "dest='\(namedDestination)'",
                    children: [
                        OutlineItem(title: "Lower half of page 40", target: pointTarget)
                    ]),
                OutlineItem(title: "Last pages", target: "page=60"),
            ]),
        OutlineItem(title: "The end", target: "page=64"),
    ]

    static var pointTarget: String { target(page: pointDestinationPage) }

    /// The second link on page 2 leads to the same point of page 1: cairo 1.16 writes no destination
    /// for a link to a page it has not written yet (page 40 from page 2), only for outline entries,
    /// which it writes at the end.
    static let linkPointDestinationPage = 1
    static var linkPointTarget: String { target(page: linkPointDestinationPage) }

    private static func target(page: Int) -> String {
        "page=\(page) pos=[\(pdfNumber(pointDestination.x)) \(pdfNumber(pointDestination.y))]"
    }
}
